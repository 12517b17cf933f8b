"""HTTP plumbing shared by the REST modules: JSON responses, request bodies, route names.

Discord answers with exactly `Content-Type: application/json` (no charset), which is
what discord.py checks before decoding a body as JSON.
"""

from __future__ import annotations

import json
from typing import Any

from aiohttp import BodyPartReader, web

from .limits import DiscordError
from .recorder import UploadedFile

API_PREFIX = "/api/v10"


def json_response(
    data: Any, *, status: int = 200, headers: dict[str, str] | None = None
) -> web.Response:
    response = web.Response(status=status, body=json.dumps(data).encode(), headers=headers)
    response.headers["Content-Type"] = "application/json"
    return response


def no_content() -> web.Response:
    return web.Response(status=204)


BODY_KEY = web.RequestKey("fakediscord.body", tuple)


async def read_body(request: web.Request) -> tuple[Any, list[UploadedFile]]:
    """The JSON body (or `payload_json` of a multipart body) and the uploaded files.

    Read once and kept on the request, so the recorder and the handler both see it.
    """
    if BODY_KEY not in request:
        request[BODY_KEY] = await _parse_body(request)
    return request[BODY_KEY]


async def _parse_body(request: web.Request) -> tuple[Any, list[UploadedFile]]:
    if request.content_type.startswith("multipart/"):
        payload: Any = None
        files: list[UploadedFile] = []
        reader = await request.multipart()
        async for part in reader:
            if not isinstance(part, BodyPartReader):
                continue
            name = part.name or ""
            data = bytes(await part.read(decode=False))
            if name == "payload_json":
                payload = json.loads(data)
            else:
                content_type = part.headers.get("Content-Type")
                files.append(UploadedFile(name, part.filename or name, data, content_type))
        return payload, files
    if request.can_read_body:
        text = await request.text()
        return (json.loads(text) if text else None), []
    return None, []


def route_name(request: web.Request) -> str:
    """`"POST /channels/{channel_id}/messages"` for a request the router matched."""
    resource = request.match_info.route.resource
    template = resource.canonical if resource is not None else request.path
    return f"{request.method} {template.removeprefix(API_PREFIX)}"


def major_parameter(request: web.Request) -> str:
    info = request.match_info
    for key in ("channel_id", "guild_id", "interaction_id", "application_id"):
        if key in info:
            return f"{key}={info[key]}:{info.get('token', '')}"
    return ""


def snowflake(request: web.Request, key: str) -> int:
    try:
        return int(request.match_info[key])
    except ValueError:
        raise DiscordError(404, 0, "404: Not Found") from None
