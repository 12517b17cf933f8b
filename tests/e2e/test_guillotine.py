"""Guillotine through the fake Discord: alice and two computer players, to the end of the
game, with a restart of the bot in the middle; the menus of a turn; the rules command."""

from __future__ import annotations

from bot.app import BarbuBot
from bot.tables import Table
from tests.e2e.helpers import FAST, enabled_buttons, open_hand, table_message, wait_for_turn
from tests.fakediscord.plugin import StartBarbu
from tests.fakediscord.seen import SeenMessage
from tests.fakediscord.server import FakeDiscord


async def start_three(fake: FakeDiscord, bot: BarbuBot) -> Table:
    options = {"players": 3, "computers": 2}
    lobby = await (await fake.slash("alice", "guillotine start", options)).response()
    assert lobby is not None and "3 players" in lobby.content and "Join" in lobby.labels
    table = bot.hub.tables_in(lobby.channel_id)[0]
    await (await fake.click("alice", lobby, label="Start")).response()
    await fake.wait_until(lambda: table.status == "playing")
    assert len(table.seats) == 3 and table.seat_of(fake.user("alice").id) == 0
    return table


async def take_turn(fake: FakeDiscord, table: Table, hand: SeenMessage) -> None:
    """Alice's first option at each menu, until the move is made."""
    index = table.action_count
    for _ in range(6):
        if hand.selects:
            value = hand.selects[0]["options"][0]["value"]
            hand = await (await fake.select("alice", hand, [value])).reply()
        else:
            buttons = [b for b in enabled_buttons(hand) if not b["label"].startswith("Back")]
            assert buttons, (hand.content, hand.labels)
            hand = await (
                await fake.click("alice", hand, custom_id=buttons[0]["custom_id"])
            ).reply()
        if table.action_count != index:
            return
    raise AssertionError(f"no move after six menus: {hand.content!r}")


async def play_until(fake: FakeDiscord, table: Table, done) -> int:
    turns = 0
    while not done():
        try:
            await wait_for_turn(fake, table, 0)
        except TimeoutError:
            state = table.state
            actors = state.actors()
            raise AssertionError(
                f"stalled: phase {state.phase}, actors {actors}, legal "
                f"{[state.legal_actions(s) for s in actors]}, computers "
                f"{[table.is_computer(s) for s in actors]}"
            ) from None
        if done() or table.status != "playing":
            break
        await take_turn(fake, table, await open_hand(fake, "alice", table))
        turns += 1
    return turns


async def test_a_game_with_two_computers_survives_a_restart_and_ends(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    table = await start_three(fake, bot)

    # Day 1 to its end; the channel is told.
    turns = await play_until(fake, table, lambda: table.state.view(None)["day"] >= 2)
    assert turns > 0, (table.record.actions, table.seats)
    await fake.wait_for_message(
        "bob", lambda m: m.content.startswith("**Day 1 is over**"), channel=table.record.thread_id
    )

    # A restart on one of alice's turns loses nothing.
    await wait_for_turn(fake, table, 0)
    saved, actions = table.state.to_json(), list(table.record.actions)
    old_message = table_message(fake, "alice", table)
    await bot.close()
    bot = await start_barbu_bot(**FAST)
    restored = bot.hub.get(table.id)
    assert restored is not None and restored.record.actions == actions
    assert restored.state.to_json() == saved
    hand = await (await fake.click("alice", old_message, label="Your hand")).reply()
    assert hand.ephemeral and hand.images, hand.content
    await take_turn(fake, restored, hand)

    # On to the end: final standings, and the result counts on the leaderboard.
    await play_until(fake, restored, lambda: restored.status != "playing")
    assert restored.status == "finished"
    final = await fake.wait_for_message(
        "bob", lambda m: "the game is over" in m.content, channel=restored.record.thread_id
    )
    assert f"<@{fake.user('alice').id}>" in final.content and final.images
    board = await (await fake.slash("bob", "guillotine stats", {"member": "alice"})).response()
    assert board is not None and "1 games" in board.content


async def test_a_card_with_choices_opens_its_own_menu(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)
    table = await start_three(fake, bot)

    def card_with_choices() -> bool:
        legal = table.state.legal_actions(0) if 0 in table.state.actors() else []
        cards = [a.split(":")[1] for a in legal if a.startswith("play:")]
        return any(cards.count(c) > 1 for c in cards)

    await play_until(fake, table, card_with_choices)
    if table.status != "playing":
        return  # no such card came to alice in this game: nothing to look at
    await wait_for_turn(fake, table, 0)  # it may be her very first turn: the table is posted
    hand = await open_hand(fake, "alice", table)
    steps = [o for o in hand.selects[0]["options"] if o["value"].startswith(">")]
    assert steps, hand.selects
    before = table.action_count
    menu = await (await fake.select("alice", hand, [steps[0]["value"]])).reply()
    assert table.action_count == before  # a menu, not a move
    assert "how do you play" in menu.content and "Back to the cards" in menu.labels
    back = await (await fake.click("alice", menu, label="Back to the cards")).reply()
    assert back.selects[0]["options"] == hand.selects[0]["options"]


async def test_rules_tell_what_a_card_does(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    await start_barbu_bot(**FAST)
    overview = await (await fake.slash("bob", "guillotine rules")).response()
    assert overview is not None and overview.ephemeral and "three days" in overview.content
    card = await (
        await fake.slash("bob", "guillotine rules", {"card": "Wait a Moment!"})
    ).response()
    assert card is not None and card.content.startswith("**Wait a Moment!**")
    unknown = await (await fake.slash("bob", "guillotine rules", {"card": "Nobody"})).response()
    assert unknown is not None and "No card of that name" in unknown.content
