"""Settings read from the environment and an optional `.env` file.

Every setting is documented in `.env.example`. The token is kept out of
`repr()` so that it never lands in a log line or a traceback.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

from dotenv import load_dotenv

from bot.memory import ALLOCATORS

DEFAULT_DATABASE_PATH = Path("data") / "barbu.sqlite3"
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")


class SettingsError(ValueError):
    """A setting is missing or malformed; the message says which and how to fix it."""


@dataclass(frozen=True)
class Settings:
    discord_token: str = field(repr=False)
    database_path: Path = DEFAULT_DATABASE_PATH
    # A postgresql:// URL: the bot stores on PostgreSQL instead of the SQLite file. Kept
    # out of repr(): it may hold a password.
    database_url: str | None = field(default=None, repr=False)
    dev_guild_id: int | None = None
    log_level: str = "INFO"
    api_base: str | None = None
    gateway_url: str | None = None
    computer_delay: float = 1.2  # seconds a computer's move stays readable before the next
    # Seconds between two edits of a table's message: Discord allows about 4 per 5 s.
    edit_interval: float = 1.25
    workers: int | None = None  # processes per kind of CPU work; None: the cores but one
    # Out-of-turn windows (Guillotine's Wait a Moment!) last their set time times this, and a
    # strong computer's move waits out its thinking time (think_ms) times this.
    window_scale: float = 1.0
    # Requests a second to Discord's API, bot-wide: Discord's global limit is 50 a second
    # per bot (interaction answers excepted); the rest is headroom for requests that bunch
    # up on the way, within which bot/pacing.py keeps those in flight
    # (docs/decisions/request-pacing.md).
    requests_per_second: float = 35.0
    # Sharding (bot/shards.py): how many shards the bot has in all, and which of them this
    # process runs (all of them when only the count is set). None: one process, no shards.
    shard_count: int | None = None
    shard_ids: tuple[int, ...] | None = None
    # The Prometheus endpoint (bot/metrics.py): None serves none. A process serves it on
    # this port plus the first shard it runs, so the processes of a sharded bot, whose
    # shards never overlap, never ask for one port twice. 0: any free port (logged).
    metrics_port: int | None = None
    # Loopback by default: the metrics tell how busy the bot is, not for everyone to read.
    metrics_host: str = "127.0.0.1"
    # The C allocator (bot/memory.py): "jemalloc" where installed, else the C library's own.
    memory_allocator: str = "jemalloc"

    @property
    def metrics_address(self) -> tuple[str, int] | None:
        """Where this process serves its metrics (None: nowhere)."""
        if self.metrics_port is None:
            return None
        if self.metrics_port == 0:
            return self.metrics_host, 0
        return self.metrics_host, self.metrics_port + self.own_shards[0]

    @property
    def own_shards(self) -> tuple[int, ...]:
        """The shards this process runs (shard 0 of 1 without sharding)."""
        if self.shard_ids is not None:
            return self.shard_ids
        return tuple(range(self.shard_count or 1))

    @property
    def database(self) -> str | Path:
        """Where the bot stores: the PostgreSQL URL if set, else the SQLite file."""
        return self.database_url or self.database_path

    @classmethod
    def from_env(cls, env_file: str | os.PathLike[str] | None = ".env") -> Settings:
        """Read settings from the process environment, after loading `env_file` if present.

        Variables already set in the environment win over the file.
        """
        if env_file is not None and Path(env_file).is_file():
            load_dotenv(env_file, override=False)
        token = os.environ.get("DISCORD_TOKEN", "").strip()
        if not token:
            raise SettingsError(
                "DISCORD_TOKEN is not set: create a bot at "
                "https://discord.com/developers/applications (Bot > Reset Token), "
                "then put DISCORD_TOKEN=<token> in .env (see .env.example)."
            )
        guild = os.environ.get("DEV_GUILD_ID", "").strip()
        if guild and not guild.isdigit():
            raise SettingsError(f"DEV_GUILD_ID must be a server id (digits only), not {guild!r}.")
        log_level = (os.environ.get("LOG_LEVEL") or "INFO").strip().upper()
        if log_level not in LOG_LEVELS:
            raise SettingsError(
                f"LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}, not {log_level.lower()!r}."
            )
        database_url = os.environ.get("DATABASE_URL", "").strip() or None
        database_path = Path(os.environ.get("DATABASE_PATH") or DEFAULT_DATABASE_PATH)
        if database_url is None:
            check_database_path(database_path)
        else:
            check_database_url(database_url)
        shard_count = _positive_int("SHARD_COUNT")
        shard_ids = _shard_ids(os.environ.get("SHARD_IDS", "").strip(), shard_count)
        metrics_port = _port("METRICS_PORT", shard_count)
        allocator = (os.environ.get("MEMORY_ALLOCATOR") or "jemalloc").strip().lower()
        if allocator not in ALLOCATORS:
            raise SettingsError(
                f"MEMORY_ALLOCATOR must be one of {', '.join(ALLOCATORS)}, not {allocator!r}."
            )
        return cls(
            discord_token=token,
            database_path=database_path,
            database_url=database_url,
            dev_guild_id=int(guild) if guild else None,
            log_level=log_level,
            api_base=os.environ.get("DISCORD_API_BASE") or None,
            gateway_url=os.environ.get("DISCORD_GATEWAY_URL") or None,
            computer_delay=_seconds("COMPUTER_DELAY", 1.2),
            edit_interval=_seconds("EDIT_INTERVAL", 1.25),
            workers=_positive_int("WORKERS"),
            window_scale=_seconds("WINDOW_SCALE", 1.0),
            requests_per_second=_positive_number("REQUESTS_PER_SECOND", 35.0),
            shard_count=shard_count,
            shard_ids=shard_ids,
            metrics_port=metrics_port,
            metrics_host=os.environ.get("METRICS_HOST", "").strip() or "127.0.0.1",
            memory_allocator=allocator,
        )


def _number(name: str, default: float) -> float:
    text = os.environ.get(name, "").strip()
    if not text:
        return default
    try:
        return float(text)
    except ValueError:
        raise SettingsError(f"{name} must be a number, not {text!r}.") from None


def _seconds(name: str, default: float) -> float:
    """An optional number of seconds (or a factor) >= 0 from the environment."""
    value = _number(name, default)
    if value < 0:
        raise SettingsError(f"{name} must be 0 or more, not {value:g}.")
    return value


def _positive_number(name: str, default: float) -> float:
    value = _number(name, default)
    if value <= 0:
        raise SettingsError(f"{name} must be more than 0, not {value:g}.")
    return value


def _positive_int(name: str) -> int | None:
    """An optional whole number >= 1 from the environment (None when unset)."""
    text = os.environ.get(name, "").strip()
    if not text:
        return None
    if not text.isdigit() or int(text) < 1:
        raise SettingsError(f"{name} must be a whole number of at least 1, not {text!r}.")
    return int(text)


def _port(name: str, shard_count: int | None) -> int | None:
    """An optional TCP port from the environment (None when unset; 0: any free port),
    leaving room for one port per shard above it."""
    text = os.environ.get(name, "").strip()
    if not text:
        return None
    top = 65535 - ((shard_count or 1) - 1)
    if not text.isdigit() or int(text) > top:
        raise SettingsError(
            f"{name} must be a port number from 0 to {top}, not {text!r}"
            + (f" (each of the {shard_count} shards may take the next one)" if shard_count else "")
            + "; leave it empty for none."
        )
    return int(text)


POSTGRES_SCHEMES = ("postgresql", "postgres")


def check_database_url(url: str) -> None:
    """Raise a `SettingsError` naming DATABASE_URL if `url` is not a PostgreSQL URL.

    Only its form is checked here (the server is reached once the bot has logged in);
    the message never repeats the URL, which may hold a password.
    """
    example = "postgresql://user:password@host:5432/database"
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018 (raises ValueError for a port that is not a number)
    except ValueError as error:
        raise SettingsError(f"DATABASE_URL is not a valid URL ({error}): e.g. {example}.") from None
    if parts.scheme not in POSTGRES_SCHEMES:
        raise SettingsError(
            f"DATABASE_URL must start with postgresql:// (got {parts.scheme or 'no'} scheme): "
            f"e.g. {example}, or leave it empty to use the SQLite file of DATABASE_PATH."
        )
    if not parts.hostname and "host=" not in parts.query:
        raise SettingsError(f"DATABASE_URL names no server: e.g. {example}.")


def _shard_ids(text: str, count: int | None) -> tuple[int, ...] | None:
    """SHARD_IDS: shard numbers and ranges, e.g. `0-3` or `0,2` or `0-1,4`, each below
    SHARD_COUNT (None when unset: the process runs every shard)."""
    if not text:
        return None
    if count is None:
        raise SettingsError(
            f"SHARD_IDS is set ({text!r}) but not SHARD_COUNT: set SHARD_COUNT to the "
            "number of shards of the whole bot (e.g. SHARD_COUNT=4 SHARD_IDS=0-1)."
        )
    form = "numbers and ranges such as 0-3 or 0,2"
    ids: set[int] = set()
    for part in text.split(","):
        low, dash, high = part.strip().partition("-")
        if not low.isdigit() or (dash and not high.isdigit()):
            raise SettingsError(f"SHARD_IDS must list {form}, not {text!r}.")
        first, last = int(low), int(high) if dash else int(low)
        if first > last:
            raise SettingsError(f"SHARD_IDS: the range {part.strip()!r} runs backwards.")
        if last >= count:
            raise SettingsError(
                f"SHARD_IDS: shard {last} does not exist with SHARD_COUNT={count} "
                f"(shards are numbered 0 to {count - 1})."
            )
        ids.update(range(first, last + 1))
    return tuple(sorted(ids))


SQLITE_HEADER = b"SQLite format 3\x00"


def check_database_path(path: Path) -> None:
    """Raise a `SettingsError` naming DATABASE_PATH if the database can't live at `path`.

    Checked before connecting to Discord: storage opens only after login, and its errors
    there were a traceback that never named the setting. Nothing is created here (storage
    creates the directory and the file); only what can be seen without writing is checked.
    """
    fix = "set DATABASE_PATH to a file in a writable directory, e.g. data/barbu.sqlite3"
    if path.is_dir():
        raise SettingsError(f"DATABASE_PATH {str(path)!r} is a directory: {fix}.")
    # The nearest existing ancestor must be a directory we may write in: storage creates
    # the missing ones below it.
    existing = path.absolute().parent
    while not existing.exists():
        existing = existing.parent
    if not existing.is_dir():
        raise SettingsError(
            f"DATABASE_PATH {str(path)!r} can't be created: {str(existing)!r} is a file, "
            f"not a directory: {fix}."
        )
    if not os.access(existing, os.W_OK | os.X_OK):
        raise SettingsError(
            f"DATABASE_PATH {str(path)!r}: {str(existing)!r} is not writable: {fix}."
        )
    if path.is_file():
        if not os.access(path, os.R_OK | os.W_OK):
            raise SettingsError(f"DATABASE_PATH {str(path)!r} is not readable and writable: {fix}.")
        with path.open("rb") as file:
            header = file.read(len(SQLITE_HEADER))
        if header and header != SQLITE_HEADER:
            raise SettingsError(
                f"DATABASE_PATH {str(path)!r} is not a SQLite database: point it at the "
                "bot's database, or at a new file (e.g. data/barbu.sqlite3)."
            )
