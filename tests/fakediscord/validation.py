"""Every REST request checked against Discord's published API description.

`spec/discord-api.json` is Discord's OpenAPI description as JSON Schema (`spec/export.mjs`
writes it from the npm package `discord-api-spec`, which is built from
github.com/discord/discord-api-spec). Each request is matched to the operation of its
method and path; its query parameters and JSON body (or the `payload_json` of a multipart
body) are validated against that operation's schemas with `jsonschema`. A request that
fails gets what Discord gives: `400`, code `50035` "Invalid Form Body", and the nested
`errors` object naming the field (`{"data": {"components": {"0": ... {"_errors": [...]}}}}`).

Where discord.py's long-standing habits differ from the letter of the description and
Discord accepts them, the difference is listed in `EXEMPTIONS`, each with its reason;
nothing else is let through. Fields the description does not name are accepted, as
Discord ignores them (its schemas do not close their objects either).

Two validators, for two jobs: `fastjsonschema` compiles each operation's schema to Python
once, so a valid request costs a fraction of a millisecond (the load benchmark sends
hundreds a second); only a request it refuses is walked again by `jsonschema`, whose
errors carry the paths and keywords that Discord's error object needs.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import fastjsonschema
from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError

from .limits import INVALID_FORM_BODY, DiscordError

SPEC_DIR = Path(__file__).with_name("spec")
SPEC_FILE = SPEC_DIR / "discord-api.json"
SNOWFLAKE = "#/$defs/SnowflakeType"


@dataclass(frozen=True)
class Exemption:
    """One place where Discord accepts what its description does not say."""

    where: str
    reason: str
    patch: Callable[[dict[str, Any]], None]


def _snowflake_or_integer(defs: dict[str, Any]) -> None:
    defs["SnowflakeType"] = {"anyOf": [defs["SnowflakeType"], {"type": "integer", "minimum": 0}]}


# Each exemption is applied to the schemas at load time, so it is the only way in.
EXEMPTIONS: tuple[Exemption, ...] = (
    Exemption(
        "SnowflakeType",
        "the description types a snowflake as a decimal string; Discord also reads a JSON "
        "integer as one, and discord.py sends integers in `allowed_mentions.users`, "
        "`message_reference.message_id` and a new upload's attachment id (`{'id': 0}` "
        "for `files[0]`).",
        _snowflake_or_integer,
    ),
    Exemption(
        "query booleans",
        "discord.py sends boolean query parameters (`wait`, `with_response`, "
        "`with_components`) as `1`/`0`; Discord reads them as true/false.",
        lambda defs: None,  # applied in `_query_value`
    ),
    Exemption(
        "multipart files[n]",
        "the description's multipart schemas for webhook and interaction routes list no "
        "`files[n]` parts; Discord accepts them there as everywhere, and discord.py sends "
        "every upload that way. Only `payload_json` is validated against the schema; "
        "files are counted and sized in `limits.py`.",
        lambda defs: None,  # multipart bodies are validated through `payload_json`
    ),
)

QUERY_BOOLEANS = {"true": True, "false": False, "1": True, "0": False}


class SpecMissing(RuntimeError):
    pass


@cache
def api_description() -> ApiDescription:
    if not SPEC_FILE.exists():
        raise SpecMissing(
            f"{SPEC_FILE} is missing: run `npm ci --prefix tests/fakediscord/spec && "
            "node tests/fakediscord/spec/export.mjs` (the README's test command does)."
        )
    return ApiDescription(json.loads(SPEC_FILE.read_text()))


class ApiDescription:
    """The operations of Discord's API, found by method and concrete path."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.source: dict[str, Any] = data["source"]
        self.defs: dict[str, Any] = copy.deepcopy(data["$defs"])
        for exemption in EXEMPTIONS:
            exemption.patch(self.defs)
        self._routes: dict[tuple[str, int], list[tuple[int, re.Pattern[str], str]]] = {}
        self.operations: dict[str, Operation] = {}
        for key, info in data["operations"].items():
            method, template = key.split(" ", 1)
            self.operations[key] = Operation(key, info, self.defs)
            segments = template.strip("/").split("/")
            pattern = "/".join("[^/]+" if s.startswith("{") else re.escape(s) for s in segments)
            literal = sum(not s.startswith("{") for s in segments)
            self._routes.setdefault((method, len(segments)), []).append(
                (literal, re.compile(pattern + "$"), key)
            )
        for candidates in self._routes.values():  # literal segments win: `/users/@me`
            candidates.sort(key=lambda c: -c[0])

    def warm(self, routes: Iterable[tuple[str, str]]) -> None:
        """Compile the validators of these (method, path template) routes now: compiling
        one takes a good fraction of a second, which must not stall a running test."""
        for method, template in routes:
            path = re.sub(r"\{[^}]+\}", "1", template)
            operation = self.operation(method, path)
            if operation is not None:
                operation.compile()

    def operation(self, method: str, path: str) -> Operation | None:
        segments = path.strip("/").split("/")
        for _, pattern, key in self._routes.get((method, len(segments)), []):
            if pattern.match("/".join(segments)):
                return self.operations[key]
        return None


