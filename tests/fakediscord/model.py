"""The fake Discord's world: users, guilds, channels, messages, commands and interactions.

Everything is stored as plain dataclasses; `payloads.py` turns them into the JSON that
Discord sends. Ids are real snowflakes (timestamp in the high bits), so discord.py's
`created_at` and ordering work.
"""

from __future__ import annotations

import itertools
import time
from dataclasses import dataclass, field
from typing import Any

from .components_v2 import IS_COMPONENTS_V2, texts

DISCORD_EPOCH_MS = 1420070400000

# Permission bits the fake looks at (https://discord.com/developers/docs/topics/permissions).
VIEW_CHANNEL = 1 << 10
SEND_MESSAGES = 1 << 11
EMBED_LINKS = 1 << 14
ATTACH_FILES = 1 << 15
READ_MESSAGE_HISTORY = 1 << 16
USE_APPLICATION_COMMANDS = 1 << 31
CREATE_PUBLIC_THREADS = 1 << 35
SEND_MESSAGES_IN_THREADS = 1 << 38
MENTION_EVERYONE = 1 << 17
ADMINISTRATOR = 1 << 3
MANAGE_GUILD = 1 << 5

MEMBER_PERMISSIONS = (
    VIEW_CHANNEL
    | SEND_MESSAGES
    | EMBED_LINKS
    | ATTACH_FILES
    | READ_MESSAGE_HISTORY
    | USE_APPLICATION_COMMANDS
    | CREATE_PUBLIC_THREADS
    | SEND_MESSAGES_IN_THREADS
)
BOT_PERMISSIONS = MEMBER_PERMISSIONS

EPHEMERAL = 1 << 6
LOADING = 1 << 7

CHANNEL_TEXT = 0
CHANNEL_CATEGORY = 4
CHANNEL_PUBLIC_THREAD = 11


class Snowflakes:
    """Unique, increasing snowflake ids."""

    def __init__(self) -> None:
        self.last = 0
        self._worker = itertools.count()

    def next(self) -> int:
        stamp = (int(time.time() * 1000) - DISCORD_EPOCH_MS) << 22
        self.last = max(self.last + 1, stamp | (next(self._worker) & 0xFFF))
        return self.last


@dataclass
class User:
    id: int
    name: str
    bot: bool = False
    role_ids: list[int] = field(default_factory=list)
    global_name: str | None = None  # the display name the user chose, if any
    locale: str = "en-US"  # their Discord client's language (an interaction's `locale`)

    @property
    def display_name(self) -> str:
        return self.global_name or self.name.capitalize()


@dataclass
class Role:
    id: int
    name: str
    permissions: int
    position: int = 0
    managed: bool = False
    mentionable: bool = False


@dataclass
class Channel:
    id: int
    name: str
    type: int = CHANNEL_TEXT
    parent_id: int | None = None
    owner_id: int | None = None
    position: int = 0
    archived: bool = False
    locked: bool = False
    deleted: bool = False
    guild_id: int = 0

    @property
    def is_thread(self) -> bool:
        return self.type == CHANNEL_PUBLIC_THREAD


@dataclass
class Attachment:
    id: int
    filename: str
    data: bytes
    content_type: str | None
    description: str | None = None
    width: int | None = None
    height: int | None = None


@dataclass
class Message:
    """A message as Discord stores it; `visible_to` is set for ephemeral messages."""

    id: int
    channel_id: int
    author_id: int
    content: str = ""
    embeds: list[dict[str, Any]] = field(default_factory=list)
    components: list[dict[str, Any]] = field(default_factory=list)
    attachments: list[Attachment] = field(default_factory=list)
    flags: int = 0
    type: int = 0
    created_at: float = field(default_factory=time.time)
    edited_at: float | None = None
    interaction_id: int | None = None
    interaction_user_id: int | None = None
    interaction_type: int | None = None
    thread_id: int | None = None
    deleted: bool = False
    webhook_id: int | None = None
    # Whom the content mentions (resolved as Discord does, see mentions.py).
    mention_user_ids: list[int] = field(default_factory=list)
    mention_role_ids: list[int] = field(default_factory=list)
    mention_everyone: bool = False

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    @property
    def text(self) -> str:
        """Every word the message shows: its content, or (Components V2) its Text
        Displays, one a line."""
        if self.flags & IS_COMPONENTS_V2:
            return "\n".join(texts(self.components))
        return self.content

    def visible_to(self, user_id: int) -> bool:
        return not self.deleted and (not self.ephemeral or self.interaction_user_id == user_id)


