"""The gateway: an aiohttp websocket speaking Discord's gateway protocol (JSON, v10).

HELLO, heartbeat ACK, IDENTIFY -> READY (+ `resume_gateway_url`) and GUILD_CREATE,
RESUME with replay of every event the bot missed, and injectable RECONNECT,
INVALID_SESSION, close codes and dropped connections. Frames are sent as text
(uncompressed), which discord.py accepts even when it asked for zlib-stream.
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
from .recorder import GatewayMessage, Recorder

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
    ) -> None:
        self.world = world
        self.recorder = recorder
        self.resume_url = resume_url
        self.heartbeat_interval_ms = heartbeat_interval_ms
        self.sessions: dict[str, Session] = {}
        self.session: Session | None = None
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

    async def _identify(
        self, socket: web.WebSocketResponse, request: web.Request, data: dict[str, Any]
    ) -> Session:
        self.identifies += 1
        session = Session(secrets.token_hex(16), int(data.get("intents", 0)), socket=socket)
        session.request = request
        self.sessions[session.id] = session
        self.session = session
        ready = {
            "v": 10,
            "user": payloads.user(self.world.bot),
            "guilds": [{"id": str(self.world.guild.id), "unavailable": True}],
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
        await self.dispatch("READY", ready, session=session)
        guild = payloads.guild(self.world, all_members=bool(session.intents & INTENT_GUILD_MEMBERS))
        await self.dispatch("GUILD_CREATE", guild, session=session)
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
        last = int(data.get("seq") or 0)
        for frame in session.frames:
            if frame["s"] > last:
                await self._send(socket, frame)
        await self.dispatch("RESUMED", {}, session=session)
        session.ready = True
        await self.recorder.notify()
        return session

    async def _members_chunk(self, data: dict[str, Any]) -> None:
        members = [
            payloads.member(self.world, self.world.users[uid])
            for uid in self.world.guild.member_ids
        ]
        chunk = {
            "guild_id": str(self.world.guild.id),
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

    async def dispatch(self, event: str, data: Any, *, session: Session | None = None) -> None:
        """Send an event to the bot, or keep it for replay if the bot is disconnected."""
        session = session or self.session
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

    def _live(self) -> tuple[Session, web.WebSocketResponse, web.Request | None]:
        """Detach the live socket from its session: later events wait for a RESUME."""
        session = self.session
        request = session.request if session else None
        socket = session.detach() if session else None
        if session is None or socket is None:
            raise RuntimeError("the bot is not connected to the fake gateway")
        return session, socket, request

    async def close(self, code: int = 4000, *, invalidate: bool = False) -> None:
        """Close the bot's websocket with `code`; events until it resumes are kept for replay."""
        session, socket, _ = self._live()
        session.valid = not invalidate
        await socket.close(code=code)

    async def drop(self) -> None:
        """Cut the TCP connection without a close frame, like a network failure."""
        _, socket, request = self._live()
        if request is not None and request.transport is not None:
            request.transport.abort()
        else:  # pragma: no cover - aiohttp always has a transport for a live request
            await socket.close(code=4000)

    async def send_reconnect(self) -> None:
        """Send op 7 RECONNECT: the bot should close and RESUME."""
        _, socket, _ = self._live()
        await self._send(socket, {"op": RECONNECT, "d": None})

    async def invalidate_session(self, *, resumable: bool = False) -> None:
        """Send op 9 INVALID_SESSION; unless `resumable`, the bot must IDENTIFY again."""
        session, socket, _ = self._live()
        session.valid = resumable
        await self._send(socket, {"op": INVALID_SESSION, "d": resumable})

    async def wait_connected(self, *, timeout: float = 5.0) -> None:
        """Wait until the bot has a live gateway connection (after READY or RESUMED)."""

        def connected() -> bool:
            session = self.session
            if session is None or session.socket is None:
                return False
            return session.ready

        await self.recorder.wait_until(connected, timeout=timeout, what="a gateway connection")

    async def shutdown(self) -> None:
        for socket in list(self.sockets):
            await socket.close(code=1001)
