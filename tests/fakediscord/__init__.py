"""A local fake Discord (REST + gateway on 127.0.0.1) for end-to-end tests of the real bot.

See README.md in this directory for how to write a test with it.
"""

from .botrun import pointed_at, running
from .limits import Clock, DiscordError, Limits
from .model import Channel, Message, User
from .seen import SeenAttachment, SeenMessage
from .server import FakeDiscord
from .users import SentInteraction

__all__ = [
    "Channel",
    "Clock",
    "DiscordError",
    "FakeDiscord",
    "Limits",
    "Message",
    "SeenAttachment",
    "SeenMessage",
    "SentInteraction",
    "User",
    "pointed_at",
    "running",
]
