"""`/<game> history` and its Record, end to end through the fake Discord, on SQLite and on
PostgreSQL: a server's past tables paged newest first, a member's, an abandoned one (played
through the bot with computers and abandoned with `/barbu abandon`), never another
server's; a wrong user's page turn and forged Record refused; a record downloaded (the
attachment's bytes), replayed by `python -m games.replay` to the engine's scores, and
holding no card the table never showed nor the seed; the answer in every language.
"""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from bot.app import BarbuBot
from bot.storage import SeatRecord, Storage
from cogs import i18n
from cogs.i18n import LANGUAGES, speaking, t
from games import barbu, slaughter
from tests.e2e.helpers import (
    FAST,
    database_settings,
    into_barbu_deal,
    play_until,
    start_with_computers,
)
from tests.e2e.pseudo import assert_all_through_catalogue
from tests.e2e.test_guillotine import start_three, take_turn
from tests.fakediscord.model import Guild
from tests.fakediscord.plugin import StartBarbu
from tests.fakediscord.seen import SeenMessage
from tests.fakediscord.server import FakeDiscord
from tests.games.play import play_with, random_play
from tests.games.test_records import (
    CARD,
    GUILLOTINE_CARDS,
    guillotine_play,
    shown_by_day,
    shown_by_deal,
    shown_by_game,
)

ROOT = Path(__file__).resolve().parents[2]
SEED = 900_000_000_001  # long enough that it cannot appear in a record by chance


async def stored_series(
    storage: Storage,
    fake: FakeDiscord,
    humans: list[str],
    *,
    seed: int,
    guild: Guild | None = None,
    cut: int | None = None,
) -> int:
    """A Marley series of random play stored as the bot stores one: finished, with its
    humans' results, or (`cut`: its first `cut` actions) abandoned."""
    guild_id = (guild or fake.world.guild).id
    seats = [SeatRecord(fake.user(n).id, fake.user(n).display_name) for n in humans]
    seats += [SeatRecord(None, f"Computer {i + 1}", "basic") for i in range(4 - len(humans))]
    table_id = await storage.create_table(
        guild_id=guild_id, channel_id=fake.channel("general", guild).id,
        host_id=seats[0].user_id or 0,
        game="barbu", options={"rules": "marley"}, settings={}, seed=seed, seats=seats,
    )  # fmt: skip
    await storage.update_table(table_id, status="playing")
    state = barbu.new_game(seed, 4, {"rules": "marley"})
    log = random_play(state, random.Random(seed), any_actor=False)
    log = log[:cut] if cut else log
    await storage.append_actions(table_id, 0, [(seat, action, None) for seat, action in log])
    if cut:
        await storage.update_table(table_id, status="abandoned")
        return table_id
    places = state.places()
    await storage.finish_table(
        table_id,
        guild_id=guild_id,
        game="barbu",
        results=[(seats[i].user_id or 0, places[i], state.scores[i]) for i in range(len(humans))],
        names={seat.user_id: seat.name for seat in seats if seat.user_id is not None},
    )
    return table_id


def record_buttons(page: SeenMessage) -> list[int]:
    """The tables a history page offers records of, top to bottom."""
    return [
        int(b["custom_id"].split(":")[2])
        for b in page.buttons
        if b["custom_id"].startswith("hist:rec:")
    ]


def sheet_buttons(page: SeenMessage) -> list[int]:
    """The tables a history page offers scoresheets of, top to bottom."""
    ids = [b["custom_id"] for b in page.buttons]
    return [int(i.split(":")[2]) for i in ids if i.startswith("hist:sheet:")]


def page_button(page: SeenMessage, way: str) -> dict[str, Any]:
    return next(b for b in page.buttons if b["custom_id"].endswith(f":{way}"))


