### De woorden die alle tafels delen: lobby, tafel, ranglijsten, statistieken, hulp.

tables-something-went-wrong = Er ging iets mis met die klik; probeer het opnieuw.