@dataclass
class Command:
    """An application command as synced by the bot (the JSON it sent, plus ids)."""

    id: int
    guild_id: int | None
    data: dict[str, Any]

    @property
    def name(self) -> str:
        return str(self.data["name"])


@dataclass
class Interaction:
    """An interaction the fake sent to the bot, and what the bot answered."""

    id: int
    token: str
    type: int
    user_id: int
    channel_id: int
    payload: dict[str, Any]
    created_at: float
    message_id: int | None = None
    response_type: int | None = None
    original_message_id: int | None = None
    followup_ids: list[int] = field(default_factory=list)
    modal: dict[str, Any] | None = None
    choices: list[dict[str, Any]] | None = None  # what an autocomplete was answered with
    sent_at: float = field(default_factory=time.time)
    acknowledged_at: float | None = None  # the fake's clock, when the callback was accepted
    # Its original response was edited through its own webhook (`@original` or by id).
    original_edited: bool = False

    @property
    def acknowledged(self) -> bool:
        return self.response_type is not None


@dataclass
class Guild:
    id: int
    name: str
    owner_id: int
    roles: list[Role] = field(default_factory=list)
    channels: dict[int, Channel] = field(default_factory=dict)
    member_ids: list[int] = field(default_factory=list)
    # The server's language (Community servers choose one): an interaction's `guild_locale`.
    preferred_locale: str = "en-US"
    commands: dict[str, Command] = field(default_factory=dict)  # synced to this guild

    @property
    def everyone(self) -> Role:
        return self.roles[0]  # its id is the guild's, as on Discord

    @property
    def players_role(self) -> Role:
        return self.roles[1]

    @property
    def bot_role(self) -> Role:
        return self.roles[2]

    @property
    def general(self) -> Channel:
        return next(c for c in self.channels.values() if c.name == "general")

    def shard(self, count: int) -> int:
        """The shard whose connection receives this guild's events (Discord's formula)."""
        return (self.id >> 22) % count


