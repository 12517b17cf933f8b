"""Gin Slaughtre through the fake Discord: alice against a computer player to the end of a
match, with a restart of the bot in the middle; building a set; a challenge; the rules."""

from __future__ import annotations

from bot.tables import Table
from render.slaughter.hand import playable_cards
from tests.e2e import helpers
from tests.e2e.helpers import (
    FAST,
    open_hand,
    start_against_computer,
    table_message,
    wait_for_table,
)
from tests.fakediscord.plugin import StartBarbu
from tests.fakediscord.server import FakeDiscord


def alice_to_act(table: Table) -> bool:
    """Alice has a choice to make (a lone legal action, e.g. a forced take, the table makes)."""
    state = table.state
    return table.status == "playing" and 0 in state.actors() and len(state.legal_actions(0)) > 1


async def play_until(fake: FakeDiscord, table: Table, done) -> int:
    """Alice plays Gin Slaughtre at each of her turns until `done()` (helpers.play_until)."""
    return await helpers.play_until(fake, table, done, helpers.slaughter_move)


def shown(fake: FakeDiscord, table: Table) -> bool:
    try:
        table_message(fake, "alice", table)
    except LookupError:
        return False
    return True


async def test_a_match_against_the_computer_survives_a_restart(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    table = await start_against_computer(fake, bot, match=1)

    await play_until(fake, table, lambda: table.state.view(None)["turns"] >= 6)
    await fake.wait_until(lambda: alice_to_act(table) and shown(fake, table))
    saved, actions = table.state.to_json(), list(table.record.actions)
    await bot.close()
    bot = await start_barbu_bot(**FAST)
    restored = bot.hub.get(table.id)
    assert restored is not None and restored.state.to_json() == saved
    assert restored.record.actions == actions

    await play_until(fake, restored, lambda: restored.status != "playing")
    assert restored.status == "finished"
    final = await fake.wait_for_message(
        "bob", lambda m: "the match is over" in m.text, channel=restored.record.thread_id
    )
    assert final.images
    # The match's only game: its line is the result's own, not a post after it.
    assert "\n**Game 1**: " in final.text and "wins" in final.text, final.text
    stats = await (await fake.slash("alice", "slaughter stats")).response()
    assert stats is not None
    # Against a computer: one match, no rank (only games between members rate).
    assert stats.text.splitlines()[1].startswith("**Alice** · Gin Slaughtre: 1 match, ")
    assert "not rated yet" in stats.text and "#" not in stats.text


async def test_rearranging_then_a_wrong_pick_is_refused_gently(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    table = await start_against_computer(fake, bot, match=3)
    await fake.wait_until(lambda: alice_to_act(table) and shown(fake, table))
    hand = await open_hand(fake, "alice", table)
    assert "Ready" in hand.labels and hand.selects  # the swaps menu
    swap = hand.selects[0]["options"][0]["value"]
    _, hand_card, upcard = swap.split(":")
    hand = await (await fake.select("alice", hand, [swap])).reply()
    assert upcard in table.state.view(0)["hand"] and hand_card in table.state.view(0)["upcards"][0]

    def alice_can_pick() -> bool:
        # Only a turn with cards to pick has the menu: at some turns alice can only take or draw.
        return (
            table.state.phase == "play"
            and alice_to_act(table)
            and len(playable_cards(table.state.legal_actions(0))) >= 2
        )

    await play_until(fake, table, alice_can_pick)
    assert alice_can_pick(), helpers.stalled(table)
    hand = await open_hand(fake, "alice", table)
    legal = table.state.legal_actions(0)
    menu = hand.selects[0]["options"]
    picks = [o["value"] for o in menu]
    # Two cards never make a play (a set needs 3): the hand says so and offers no Play.
    if len(picks) >= 2 and not any(
        a.startswith("play:") and set(a[5:].split(",")) == set(picks[:2]) for a in legal
    ):
        before = table.action_count
        hand = await (await fake.select("alice", hand, picks[:2])).reply()
        assert "is not a play you can make now" in hand.text
        assert not [b for b in hand.buttons if b["label"].startswith("Play")]
        assert table.action_count == before


async def test_a_challenge_names_the_opponent_and_rules_answer_privately(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    await start_barbu_bot(**FAST)
    sent = await fake.slash("alice", "slaughter start", {"opponent": "bob"})
    lobby = await sent.response()
    assert lobby is not None and "Join" in lobby.labels
    challenge = await fake.wait_for_message(
        "bob", lambda m: "challenges you" in m.text, channel=lobby.channel_id
    )
    assert f"<@{fake.user('bob').id}>" in challenge.text
    both = await fake.slash("alice", "slaughter start", {"opponent": "bob", "computer": True})
    refused = await both.response()
    assert refused is not None and refused.ephemeral and "not both" in refused.text
    rules = await (
        await fake.slash("carol", "slaughter rules", {"topic": "special-cards"})
    ).response()
    assert rules is not None and rules.ephemeral and "Red 5" in rules.embeds[0]["description"]


async def test_the_table_message_shows_the_mention_and_the_computer_whole(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    """Issue 16: the score line cut the human's `<@id>` to `<@15745944320…` on every update."""
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    table = await start_against_computer(fake, bot, match=3)
    message = await wait_for_table(fake, table, "bob")  # as any member of the channel sees it
    mention, computer = f"<@{fake.user('alice').id}>", f"**{table.seats[1].name}**"
    head = message.text.splitlines()[0]
    assert f"{mention} 0 – 0 {computer} · first to 3" in head, head
    assert "…" not in message.text, message.text
    # After moves, the updated table message still names both whole.
    await play_until(fake, table, lambda: table.state.view(None)["turns"] >= 2)
    updated = table_message(fake, "bob", table)
    assert updated.edited or updated.id != message.id
    assert mention in updated.text and computer in updated.text, updated.text
    assert "…" not in updated.text, updated.text


async def test_a_finished_games_table_message_keeps_its_words_and_picture(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    """A game of a match ends: its table message loses **Your hand** but, a V2 layout
    being edited whole, is drawn again as it was last shown (its words and its picture);
    the next game gets a message of its own."""
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    table = await start_against_computer(fake, bot, match=3)
    await fake.wait_until(lambda: shown(fake, table))
    first = table_message(fake, "alice", table)
    await play_until(fake, table, lambda: len(table.state.view(None)["results"]) >= 1)
    # Between the freeze and the next game's post, no message has Your hand.
    await fake.wait_until(
        lambda: shown(fake, table) and table_message(fake, "alice", table).id != first.id
    )
    await bot.table_ui.wait_idle()
    frozen = fake.message(first.id, "alice")
    assert frozen.components_v2 and frozen.buttons == []
    assert frozen.texts and frozen.texts[0].startswith("**Gin Slaughtre")
    assert "Time runs out" not in frozen.text  # a past turn's deadline is not counted down
    assert len(frozen.shown_attachments) == 1 and frozen.shown_attachments[0].is_image
