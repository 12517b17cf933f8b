"""The gateway: an aiohttp websocket speaking Discord's gateway protocol (JSON, v10).

HELLO, heartbeat ACK, IDENTIFY -> READY (+ `resume_gateway_url`) and GUILD_CREATE,
RESUME with replay of every event the bot missed, and injectable RECONNECT,
INVALID_SESSION, close codes and dropped connections. Frames are sent as text
(uncompressed), which discord.py accepts even when it asked for zlib-stream.

Sharding (https://discord.com/developers/docs/events/gateway#sharding): IDENTIFY may
carry `shard: [id, count]` (none is `[0, 1]`); a guild's events go only to the session of
shard `(guild_id >> 22) % count`, and READY and GUILD_CREATE list only that shard's
guilds. Several connections (shards of one process, or of several processes) are served
at once; the newest session identified for a shard is the one its events go to.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

from . import payloads
from .model import World
from .recorder import PATIENCE, GatewayMessage, Recorder

DISPATCH, HEARTBEAT, IDENTIFY, PRESENCE, RESUME, RECONNECT = 0, 1, 2, 3, 6, 7
REQUEST_MEMBERS, INVALID_SESSION, HELLO, HEARTBEAT_ACK = 8, 9, 10, 11

INTENT_GUILDS = 1 << 0
INTENT_GUILD_MEMBERS = 1 << 1
INTENT_GUILD_MESSAGES = 1 << 9

# Which intent an event needs (events not listed are always sent).
EVENT_INTENTS = {
    "MESSAGE_CREATE": INTENT_GUILD_MESSAGES,
    "MESSAGE_UPDATE": INTENT_GUILD_MESSAGES,
    "MESSAGE_DELETE": INTENT_GUILD_MESSAGES,
    "THREAD_CREATE": INTENT_GUILDS,
    "CHANNEL_CREATE": INTENT_GUILDS,
    "THREAD_UPDATE": INTENT_GUILDS,
    "THREAD_DELETE": INTENT_GUILDS,
    "GUILD_ROLE_CREATE": INTENT_GUILDS,
    "GUILD_ROLE_UPDATE": INTENT_GUILDS,
    "GUILD_MEMBER_UPDATE": INTENT_GUILD_MEMBERS,
}


@dataclass
class Session:
    id: str
    intents: int
    seq: int = 0
    frames: list[dict[str, Any]] = field(default_factory=list)
    socket: web.WebSocketResponse | None = None
    request: web.Request | None = None
    valid: bool = True
    ready: bool = False  # READY or RESUMED sent on the current socket
    shard: tuple[int, int] = (0, 1)  # [id, count] as identified

    def serves(self, guild_id: int) -> bool:
        return (guild_id >> 22) % self.shard[1] == self.shard[0]

    def detach(self) -> web.WebSocketResponse | None:
        socket, self.socket, self.request, self.ready = self.socket, None, None, False
        return socket


class Gateway:
    """Websocket endpoint, sessions, event dispatch and gateway fault injection."""

    def __init__(
        self,
        world: World,
        recorder: Recorder,
        resume_url: Callable[[], str],
        *,
        heartbeat_interval_ms: int = 41250,
        max_guilds_per_shard: int = 2500,
        session_starts: int = 1000,
    ) -> None:
        self.world = world
        self.recorder = recorder
        self.resume_url = resume_url
        self.heartbeat_interval_ms = heartbeat_interval_ms
        # Discord requires sharding past 2,500 guilds a connection (close code 4011).
        self.max_guilds_per_shard = max_guilds_per_shard
        self.session_starts = session_starts  # IDENTIFYs allowed a day
        self.sessions: dict[str, Session] = {}
        self.session: Session | None = None  # the newest identified or resumed
        self.by_shard: dict[tuple[int, int], Session] = {}  # the newest per shard
        self.connections: list[str] = []  # the path of every websocket connection
        self.identifies = 0
        self.resumes = 0
        self.sockets: set[web.WebSocketResponse] = set()

    # -- protocol --------------------------------------------------------------------------

    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        socket = web.WebSocketResponse(autoping=True, max_msg_size=0)
        await socket.prepare(request)
        self.sockets.add(socket)
        self.connections.append(request.path)
        await self.recorder.notify()
        session: Session | None = None
        try:
            await self._send(
                socket, {"op": HELLO, "d": {"heartbeat_interval": self.heartbeat_interval_ms}}
            )
            async for message in socket:
                if message.type is not WSMsgType.TEXT:
                    continue
                frame = json.loads(message.data)
                op, data = frame.get("op"), frame.get("d")
                await self.recorder.add_gateway(GatewayMessage("receive", op, None, data))
                if op == HEARTBEAT:
                    await self._send(socket, {"op": HEARTBEAT_ACK})
                elif op == IDENTIFY:
                    if session is not None:
                        await socket.close(code=4005, message=b"Already authenticated.")
                    elif not self._token_ok(data):
                        await socket.close(code=4004, message=b"Authentication failed.")
                    elif (refusal := self._shard_refusal(data)) is not None:
                        await socket.close(code=refusal[0], message=refusal[1])
                    else:
                        session = await self._identify(socket, request, data)
                elif op == RESUME:
                    session = await self._resume(socket, request, data)
                elif session is None:
                    await socket.close(code=4003, message=b"Not authenticated.")
                elif op == REQUEST_MEMBERS:
                    await self._members_chunk(data)
                elif op != PRESENCE:
                    await socket.close(code=4001, message=b"Unknown opcode.")
        finally:
            self.sockets.discard(socket)
            if session is not None and session.socket is socket:
                session.detach()
            await self.recorder.notify()
        return socket

    def _token_ok(self, data: dict[str, Any]) -> bool:
        token = str(data.get("token", ""))
        return token.removeprefix("Bot ") == self.world.token

    def _shard_refusal(self, data: dict[str, Any]) -> tuple[int, bytes] | None:
        """Discord's close code for a bad `shard` in IDENTIFY (docs: opcodes-and-status-codes,
        Gateway Close Event Codes): 4010 for an invalid shard
        (not [id, count] with 0 <= id < count), 4011 when the connection would serve more
        guilds than one may (sharding required)."""
        shard = _shard(data)
        if shard is None:
            return 4010, b"You sent us an invalid shard when identifying."
        guilds = sum(1 for g in self.world.guilds.values() if g.shard(shard[1]) == shard[0])
        if guilds > self.max_guilds_per_shard:
            return 4011, b"The session would have handled too many guilds."
        return None

    def recommended_shards(self) -> int:
        """GET /gateway/bot's `shards`: Discord recommends one shard per 1,000 guilds."""
        return max(1, -(-len(self.world.guilds) // 1000))

    def session_start_limit(self) -> dict[str, int]:
        remaining = max(0, self.session_starts - self.identifies)
        return {
            "total": self.session_starts,
            "remaining": remaining,
            "reset_after": 86_400_000,
            "max_concurrency": 1,
        }

    async def _identify(
        self, socket: web.WebSocketResponse, request: web.Request, data: dict[str, Any]
    ) -> Session:
        self.identifies += 1
        shard = _shard(data) or (0, 1)
        session = Session(
            secrets.token_hex(16), int(data.get("intents", 0)), socket=socket, shard=shard
        )
        session.request = request
        self.sessions[session.id] = session
        self.session = session
        self.by_shard.pop(shard, None)  # to the end: the newest
        self.by_shard[shard] = session
        guilds = [g for g in self.world.guilds.values() if session.serves(g.id)]
        ready = {
            "v": 10,
            "user": payloads.user(self.world.bot),
            "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
            "session_id": session.id,
            "resume_gateway_url": self.resume_url(),
            "session_type": "normal",
            "application": {"id": str(self.world.application_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
            "presences": [],
            "guild_join_requests": [],
            "geo_ordered_rtc_regions": [],
            "user_settings": {},
        }
        if data.get("shard") is not None:
            ready["shard"] = list(shard)
        await self.dispatch("READY", ready, session=session)
        all_members = bool(session.intents & INTENT_GUILD_MEMBERS)
        for guild in guilds:
            payload = payloads.guild(self.world, guild, all_members=all_members)
            await self.dispatch("GUILD_CREATE", payload, session=session)
        session.ready = True
        return session

    async def _resume(
        self, socket: web.WebSocketResponse, request: web.Request, data: dict[str, Any]
    ) -> Session | None:
        self.resumes += 1
        session = self.sessions.get(str(data.get("session_id")))
        if session is None or not session.valid or not self._token_ok(data):
            await self._send(socket, {"op": INVALID_SESSION, "d": False})
            return None
        session.detach()
        session.socket, session.request = socket, request
        self.session = session
        self.by_shard.pop(session.shard, None)
        self.by_shard[session.shard] = session
        last = int(data.get("seq") or 0)
        for frame in session.frames:
            if frame["s"] > last:
                await self._send(socket, frame)
        await self.dispatch("RESUMED", {}, session=session)
        session.ready = True
        await self.recorder.notify()
        return session

    async def _members_chunk(self, data: dict[str, Any]) -> None:
        guild = self.world.guilds.get(int(data.get("guild_id") or 0), self.world.guild)
        members = [
            payloads.member(self.world, self.world.users[uid], guild=guild)
            for uid in guild.member_ids
        ]
        chunk = {
            "guild_id": str(guild.id),
            "members": members,
            "chunk_index": 0,
            "chunk_count": 1,
            "not_found": [],
            "nonce": data.get("nonce"),
        }
        await self.dispatch("GUILD_MEMBERS_CHUNK", chunk)

    async def _send(self, socket: web.WebSocketResponse, frame: dict[str, Any]) -> None:
        if socket.closed:
            return
        try:
            await socket.send_str(json.dumps(frame))
        except ConnectionError:
            return
        message = GatewayMessage(
            "send", frame["op"], frame.get("t"), frame.get("d"), frame.get("s")
        )
        await self.recorder.add_gateway(message)

    # -- events ----------------------------------------------------------------------------

    def session_for(self, guild_id: int) -> Session | None:
        """The session that receives `guild_id`'s events: the newest for its shard."""
        for session in reversed(self.by_shard.values()):
            if session.serves(guild_id):
                return session
        return None

    async def dispatch(self, event: str, data: Any, *, session: Session | None = None) -> None:
        """Send an event to the session of the guild it is about (its `guild_id`, else the
        first guild's), or keep it for replay if that session is disconnected."""
        if session is None:
            guild_id = data.get("guild_id") if isinstance(data, dict) else None
            session = self.session_for(int(guild_id) if guild_id else self.world.guild.id)
        if session is None or not session.valid:
            return
        needed = EVENT_INTENTS.get(event, 0)
        if needed and not session.intents & needed:
            return
        session.seq += 1
        frame = {"op": DISPATCH, "t": event, "s": session.seq, "d": data}
        session.frames.append(frame)
        if session.socket is not None:
            await self._send(session.socket, frame)

    # -- fault injection -------------------------------------------------------------------

    def shard_session(self, shard: int | None) -> Session | None:
        """The newest session of shard `shard` (any count), or the newest of all."""
        if shard is None:
            return self.session
        found = [s for s in self.by_shard.values() if s.shard[0] == shard]
        return found[-1] if found else None

    def _live(
        self, shard: int | None = None
    ) -> tuple[Session, web.WebSocketResponse, web.Request | None]:
        """Detach the live socket from its session: later events wait for a RESUME."""
        session = self.shard_session(shard)
        request = session.request if session else None
        socket = session.detach() if session else None
        if session is None or socket is None:
            raise RuntimeError("the bot is not connected to the fake gateway")
        return session, socket, request

    async def close(
        self, code: int = 4000, *, invalidate: bool = False, shard: int | None = None
    ) -> None:
        """Close the bot's websocket (of `shard`, default the newest) with `code`; events
        until it resumes are kept for replay."""
        session, socket, _ = self._live(shard)
        session.valid = not invalidate
        await socket.close(code=code)

    async def drop(self, *, shard: int | None = None) -> None:
        """Cut the TCP connection without a close frame, like a network failure."""
        _, socket, request = self._live(shard)
        if request is not None and request.transport is not None:
            request.transport.abort()
        else:  # pragma: no cover - aiohttp always has a transport for a live request
            await socket.close(code=4000)

    async def send_reconnect(self, *, shard: int | None = None) -> None:
        """Send op 7 RECONNECT: the bot should close and RESUME."""
        _, socket, _ = self._live(shard)
        await self._send(socket, {"op": RECONNECT, "d": None})

    async def invalidate_session(
        self, *, resumable: bool = False, shard: int | None = None
    ) -> None:
        """Send op 9 INVALID_SESSION; unless `resumable`, the bot must IDENTIFY again."""
        session, socket, _ = self._live(shard)
        session.valid = resumable
        await self._send(socket, {"op": INVALID_SESSION, "d": resumable})

    async def wait_connected(self, *, timeout: float = PATIENCE, shard: int | None = None) -> None:
        """Wait until the bot has a live gateway connection (after READY or RESUMED), on
        shard `shard` if given."""

        def connected() -> bool:
            session = self.shard_session(shard)
            if session is None or session.socket is None:
                return False
            return session.ready

        await self.recorder.wait_until(connected, timeout=timeout, what="a gateway connection")

    async def shutdown(self) -> None:
        for socket in list(self.sockets):
            await socket.close(code=1001)


def _shard(data: dict[str, Any]) -> tuple[int, int] | None:
    """IDENTIFY's `shard` as `(id, count)`; none is `(0, 1)`; None if it is invalid."""
    shard = data.get("shard")
    if shard is None:
        return 0, 1
    valid = (
        isinstance(shard, list)
        and len(shard) == 2
        and all(type(n) is int for n in shard)
        and 0 <= shard[0] < shard[1]
    )
    return (shard[0], shard[1]) if valid else None