def replay(tmp_path: Path, data: bytes) -> subprocess.CompletedProcess[str]:
    path = tmp_path / "record.json"
    path.write_bytes(data)
    run = [sys.executable, "-m", "games.replay", str(path)]
    return subprocess.run(run, capture_output=True, text=True, cwd=ROOT, check=False)


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
async def test_history_pages_a_members_tables_and_keeps_to_its_server(
    fake_discord: FakeDiscord,
    start_barbu_bot: StartBarbu,
    backend: str,
    request: pytest.FixtureRequest,
    tmp_path: Path,
) -> None:
    fake = fake_discord
    other = fake.add_guild("Other Guild")
    # Commands synced globally, so that both servers have them.
    bot = await start_barbu_bot(
        **FAST, dev_guild_id=None, **await database_settings(backend, request)
    )
    storage = bot.hub.storage
    empty = await (await fake.slash("alice", "barbu history")).response()
    assert empty is not None and empty.ephemeral
    assert "No Barbu table has finished on this server yet." in empty.text

    # Seven tables: alice at all, carol at two, one abandoned; and one on another server.
    ids = []
    for n in range(7):
        humans = ["alice", "carol"] if n in (1, 4) else ["alice", "bob"]
        ids.append(
            await stored_series(storage, fake, humans, seed=SEED + n, cut=300 if n == 5 else None)
        )
    elsewhere = await stored_series(storage, fake, ["bob"], seed=SEED + 9, guild=other)

    sent = await fake.slash("alice", "barbu history")
    first = await sent.response()
    assert first is not None and first.ephemeral and first.components_v2
    assert "The latest Barbu tables on this server" in first.text
    assert record_buttons(first) == ids[::-1][:5]  # newest first, five a page
    assert page_button(first, "previous").get("disabled")
    assert "Marley's Guillotine" in first.text and "finished on <t:" in first.text
    # Players by the names they had at the table, the abandoned table's scores as it stopped.
    assert "1st " in first.text and "Computer 2" in first.text
    assert "abandoned on <t:" in first.text and "the scores when it stopped" in first.text
    assert first.id not in [m.id for m in fake.visible_messages("bob")]  # only alice's

    turned = await (
        await fake.click("alice", first, custom_id=page_button(first, "next")["custom_id"])
    ).reply()
    assert turned.id == first.id  # her own message, turned to the next page
    assert record_buttons(turned) == ids[::-1][5:]
    assert page_button(turned, "next").get("disabled")
    back = await (
        await fake.click("alice", turned, custom_id=page_button(turned, "previous")["custom_id"])
    ).reply()
    assert record_buttons(back) == ids[::-1][:5]

    # Nobody else can press them: the answer is alice's alone (the fake refuses, as Discord).
    with pytest.raises(LookupError):
        await fake.click("bob", first, custom_id=page_button(first, "next")["custom_id"])
    # Bob's own answer turns its own pages.
    bobs = await (await fake.slash("bob", "barbu history")).response()
    assert bobs is not None and record_buttons(bobs) == ids[::-1][:5]
    bobs = await (
        await fake.click("bob", bobs, custom_id=page_button(bobs, "next")["custom_id"])
    ).reply()
    assert record_buttons(bobs) == ids[::-1][5:]
    assert record_buttons(fake.message(first.id, "alice")) == ids[::-1][:5]

    # A member's tables: carol's two only.
    carols = await (await fake.slash("alice", "barbu history", {"member": "carol"})).response()
    assert carols is not None and "The latest Barbu tables of Carol" in carols.text
    assert record_buttons(carols) == [ids[4], ids[1]]
    assert not any(b["custom_id"].startswith("hist:page:") for b in carols.buttons)

    # Another server sees its own table only, and no record of this server's.
    theirs = await (await fake.slash("bob", "barbu history", guild=other)).response()
    assert theirs is not None and record_buttons(theirs) == [elsewhere]

    # A record, downloaded and replayed to the scores the engine reaches.
    got = await (await fake.click("alice", first, custom_id=f"hist:rec:{ids[6]}")).response()
    assert got is not None and got.ephemeral and got.attachments
    assert got.attachments[0].filename == f"record-{ids[6]}.json"
    data = got.attachments[0].data
    record = json.loads(data)
    full = await storage.get_table(ids[6])
    assert full is not None
    state = barbu.new_game(SEED + 6, 4, {"rules": "marley"})
    for seat, action in full.actions:
        state.apply(seat, action)
    assert record["status"] == "finished" and record["scores"] == state.scores
    assert record["players"] == ["Alice", "Bob", "Computer 1", "Computer 2"]
    out = replay(tmp_path, data)
    assert out.returncode == 0, out.stdout + out.stderr
    assert out.stdout.splitlines()[-1].startswith("OK")
    assert "Deal 24 (actions" in out.stdout
    assert_nothing_hidden(data, SEED + 6, full.actions)

    # The final standings of a finished table, as its thread showed them; none abandoned.
    assert ids[5] not in sheet_buttons(first) and ids[6] in sheet_buttons(first)
    sent = await fake.click("alice", first, custom_id=f"hist:sheet:{ids[6]}")
    await fake.wait_until(lambda: sent.followups())
    sheet = sent.followups()[0]
    assert sheet.ephemeral and sheet.images and "the series is over" in sheet.text
    assert f"<@{fake.user('alice').id}>" in sheet.text  # shown, never pinged (private)

    # Changed by hand, it no longer agrees with the engine.
    record["parts"][3]["scores"][0] += 1
    out = replay(tmp_path, json.dumps(record).encode())
    assert out.returncode == 1 and "MISMATCH" in out.stdout.splitlines()[-1]