class Operation:
    def __init__(self, key: str, info: dict[str, Any], defs: dict[str, Any]) -> None:
        self.key = key
        self.query: dict[str, dict[str, Any]] = info["query"]
        self._body = info["body"]
        self._defs = defs
        self._fast: dict[str, Callable[[Any], Any]] = {}

    def _schema(self, schema: dict[str, Any]) -> dict[str, Any]:
        return {"$defs": self._defs, **schema}

    def compile(self) -> None:
        """Compile the body's validator now rather than at the first request."""
        if self._body is not None:
            self._checker("", self._body)

    def _checker(self, name: str, schema: dict[str, Any]) -> Callable[[Any], Any]:
        """Compiled once per operation and field; formats are not checked, as by jsonschema."""
        check = self._fast.get(name)
        if check is None:
            check = self._fast[name] = fastjsonschema.compile(
                self._schema(schema), use_formats=False
            )
        return check

    def _is_valid(self, name: str, schema: dict[str, Any], value: Any) -> bool:
        try:
            self._checker(name, schema)(value)
        except fastjsonschema.JsonSchemaException:
            return False
        return True

    def check(self, query: Mapping[str, str], body: Any) -> None:
        """Raise Discord's 400 if the query or body does not fit this operation."""
        for name, spec in self.query.items():
            if name in query:
                if not self._query_fits(name, query[name], spec["schema"]):
                    raise form_errors([((name,), *_query_error(query[name], spec["schema"]))])
            elif spec["required"]:
                raise form_errors([((name,), "BASE_TYPE_REQUIRED", "This field is required")])
        if self._body is None or body is None or self._is_valid("", self._body, body):
            return
        explain = Draft202012Validator(self._schema(self._body))
        raise form_errors(discord_errors(explain.iter_errors(body)))

    def _query_fits(self, name: str, raw: str, schema: dict[str, Any]) -> bool:
        """The query string read as the schema's type, as Discord reads it."""
        kind = _resolve(schema, self._defs).get("type")
        value: Any = raw
        if kind == "boolean":
            if raw.lower() not in QUERY_BOOLEANS:
                return False
            value = QUERY_BOOLEANS[raw.lower()]
        elif kind in ("number", "integer"):
            try:
                value = float(raw) if kind == "number" else int(raw)
            except ValueError:
                return False
        return self._is_valid(f"?{name}", schema, value)


