"""HTTP plumbing shared by the REST modules: JSON responses, request bodies, route names.

Discord answers with exactly `Content-Type: application/json` (no charset), which is
what discord.py checks before decoding a body as JSON.
"""

from __future__ import annotations

import json
import re
from typing import Any
from urllib.parse import unquote

from aiohttp import web

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
    # The raw header, not `request.content_type`: aiohttp parses that with the email
    # package, which cost the load benchmark more than the bot's own work.
    content_type = request.headers.get("Content-Type", "")
    if content_type.startswith("multipart/"):
        return parse_multipart(await request.read(), content_type)
    if request.can_read_body:
        text = await request.text()
        return (json.loads(text) if text else None), []
    return None, []


_PARAM = re.compile(r';\s*([\w*-]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)')


def header_params(value: str) -> dict[str, str]:
    """The `; key=value` parameters of a header (quoted strings unquoted, keys lowercased)."""
    params = {}
    for key, raw in _PARAM.findall(value):
        raw = raw.strip()
        if raw.startswith('"'):
            raw = re.sub(r"\\(.)", r"\1", raw[1:-1])
        elif key.endswith("*"):  # RFC 5987: charset'language'percent-encoded
            charset, _, rest = raw.partition("'")
            raw = unquote(rest.partition("'")[2], encoding=charset or "utf-8")
        params[key.lower().rstrip("*")] = raw
    return params


def parse_multipart(body: bytes, content_type: str) -> tuple[Any, list[UploadedFile]]:
    """`payload_json` and the files of a multipart/form-data body, as Discord reads them."""
    boundary = header_params(content_type).get("boundary")
    if not boundary:
        raise ValueError("a multipart body without a boundary")
    payload: Any = None
    files: list[UploadedFile] = []
    # Each delimiter but the first follows a CRLF, which belongs to it, not to the data.
    parts = (b"\r\n" + body).split(b"\r\n--" + boundary.encode())
    for part in parts[1:]:
        if part.startswith(b"--"):
            break  # the closing delimiter
        head, blank, data = part.partition(b"\r\n\r\n")
        if not blank:
            raise ValueError("a multipart part without headers")
        headers: dict[str, str] = {}
        for line in head.decode("utf-8").split("\r\n"):
            key, colon, value = line.partition(":")
            if colon:
                headers[key.strip().lower()] = value.strip()
        disposition = header_params(headers.get("content-disposition", ""))
        name = disposition.get("name", "")
        if name == "payload_json":
            payload = json.loads(data)
        else:
            filename = disposition.get("filename") or name
            files.append(UploadedFile(name, filename, data, headers.get("content-type")))
    return payload, files


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
