"""Slash-command options as the Discord client sends them, checked against the definition
the bot synced: subcommand (group) nesting, required options, choices, and `resolved`
data for user and channel options."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import payloads
from .model import Channel, User, World

SUB_COMMAND, SUB_COMMAND_GROUP = 1, 2
STRING, INTEGER, BOOLEAN, USER, CHANNEL, ROLE, MENTIONABLE, NUMBER = 3, 4, 5, 6, 7, 8, 9, 10
SUBCOMMANDS = (SUB_COMMAND, SUB_COMMAND_GROUP)

JSON = dict[str, Any]


class CommandOptions:
    def __init__(
        self,
        world: World,
        find_user: Callable[[Any], User],
        find_channel: Callable[[Any], Channel],
    ) -> None:
        self.world = world
        self.find_user = find_user
        self.find_channel = find_channel
        self.resolved: dict[str, JSON] = {}

    def build(self, command: JSON, path: list[str], values: JSON, name: str) -> list[JSON]:
        """The `options` of the interaction for `/name path... values`."""
        defined = list(command.get("options") or [])
        if path:
            for option in defined:
                if option["name"] == path[0] and option.get("type") in SUBCOMMANDS:
                    inner = self.build(option, path[1:], values, name)
                    return [{"name": option["name"], "type": option["type"], "options": inner}]
            raise LookupError(f"/{name}: no subcommand {path[0]!r}")
        if any(o.get("type") in SUBCOMMANDS for o in defined):
            raise LookupError(f"/{name} needs a subcommand")
        unknown = set(values) - {o["name"] for o in defined}
        if unknown:
            raise LookupError(f"/{name} has no option(s) {sorted(unknown)}")
        result = []
        for option in defined:
            key = option["name"]
            if key not in values:
                if option.get("required"):
                    raise ValueError(f"/{name}: option {key!r} is required")
                continue
            value = self.value(option, values[key])
            result.append({"name": key, "type": option["type"], "value": value})
        return result

    def value(self, option: JSON, value: Any) -> Any:
        kind = option["type"]
        if kind in (USER, MENTIONABLE) and isinstance(value, User | str):
            target = self.find_user(value)
            self.resolved.setdefault("users", {})[str(target.id)] = payloads.user(target)
            member = payloads.member(self.world, target, with_permissions=True)
            del member["user"]
            self.resolved.setdefault("members", {})[str(target.id)] = member
            return str(target.id)
        if kind == CHANNEL:
            channel = self.find_channel(value)
            data = {**payloads.channel(self.world, channel), "permissions": "0"}
            self.resolved.setdefault("channels", {})[str(channel.id)] = data
            return str(channel.id)
        choices = option.get("choices")
        if choices and value not in [c["value"] for c in choices]:
            raise ValueError(f"option {option['name']!r}: {value!r} is not one of the choices")
        if kind == INTEGER:
            return int(value)
        if kind == NUMBER:
            return float(value)
        if kind == BOOLEAN:
            return bool(value)
        return value