def _resolve(schema: dict[str, Any], defs: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in schema:
        schema = defs[schema["$ref"].removeprefix("#/$defs/")]
    return schema


def _query_error(raw: str, schema: dict[str, Any]) -> tuple[str, str]:
    if schema.get("$ref") == SNOWFLAKE:
        return "NUMBER_TYPE_COERCE", f'Value "{raw}" is not snowflake.'
    return "BASE_TYPE_CHOICES", f'Value "{raw}" is not valid.'


# -- Discord's error shape ------------------------------------------------------------------

Field = tuple[tuple[str | int, ...], str, str]


def form_errors(fields: Iterable[Field]) -> DiscordError:
    """`400 Invalid Form Body` with Discord's nested `errors` for each (path, code, message)."""
    errors: dict[str, Any] = {}
    for path, code, message in fields:
        node = errors
        for part in path:
            node = node.setdefault(str(part), {})
        node.setdefault("_errors", []).append({"code": code, "message": message})
    return DiscordError(400, INVALID_FORM_BODY, "Invalid Form Body", errors)


def discord_errors(errors: Iterable[ValidationError]) -> list[Field]:
    """Discord's (path, code, message) for each failing field, as it reports them."""
    found: list[Field] = []
    for error in errors:
        found.extend(_explain(error))
    return found or [((), "BASE_TYPE_INVALID", "Invalid Form Body")]


def _explain(error: ValidationError) -> list[Field]:
    if error.validator in ("anyOf", "oneOf") and error.context:
        return _explain_union(error)
    path = tuple(error.absolute_path)
    value, schema = error.validator_value, error.schema
    kind = error.validator
    if kind == "required":
        missing = [name for name in value if name not in (error.instance or {})]
        return [((*path, name), "BASE_TYPE_REQUIRED", "This field is required") for name in missing]
    if kind in ("maxLength", "minLength", "maxItems", "minItems"):
        return [(path, *_length_error(kind, schema))]
    if kind == "maximum":
        return [(path, "NUMBER_TYPE_MAX", f"int value should be less than or equal to {value}.")]
    if kind == "minimum":
        return [(path, "NUMBER_TYPE_MIN", f"int value should be greater than or equal to {value}.")]
    if kind == "pattern" and value == "^(0|[1-9][0-9]*)$":
        return [(path, "NUMBER_TYPE_COERCE", f'Value "{error.instance}" is not snowflake.')]
    if kind == "pattern":
        return [(path, "STRING_TYPE_REGEX", "String value did not match validation regex.")]
    if kind == "type":
        return [(path, *_type_error(value, error.instance))]
    if kind in ("const", "enum"):
        choices = value if kind == "enum" else [value]
        listed = ", ".join(json.dumps(c) for c in choices)
        return [(path, "BASE_TYPE_CHOICES", f"Value must be one of ({listed}).")]
    return [(path, "BASE_TYPE_INVALID", error.message[:200])]


def _explain_union(error: ValidationError) -> list[Field]:
    """Which alternative the body meant, as Discord picks it: by its `type` field.

    A union of component (or callback) schemas is told apart by `type`; the errors of the
    alternative whose `type` matched are the ones Discord reports. `null` alternatives
    (the description's way to say "nullable") are never the one meant when a value is set.
    """
    by_branch: dict[int, list[ValidationError]] = {}
    for inner in error.context or []:
        by_branch.setdefault(inner.relative_schema_path[0], []).append(inner)
    meant = [
        errors
        for errors in by_branch.values()
        if not any(_is_discriminator_miss(e, error) for e in errors)
    ]
    if not meant:
        path = tuple(error.absolute_path)
        kinds = sorted({str(c) for c in _union_types(error)})
        if kinds:
            listed = ", ".join(kinds)
            message = f'Value of field "type" must be one of ({listed}).'
            return [((*path, "type"), "UNION_TYPE_CHOICES", message)]
        meant = [errors for errors in by_branch.values() if not _is_null_branch(errors, error)]
        meant = meant or list(by_branch.values())
    # The alternative with the fewest, deepest errors is the one the body was written for.
    best = min(meant, key=lambda errs: (len(errs), -max(len(e.absolute_path) for e in errs)))
    found: list[Field] = []
    for inner in best:
        found.extend(_explain(inner))
    return found


def _relative(inner: ValidationError, union: ValidationError) -> list[Any]:
    return list(inner.absolute_path)[len(union.absolute_path) :]


def _is_discriminator_miss(inner: ValidationError, union: ValidationError) -> bool:
    """A branch for another JSON type, or a component/callback of another `type`."""
    relative = _relative(inner, union)
    if inner.validator == "type" and not relative:
        return True
    return inner.validator == "const" and relative == ["type"]


def _is_null_branch(errors: list[ValidationError], union: ValidationError) -> bool:
    """The `null` branch of a nullable field: never the one meant when a value is set."""
    return any(
        e.validator == "type" and e.validator_value == "null" and not _relative(e, union)
        for e in errors
    )


def _union_types(error: ValidationError) -> list[Any]:
    return [
        e.validator_value
        for e in error.context or []
        if e.validator == "const" and _relative(e, error) == ["type"]
    ]


def _length_error(kind: str, schema: dict[str, Any]) -> tuple[str, str]:
    low = schema.get("minLength", schema.get("minItems"))
    high = schema.get("maxLength", schema.get("maxItems"))
    if low is not None and high is not None and low > 0:
        return "BASE_TYPE_BAD_LENGTH", f"Must be between {low} and {high} in length."
    if kind.startswith("max"):
        return "BASE_TYPE_MAX_LENGTH", f"Must be {high} or fewer in length."
    return "BASE_TYPE_MIN_LENGTH", f"Must be {low} or more in length."


def _type_error(expected: Any, instance: Any) -> tuple[str, str]:
    kinds = expected if isinstance(expected, list) else [expected]
    if "object" in kinds:
        return "MODEL_TYPE_CONVERT", "Only dictionaries may be used in a ModelType"
    if "array" in kinds:
        return "LIST_TYPE_CONVERT", "Only iterables may be used in a ListType"
    if "integer" in kinds or "number" in kinds:
        return "NUMBER_TYPE_COERCE", f'Value "{instance}" is not int.'
    if "boolean" in kinds:
        return "BASE_TYPE_CHOICES", "Value must be one of (False, True)."
    return "STRING_TYPE_CONVERT", f'Could not interpret "{instance}" as string.'
