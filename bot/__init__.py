"""The application: settings, the Discord bot, storage and running tables."""
