"""The pseudo-language check: did every word the bot sent to Discord come from a catalogue?

Run a game under `i18n.force_language(i18n.PSEUDO)`: every catalogue message then arrives
wrapped in ⟦…⟧. Afterwards `assert_all_through_catalogue(fake)` reads every request the
fake recorded (message contents, embeds, button labels, select options and placeholders,
modal texts, image alt texts, thread names) and fails on any word outside ⟦…⟧: English
that some module still writes itself. What may stand outside the brackets carries no
language: mentions and timestamps, player names, numbers, punctuation, emoji, card
symbols.

A real language has its own check, `english_leftovers(fake, language)`: a game played in
French, German or Dutch shows no English catalogue message that the language words
differently (tests/e2e/test_language_tour.py).

Slash-command metadata is registered before a test can force a language (the decorators
run at import), so `command_leftovers` checks it against the catalogues instead: every
description and choice name must be an English catalogue message, with its French, German
and Dutch versions as its localizations.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from typing import Any

from cogs import i18n
from tests.fakediscord.server import FakeDiscord

# Markup and tokens that carry no language.
_FREE = re.compile(
    r"<(?:@[!&]?|#)\d+>"  # mentions
    r"|<t:\d+(?::[tTdDfFR])?>"  # timestamps
    r"|<a?:\w+:\d+>"  # custom emoji
    r"|https?://\S+"
    r"|\b(?:10|[2-9AKQJT])[♠♥♦♣]"  # a card: rank and suit symbol
)
_BRACKETED = re.compile(r"⟦[^⟦⟧]*⟧")
_WORD = re.compile(r"[^\W\d_]{2,}")  # two letters or more: a word, not a rank or a variable

_COMPONENT_TEXTS = ("label", "placeholder", "title", "content")


def _component_texts(components: list[Any]) -> Iterator[str]:
    for component in components or []:
        for key in _COMPONENT_TEXTS:
            if isinstance(component.get(key), str):
                yield component[key]
        for option in component.get("options") or []:
            yield option.get("label", "")
            if option.get("description"):
                yield option["description"]
        yield from _component_texts(component.get("components") or [])
        if isinstance(component.get("accessory"), dict):
            yield from _component_texts([component["accessory"]])


def _message_texts(body: dict[str, Any]) -> Iterator[str]:
    if isinstance(body.get("content"), str):
        yield body["content"]
    for embed in body.get("embeds") or []:
        for key in ("title", "description"):
            if embed.get(key):
                yield embed[key]
        for part in ("footer", "author"):
            if (embed.get(part) or {}).get("text") or (embed.get(part) or {}).get("name"):
                yield embed[part].get("text") or embed[part].get("name")
        for field in embed.get("fields") or []:
            yield field.get("name", "")
            yield field.get("value", "")
    for attachment in body.get("attachments") or []:
        if attachment.get("description"):
            yield attachment["description"]  # the image's alt text
    if body.get("title"):
        yield body["title"]  # a modal's
    yield from _component_texts(body.get("components") or [])


def recorded_texts(fake: FakeDiscord) -> Iterator[tuple[str, str]]:
    """Every text the bot sent: (the request's route, the text)."""
    for request in fake.recorder.requests:
        body = request.json
        if request.method not in ("POST", "PATCH") or not isinstance(body, dict):
            continue
        if request.route.endswith("/callback"):
            body = body.get("data") or {}
        names_a_thread = "/threads" in request.route or request.route.endswith("{channel_id}")
        if names_a_thread and isinstance(body.get("name"), str):
            yield request.route, body["name"]
        for text in _message_texts(body):
            yield request.route, text


def _names(fake: FakeDiscord) -> list[str]:
    names = set()
    for user in fake.world.users.values():
        names.update({user.name, user.display_name, user.global_name or user.name})
    return sorted(names, key=len, reverse=True)  # longest first: "Alice B" before "Alice"


def leftover_words(text: str, names: list[str]) -> list[str]:
    """The words of `text` that no catalogue message brought."""
    previous = None
    while previous != text:  # innermost first: messages nest (a card inside a sentence)
        previous, text = text, _BRACKETED.sub(" ", text)
    text = _FREE.sub(" ", text)
    for name in names:
        text = text.replace(name, " ")
    return _WORD.findall(text)


def leftovers(fake: FakeDiscord) -> list[tuple[str, str, list[str]]]:
    """(route, text, its stray words) for every recorded text with words outside ⟦…⟧."""
    names = _names(fake)
    found = []
    for route, text in recorded_texts(fake):
        words = leftover_words(text, names)
        if words:
            found.append((route, text, words))
    return found


def assert_all_through_catalogue(fake: FakeDiscord) -> None:
    """Fail, listing each text, if any word reached Discord outside the catalogues."""
    found = leftovers(fake)
    report = "\n".join(f"{route}: {text!r} ({', '.join(words)})" for route, text, words in found)
    assert not found, f"Words not from a catalogue:\n{report}"


def english_leftovers(fake: FakeDiscord, language: str) -> list[tuple[str, str]]:
    """(text, the English message in it) for every recorded text that shows an English
    catalogue message `language` words differently: a phrase anywhere in the text, a
    single word as the whole text (a button's label, a menu's option)."""
    english_only = _catalogue_values(i18n.ENGLISH) - _catalogue_values(language)
    phrases = [value for value in english_only if " " in value.strip()]
    found = []
    for _, text in recorded_texts(fake):
        found += [(text, phrase) for phrase in phrases if phrase in text]
        if text.strip() in english_only:
            found.append((text, text.strip()))
    return found


@functools.cache  # the catalogues do not change during a run
def _catalogue_values(language: str) -> frozenset[str]:
    bundle = i18n.bundle(language)
    values = set()
    for key in bundle._messages:  # fluent.runtime keeps no public list of its messages
        message = bundle.get_message(key)
        patterns = [message.value, *message.attributes.values()]
        for pattern in patterns:
            if pattern is None:
                continue
            text, errors = bundle.format_pattern(pattern, {})
            if not errors:
                values.add(text)
    return frozenset(values)


def _command_texts(command: dict[str, Any]) -> Iterator[tuple[str, dict[str, str] | None]]:
    yield command.get("description", ""), command.get("description_localizations")
    for option in command.get("options") or []:
        yield from _command_texts(option)
        for choice in option.get("choices") or []:
            yield choice["name"], choice.get("name_localizations")


def command_leftovers(fake: FakeDiscord) -> list[str]:
    """Every registered description or choice name that is not a catalogue message with
    its fr, de and nl localizations taken from the catalogues too."""
    english = _catalogue_values(i18n.ENGLISH)
    others = {"fr": _catalogue_values("fr"), "de": _catalogue_values("de")}
    others["nl"] = _catalogue_values("nl")
    found = []
    for command in fake.world.commands():
        for text, localized in _command_texts(command.data):
            if text not in english:
                found.append(f"{text!r}: not an English catalogue message")
                continue
            for language, values in others.items():
                if (localized or {}).get(language) not in values:
                    found.append(f"{text!r}: no {language} localization from the catalogue")
    return found
