"""Crash safety: the bot's process is killed (SIGKILL) at random points of a series.

The bot runs as a real separate process (`python -m bot`) against the fake
Discord of the test. It is killed at random moments, some of them while its
answer to a player's click is on the way (the move is committed, the player
not yet told), and started again each time. The series must finish with
nothing lost and nothing applied twice: its log replays to the same final
scores as the same series played by the same players without any crash. On
both backends: a SQLite file, and a database of the run's PostgreSQL server.
"""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest

import games
from bot.storage import Storage
from games import barbu
from games.barbu.players import LEVELS
from tests.e2e.helpers import enabled_buttons, play_first_choice
from tests.e2e.processes import BotProcess, alices_turn, newest_table_message
from tests.fakediscord.seen import SeenMessage
from tests.fakediscord.server import FakeDiscord

# A move is acknowledged at once (a deferred update), written, and then answered by
# editing the player's hand message: that edit is "the answer" after the commit.
ANSWER = "PATCH /webhooks/{application_id}/{token}/messages/{message_id}"
# The test fails when the series makes no progress (no new action in the log) for this many
# seconds, however long the whole series takes: a stalled table fails it instead of hanging
# CI, a slow machine does not. A move, even with the bot killed and started again, takes
# a few seconds.
STALL_SECONDS = 120.0


def series_over(fake: FakeDiscord) -> bool:
    return any(": the series is over." in m.text for m in fake.visible_messages("alice"))


def first_offered(hand: list[str], legal: list[str]) -> str:
    """What `play_first_choice` picks: the first playable card in the order the hand is shown
    (Marley shows A 10 K Q J..., which is not the engine's order of legal domino cards), else
    the first legal action (the first option of the contract menu)."""
    cards = [action for action in legal if action.startswith("play:")]
    if cards:
        return min(cards, key=lambda action: hand.index(action[len("play:") :]))
    return legal[0]


def expected_series(seed: int, options: dict) -> tuple[barbu.BarbuState, list[tuple[int, str]]]:
    """The same series without crashes, and its log: alice takes the first choice her hand
    offers, computers play as the bot's do, lone moves are made by the table."""
    state = barbu.new_game(seed, options=options)
    log: list[tuple[int, str]] = []
    while not state.is_over:
        seat = state.actors()[0]
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            action = legal[0]
        elif seat == 0:
            action = first_offered(state.view(seat)["hand"], legal)
        else:
            # The bot seeds a computer's choice with the table's seed and the move number.
            rng = random.Random(seed * 100_003 + len(log))
            action = LEVELS["basic"](state.view(seat), legal, rng)
        state.apply(seat, action)
        log.append((seat, action))
    return state, log


@pytest.mark.long
@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
async def test_kills_at_random_points_lose_nothing(
    fake_discord: FakeDiscord, tmp_path: Path, backend: str, request: pytest.FixtureRequest
):
    fake = fake_discord
    rng = random.Random(2026)
    database: str | Path = tmp_path / "barbu.sqlite3"
    if backend == "postgres":
        database = await request.getfixturevalue("postgres_server").new_database()
    bot = BotProcess(fake, tmp_path, database)

    # Kill when a random number of requests has arrived, or on the answer to a move
    # (its action committed, the player not yet told).
    state = {"countdown": rng.randint(20, 120), "on_answer": False, "due": False}
    answer_kills = 0  # kills between a move's commit and its answer

    def on_arrival(route: str) -> None:
        nonlocal answer_kills
        state["countdown"] -= 1
        if state["countdown"] <= 0 or (state["on_answer"] and route == ANSWER):
            answer_kills += state["on_answer"] and route == ANSWER
            state["on_answer"] = False
            state["countdown"] = rng.randint(20, 160)
            bot.kill()
            state["due"] = True

    await bot.start()
    lobby = await (
        await fake.slash("alice", "barbu start", {"rules": "marley", "computers": 3})
    ).response()
    assert lobby is not None
    await (await fake.click("alice", lobby, label="Start")).response()
    fake.on_arrival.append(on_arrival)

    async def alice_moves(message: SeenMessage) -> bool:
        """Alice opens her hand and, if it offers her a move, makes it."""
        hand = await (await fake.click("alice", message, label="Your hand")).reply(timeout=15)
        if hand is None or not (hand.selects or enabled_buttons(hand)):
            return False
        # Now and then, die right after committing her move, before answering.
        state["on_answer"] = rng.random() < 0.1
        try:
            await play_first_choice(fake, "alice", hand, timeout=15)
        finally:
            state["on_answer"] = False
        return True

    # However the bot fares, the test ends: a series that stops making progress fails it.
    clock = asyncio.get_running_loop().time
    progress = (bot.logged_actions(), clock())  # actions logged, and since when
    try:
        while not series_over(fake):
            logged = bot.logged_actions()
            if logged > progress[0]:
                progress = (logged, clock())
            assert clock() - progress[1] < STALL_SECONDS, (
                f"the series stalled: no new action for {STALL_SECONDS:.0f} s "
                f"({logged} logged, {bot.kills} kills, {bot.starts} starts)"
            )
            if state["due"]:
                state["due"] = False
                await bot.wait_dead()
                await bot.start()
                continue
            mark = fake.mark()
            message = newest_table_message(fake)
            if alices_turn(fake, message):
                try:
                    # A click the bot dies under is simply made again once it is back.
                    if await bot.unless_killed(alice_moves(message)):
                        continue
                except (TimeoutError, LookupError, ValueError, ConnectionError):
                    continue
            try:
                await fake.wait_for_request(since=mark, timeout=10)
            except TimeoutError:
                if bot.process is not None and bot.process.poll() is not None:
                    state["due"] = True
    finally:
        fake.on_arrival.remove(on_arrival)
        bot.kill()
        await bot.wait_dead()

    # Each kill costs a restart (about a second and a half): a few dozen cover both kinds.
    assert answer_kills >= 3, "killed between a move's commit and its answer several times"
    assert bot.kills - answer_kills >= 3, "killed at random requests several times"
    storage = await Storage.open(bot.database)
    try:
        record = await storage.get_table(1)
    finally:
        await storage.close()
    assert record is not None and record.status == "finished"
    played = games.replay(barbu, record.seed, 4, record.options, record.actions)
    expected, expected_log = expected_series(record.seed, record.options)
    assert played.is_over
    assert record.actions == expected_log  # nothing lost, nothing applied twice
    assert played.scores == expected.scores