class World:
    """All state of the fake Discord: one application (the bot) and its guilds.

    `guild` is the first guild (made at start); `add_guild` adds more, each with the same
    users as members, its own roles ("Players", the bot's) and channels `general` and
    `barbu`. Users, channels, roles and messages have ids unique across guilds.
    """

    def __init__(
        self,
        *,
        user_names: tuple[str, ...] = ("alice", "bob", "carol", "dave", "erin"),
        bot_permissions: int = BOT_PERMISSIONS,
        token: str = "fake.bot.token",
    ) -> None:
        self.ids = Snowflakes()
        self.token = token
        self.bot = User(self.ids.next(), "barbu-bot", bot=True)
        self.application_id = self.bot.id
        self.users: dict[int, User] = {self.bot.id: self.bot}
        self.user_names = user_names
        self.bot_permissions = bot_permissions
        for name in user_names:
            self._new_user(name)
        self.guilds: dict[int, Guild] = {}
        self.channels: dict[int, Channel] = {}  # every guild's, by id
        self.guild = self.add_guild("Fake Guild")
        self.messages: dict[int, Message] = {}
        self.channel_messages: dict[int, list[Message]] = {}  # by channel: for counting
        self.global_commands: dict[str, Command] = {}
        self.interactions: dict[int, Interaction] = {}
        self.interactions_by_token: dict[str, Interaction] = {}
        self.pings: list[Any] = []  # mentions.Ping, one per new message that notified

    def add_guild(
        self, name: str, *, locale: str = "en-US", shard: tuple[int, int] | None = None
    ) -> Guild:
        """A new guild with every user as a member (the first user owns it); with `shard`
        `(id, count)`, its id is one that shard `id` of `count` serves."""
        guild_id = self.ids.next()
        while shard is not None and (guild_id >> 22) % shard[1] != shard[0]:
            guild_id = self.ids.next() + (1 << 22)  # the next millisecond
            self.ids.last = guild_id
        owner = self.user_named(self.user_names[0])
        guild = Guild(guild_id, name, owner_id=owner.id, preferred_locale=locale)
        # The bot's permissions are exactly `bot_permissions`: @everyone has no more than
        # that, and the players get theirs from a "Players" role.
        everyone = Role(guild.id, "@everyone", MEMBER_PERMISSIONS & self.bot_permissions)
        players = Role(self.ids.next(), "Players", MEMBER_PERMISSIONS, position=1)
        bot_role = Role(
            self.ids.next(), "barbu-bot", self.bot_permissions, position=2, managed=True
        )
        guild.roles = [everyone, players, bot_role]
        self.bot.role_ids.append(bot_role.id)
        guild.member_ids = [self.bot.id]
        for user_name in self.user_names:
            user = self.user_named(user_name)
            user.role_ids.append(players.id)
            guild.member_ids.append(user.id)
        self.guilds[guild.id] = guild
        category = self.add_channel("Text Channels", type=CHANNEL_CATEGORY, guild=guild)
        self.add_channel("general", parent_id=category.id)
        self.add_channel("barbu", parent_id=category.id)
        return guild

    # The first guild's, as before there were several.
    @property
    def everyone(self) -> Role:
        return self.guild.everyone

    @property
    def players_role(self) -> Role:
        return self.guild.players_role

    @property
    def bot_role(self) -> Role:
        return self.guild.bot_role

    @property
    def general(self) -> Channel:
        return self.guild.general

    @property
    def guild_commands(self) -> dict[str, Command]:
        return self.guild.commands

    def store(self, message: Message) -> None:
        self.messages[message.id] = message
        self.channel_messages.setdefault(message.channel_id, []).append(message)

    def _new_user(self, name: str) -> User:
        user = User(self.ids.next(), name)
        self.users[user.id] = user
        return user

    def add_channel(
        self,
        name: str,
        *,
        type: int = CHANNEL_TEXT,
        parent_id: int | None = None,
        owner_id: int | None = None,
        id: int | None = None,
        guild: Guild | None = None,
    ) -> Channel:
        """A channel of `guild` (default: its parent's guild, else the first guild)."""
        if guild is None:
            guild = self.guild_of(parent_id) if parent_id is not None else self.guild
        channel = Channel(
            id or self.ids.next(),
            name,
            type=type,
            parent_id=parent_id,
            owner_id=owner_id,
            position=len(guild.channels),
            guild_id=guild.id,
        )
        guild.channels[channel.id] = channel
        self.channels[channel.id] = channel
        return channel

    def guild_of(self, channel_id: int) -> Guild:
        """The guild a channel (or thread) belongs to."""
        return self.guilds[self.channels[channel_id].guild_id]

    def user_named(self, name: str) -> User:
        for user in self.users.values():
            if user.name == name:
                return user
        raise KeyError(f"no fake user named {name!r}")

    def channel_named(self, name: str, guild: Guild | None = None) -> Channel:
        for channel in (guild or self.guild).channels.values():
            if channel.name == name:
                return channel
        raise KeyError(f"no fake channel named {name!r}")

    def role(self, role_id: int) -> Role | None:
        for guild in self.guilds.values():
            for role in guild.roles:
                if role.id == role_id:
                    return role
        return None

    def permissions(self, user: User, guild: Guild | None = None) -> int:
        guild = guild or self.guild
        value = 0
        for role in guild.roles:
            if role.id == guild.id or role.id in user.role_ids:
                value |= role.permissions
        if user.id == guild.owner_id or value & ADMINISTRATOR:
            return (1 << 51) - 1
        return value

    def grant(
        self, user: User, permissions: int, name: str = "Granted", guild: Guild | None = None
    ) -> Role:
        """Give `user` a new role with these permissions (in the first guild by default)."""
        guild = guild or self.guild
        role = Role(self.ids.next(), name, permissions, position=len(guild.roles))
        guild.roles.append(role)
        user.role_ids.append(role.id)
        return role

    def set_bot_permissions(self, value: int, guild: Guild | None = None) -> list[Role]:
        """Give the bot exactly these permissions in `guild` (default: the first); the roles
        that changed."""
        guild = guild or self.guild
        guild.everyone.permissions = MEMBER_PERMISSIONS & value
        guild.bot_role.permissions = value
        return [guild.everyone, guild.bot_role]

    def bot_can(self, permission: int, guild: Guild | None = None) -> bool:
        return bool(self.permissions(self.bot, guild) & permission)

    def commands(self, guild: Guild | None = None) -> list[Command]:
        return [*(guild or self.guild).commands.values(), *self.global_commands.values()]

    def find_command(self, name: str, guild: Guild | None = None) -> Command:
        """The command a user sees under `name`: guild commands shadow global ones."""
        guild = guild or self.guild
        command = guild.commands.get(name) or self.global_commands.get(name)
        if command is None:
            known = sorted({c.name for c in self.commands(guild)})
            raise LookupError(f"/{name} is not registered (synced commands: {known})")
        return command