def assert_nothing_hidden(
    data: bytes, seed: int, actions: list[tuple[int, str]], rules: str = "marley"
) -> None:
    """No seed, and every card in the record shown by the spectator's view of its deal."""
    text = data.decode()
    assert "seed" not in text and str(seed) not in text
    record = json.loads(text)
    shown = shown_by_deal(seed, {"rules": rules}, actions)
    for deal, part in enumerate(record["parts"], start=1):
        cards = set(CARD.findall(json.dumps(part)))
        assert cards <= shown[deal], (deal, cards - shown[deal])
    played = sum(len(part["actions"]) for part in record["parts"])
    assert record["unfinished_left_out"] == (played < len(actions))


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
async def test_an_abandoned_table_with_computers_keeps_its_unfinished_deal_out(
    fake_discord: FakeDiscord,
    start_barbu_bot: StartBarbu,
    backend: str,
    request: pytest.FixtureRequest,
    tmp_path: Path,
) -> None:
    fake = fake_discord
    settings = await database_settings(backend, request)
    bot = await start_barbu_bot(**FAST, **settings)
    table = await start_with_computers(fake, bot, "marley")
    await play_until(fake, table, lambda: into_barbu_deal(table, 2, 8))
    abandoned = await (await fake.slash("alice", "barbu abandon")).response()
    assert abandoned is not None and "was abandoned" in abandoned.text, abandoned.text
    assert table.status == "abandoned"
    seed, actions = table.record.seed, list(table.record.actions)

    # After a restart too: history reads storage, never the tables in memory.
    await bot.close()
    bot = await start_barbu_bot(**FAST, **settings)
    page = await (await fake.slash("bob", "barbu history", {"member": "alice"})).response()
    assert page is not None and record_buttons(page) == [table.id]
    assert "abandoned on <t:" in page.text
    got = await (await fake.click("bob", page, custom_id=f"hist:rec:{table.id}")).response()
    assert got is not None and got.attachments
    data = got.attachments[0].data
    record = json.loads(data)
    assert record["status"] == "abandoned" and record["unfinished_left_out"]
    assert len(record["parts"]) == 1  # deal 1; deal 2 was not over
    assert_nothing_hidden(data, seed, actions)
    # Not one card of the unfinished deal, though some were played.
    second = set(
        CARD.findall(json.dumps([a for _, a in actions[len(record["parts"][0]["actions"]) :]]))
    )
    assert second and not second & set(CARD.findall(json.dumps(record["parts"][1:])))
    out = replay(tmp_path, data)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "abandoned" in out.stdout


