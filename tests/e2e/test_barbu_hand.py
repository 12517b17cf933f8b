"""A player's private hand message while the others play: what it says, and when it is edited."""

from __future__ import annotations

from tests.e2e.helpers import (
    FAST,
    enabled_buttons,
    open_hand,
    play_first_choice,
    start_with_computers,
    wait_for_turn,
)
from tests.fakediscord.plugin import StartBarbu
from tests.fakediscord.server import FakeDiscord

HAND_EDIT = "PATCH /webhooks/{application_id}/{token}/messages/{message_id}"
WAITING = "Waiting for the computer players."


async def test_computers_playing_in_turn_leave_the_hand_message_alone(
    fake_discord: FakeDiscord, start_barbu_bot: StartBarbu
) -> None:
    fake = fake_discord
    bot = await start_barbu_bot(**FAST)  # no gap between edits: every change could be shown
    table = await start_with_computers(fake, bot, "barbu")
    state = table.state
    while True:
        await wait_for_turn(fake, table, 0)
        hand = await open_hand(fake, "alice", table)
        if state.phase != "play" or len(state.hands[0]) < 3:
            await play_first_choice(fake, "alice", hand)
            continue
        card = enabled_buttons(hand)[0]
        mark = fake.mark()
        sent = await fake.click("alice", hand, custom_id=card["custom_id"])
        # The answer to her click: her hand message edited through the click's token. (The
        # refresh that follows every move may edit it first, through the older token of
        # her Your hand click: that edit is not the answer, and `sent.reply()` cannot tell.)
        token = sent.interaction.token
        answer = await fake.wait_for_request(
            HAND_EDIT, where=lambda r, token=token: r.params["token"] == token, since=mark
        )
        after = answer.json["content"]
        if after.startswith("Your turn"):
            continue  # she won the trick and leads again: no computer plays in between
        moved = table.action_count
        edits_before = fake.requests.index(answer) + 1
        await wait_for_turn(fake, table, 0)
        computers = [
            action for seat, action in table.record.actions[moved : table.action_count] if seat != 0
        ]
        # Her cards are the same until she plays again: a lone legal card is played for her.
        forced = table.action_count - moved - len(computers)
        if len(computers) >= 2 and forced == 0 and state.phase == "play":
            break

    assert after == WAITING

    # Her turn has come: the message she played from now offers her cards again.
    def refreshed() -> bool:
        message = fake.world.messages[hand.id]
        return message.content.startswith("Your turn")

    await fake.wait_until(refreshed)
    edits = [
        r for r in fake.recorder.requests[edits_before:]
        if r.route == HAND_EDIT and r.params["token"] == sent.interaction.token
    ]  # fmt: skip
    # After the answer, one edit, for her turn (with the trick as it stands then); none for
    # each computer's card (the message said "waiting for the computer players" all along).
    # (Its second line says when her time runs out.)
    assert [e.json["content"].split("\n")[0] for e in edits] == ["Your turn: play a card."]
    assert len(computers) >= 2