async def test_a_running_table_is_not_listed(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    await start_with_computers(fake, bot, "marley")
    page = await (await fake.slash("alice", "barbu history")).response()
    assert page is not None and record_buttons(page) == []
    assert "No Barbu table has finished on this server yet." in page.text


@pytest.mark.parametrize("language", [code for code in LANGUAGES if code != "en"])
async def test_history_speaks_the_askers_language(
    fake_discord: FakeDiscord, barbu_bot: BarbuBot, language: str
) -> None:
    fake = fake_discord
    long_name = "Ŵ" * 32  # the longest display name Discord allows
    fake.user("alice").global_name = long_name
    fake.user("alice").locale = language
    storage = barbu_bot.hub.storage
    ids = [await stored_series(storage, fake, ["alice", "bob"], seed=SEED + n) for n in range(6)]
    page = await (await fake.slash("alice", "barbu history")).response()
    assert page is not None and record_buttons(page) == ids[::-1][:5]
    with speaking(language):
        heading = t("tables-history-title", title="Barbu")
        labels = {
            t("tables-history-record"),
            t("tables-history-next"),
            t("tables-history-previous"),
        }
    assert heading in page.text
    assert labels <= set(page.labels)
    assert long_name in page.text
    got = await (await fake.click("alice", page, custom_id=f"hist:rec:{ids[5]}")).response()
    assert got is not None and got.attachments
    with speaking(language):
        assert t("tables-history-record-sent", title="Barbu") == got.text
    assert re.fullmatch(rf"\w+-{ids[5]}\.json", got.attachments[0].filename)


async def test_history_speaks_only_catalogue_words(
    fake_discord: FakeDiscord, barbu_bot: BarbuBot, pseudo: None
) -> None:
    fake = fake_discord
    storage = barbu_bot.hub.storage
    humans = ["alice", "bob", "carol", "dave"]
    ids = [await stored_series(storage, fake, humans, seed=SEED + n) for n in range(5)]
    ids.append(await stored_series(storage, fake, humans, seed=SEED + 5, cut=100))
    page = await (await fake.slash("alice", "barbu history")).response()
    assert page is not None and record_buttons(page) == ids[::-1][:5]
    turned = await (
        await fake.click("alice", page, custom_id=page_button(page, "next")["custom_id"])
    ).reply()
    assert record_buttons(turned) == ids[:1]
    await (await fake.click("alice", turned, custom_id=f"hist:rec:{ids[0]}")).response()
    sheet = await fake.click("alice", turned, custom_id=f"hist:sheet:{ids[0]}")
    await fake.wait_until(lambda: sheet.followups())
    await (await fake.slash("alice", "barbu history", {"member": "bob"})).response()
    assert_all_through_catalogue(fake)


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
async def test_gin_slaughtre_and_guillotine_records_replay_to_their_scores(
    fake_discord: FakeDiscord,
    start_barbu_bot: StartBarbu,
    backend: str,
    request: pytest.FixtureRequest,
    tmp_path: Path,
) -> None:
    """A Gin Slaughtre match's record and a Guillotine game's (computers waiting out of
    turn) replay to their scores and hold only what their tables showed."""
    fake = fake_discord
    bot = await start_barbu_bot(**FAST, **await database_settings(backend, request))
    storage = bot.hub.storage
    basic = slaughter.INFO.levels["basic"]
    match = slaughter.new_game(SEED, 2, {"match": 3})
    log = play_with(match, [basic, basic], "history")
    match_id = await stored_table(storage, fake, "slaughter", {"match": 3}, log, match, 2)
    day, days = guillotine_play(SEED, 3, ["basic", "random", "random"])  # with a wait
    game_id = await stored_table(storage, fake, "guillotine", {}, days, day, 3)

    page = await (await fake.slash("alice", "slaughter history")).response()
    assert page is not None and page.ephemeral and record_buttons(page) == [match_id]
    assert "The latest Gin Slaughtre tables on this server" in page.text
    ordinals = {1: "1st", 2: "2nd"}
    places = match.places()
    assert f"{ordinals[places[0]]} Alice: {match.scores[0]}" in page.text
    got = await (await fake.click("alice", page, custom_id=f"hist:rec:{match_id}")).response()
    assert got is not None and got.attachments
    data = got.attachments[0].data
    assert "seed" not in data.decode() and str(SEED) not in data.decode()
    shown = shown_by_game(SEED, {"match": 3}, log)
    for number, part in enumerate(json.loads(data)["parts"], start=1):
        assert set(CARD.findall(json.dumps(part))) <= shown[number]
    out = replay(tmp_path, data)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "Game 1 (actions" in out.stdout

    listed = await (await fake.slash("alice", "guillotine history")).response()
    assert listed is not None and "The latest Guillotine tables on this server" in listed.text
    assert "1st " in listed.text and record_buttons(listed) == [game_id]
    assert sheet_buttons(listed) == [game_id]
    got = await (await fake.click("alice", listed, custom_id=f"hist:rec:{game_id}")).response()
    assert got is not None and got.attachments
    data = got.attachments[0].data
    assert_no_guillotine_card_hidden(data, SEED, days, 3)
    record = json.loads(data)
    assert record["scores"] == day.scores and len(record["parts"]) == day.day
    assert any(action == "wait" for part in record["parts"] for _, action in part["actions"])
    out = replay(tmp_path, data)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "Day 1 (actions" in out.stdout and "OK: the engine reaches" in out.stdout


def assert_no_guillotine_card_hidden(
    data: bytes, seed: int, actions: list[tuple[int, str]], players: int
) -> None:
    """No seed, no hand, and every card of a day's part named by its spectator's view."""
    text = data.decode()
    assert "seed" not in text and str(seed) not in text and "hand" not in text
    shown = shown_by_day(seed, players, actions)
    for number, part in enumerate(json.loads(text)["parts"], start=1):
        cards = set(GUILLOTINE_CARDS.findall(json.dumps(part)))
        assert cards <= shown[number], (number, cards - shown[number])


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
async def test_an_abandoned_guillotine_table_with_computers_keeps_its_day_out(
    fake_discord: FakeDiscord,
    start_barbu_bot: StartBarbu,
    backend: str,
    request: pytest.FixtureRequest,
    tmp_path: Path,
) -> None:
    """Played through the bot (its computers wait out of turn, their passes never applied),
    abandoned on day 2 (or later), then a restart: the record has the days done alone and
    replays."""
    fake = fake_discord
    settings = await database_settings(backend, request)
    bot = await start_barbu_bot(**FAST, **settings)
    table = await start_three(fake, bot)
    await play_until(fake, table, lambda: table.state.view(None)["day"] >= 2, take_turn)
    abandoned = await (await fake.slash("alice", "guillotine abandon")).response()
    assert abandoned is not None and "was abandoned" in abandoned.text, abandoned.text
    assert table.status == "abandoned"
    seed, actions = table.record.seed, list(table.record.actions)
    # Day 2 or later (the computers may have ended a day while the abandon was on its way).
    days_done = table.state.view(None)["day"] - 1
    assert days_done >= 1

    await bot.close()
    bot = await start_barbu_bot(**FAST, **settings)
    page = await (await fake.slash("bob", "guillotine history", {"member": "alice"})).response()
    assert page is not None and record_buttons(page) == [table.id]
    got = await (await fake.click("bob", page, custom_id=f"hist:rec:{table.id}")).response()
    assert got is not None and got.attachments
    data = got.attachments[0].data
    record = json.loads(data)
    assert record["status"] == "abandoned" and record["players"][0] == "Alice"
    # The days done alone: the day the table stopped in is left out, its actions with it.
    kept = sum(len(part["actions"]) for part in record["parts"])
    assert len(record["parts"]) == days_done
    assert record["unfinished_left_out"] == (kept < len(actions))
    assert_no_guillotine_card_hidden(data, seed, actions, 3)
    out = replay(tmp_path, data)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "abandoned" in out.stdout


async def stored_table(
    storage: Storage,
    fake: FakeDiscord,
    game: str,
    options: dict[str, Any],
    log: list[tuple[int, str]],
    state: Any,
    players: int,
) -> int:
    """A finished table of `game` with alice and computers, stored as the bot stores one."""
    seats = [SeatRecord(fake.user("alice").id, "Alice")]
    seats += [SeatRecord(None, f"Computer {n}", "basic") for n in range(1, players)]
    table_id = await storage.create_table(
        guild_id=fake.world.guild.id, channel_id=fake.channel("general").id,
        host_id=fake.user("alice").id,
        game=game, options=options, settings={}, seed=SEED, seats=seats,
    )  # fmt: skip
    await storage.update_table(table_id, status="playing")
    await storage.append_actions(table_id, 0, [(seat, action, None) for seat, action in log])
    await storage.finish_table(
        table_id, guild_id=fake.world.guild.id, game=game,
        results=[(fake.user("alice").id, state.places()[0], state.scores[0])],
    )  # fmt: skip
    return table_id


async def test_a_page_of_the_longest_names_in_the_expanded_language(
    fake_discord: FakeDiscord, barbu_bot: BarbuBot
) -> None:
    """Five tables of four players with Discord's longest names, in the language 40 % longer
    than English: the fake takes the page (Components V2 limits) and no name is cut."""
    fake = fake_discord
    names = {}
    for n, user in enumerate(["alice", "bob", "carol", "dave"]):
        names[user] = f"Bérénice-Amélie_de*la Tour-Vlée{n}"  # 32 characters, markdown in it
        fake.user(user).global_name = names[user]
    storage = barbu_bot.hub.storage
    humans = list(names)
    ids = [await stored_series(storage, fake, humans, seed=SEED + n) for n in range(6)]
    i18n.force_language(i18n.EXPANDED)
    try:
        page = await (await fake.slash("alice", "barbu history")).response()
        assert page is not None and record_buttons(page) == ids[::-1][:5]
        turned = await (
            await fake.click("alice", page, custom_id=page_button(page, "next")["custom_id"])
        ).reply()
        assert record_buttons(turned) == ids[:1]
    finally:
        i18n.force_language(None)
    for name in names.values():
        # Whole, its markdown escaped: a name never formats the page.
        assert name.replace("_", "\\_").replace("*", "\\*") in page.text
