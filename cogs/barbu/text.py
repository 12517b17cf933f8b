"""Every sentence a player of Barbu (and of Marley's Guillotine, its other rule set) reads,
built from the game's catalogue (cogs/barbu/locales/<lang>.ftl) in the language being
spoken: the table's status line, moves, the hand's prompts and buttons, the deal and final
summaries, the engine's refusals, and the words the table image and the scoresheet show.
The functions take no language: the table layer chooses it (`speaking`, `speak_to`).
The game's vocabulary (rule sets, contracts, refusals, the start command's choices) is in
cogs/barbu/vocabulary.py; shared words (numbers, signs, names, lists) in cogs/tables/words.py.

Notation, the same in messages and on the images: a true minus sign (−6), a plus sign for
a gain (+5), a plain 0; a double in words ("Alice doubled Bob", "Bob redoubled Alice").
Barbu's scores are points won (higher is better); Marley's are penalty points (lower is
better), settled against 100 as "pays 40" / "gets 20", never as a signed number.
"""

from __future__ import annotations

from typing import Any

from cogs.barbu.vocabulary import contract_name, contract_short, rank_arg, rules_title
from cogs.i18n import t
from cogs.tables.words import card_faces, listing, number, ordinal, signed
from games.barbu.rulesets import RULE_SETS
from render.barbu.doubles import DOUBLED, REDOUBLED
from render.theme import shorten

# ------------------------------------------------------------------ the table


def deal_of(view: dict[str, Any]) -> str:
    return t("barbu-deal-of", deal=view["deal"], deals=view["deals"])


def doing(view: dict[str, Any], names: list[str]) -> str:
    """What the table waits for, the same words in the channel and on the table image:
    "Alice chooses the contract.", "Bob decides whom to double.", "Carol to play."."""
    if view.get("is_over") or view["phase"] == "over":
        return t("barbu-series-over")
    turn = view["turn"]
    who = names[turn] if turn is not None else t("barbu-nobody")
    if view["phase"] == "contract":
        return t("barbu-doing-contract", who=who, rules=view["rules"])
    if view["phase"] == "double":
        if view.get("double_required") and view.get("declarer") is not None:
            return t("barbu-doing-double-must", who=who, declarer=names[view["declarer"]])
        return t("barbu-doing-double", who=who)
    if view.get("bonus"):
        return t("barbu-doing-bonus", who=who)
    return t("barbu-doing-play", who=who)


def status_line(view: dict[str, Any], mentions: list[str]) -> str:
    """The table message's line: `**Barbu** · deal 3 of 28 · No Queens · @Alice to play.`."""
    title = f"**{rules_title(view['rules'])}**"
    if view.get("is_over"):
        return f"{title} · {doing(view, mentions)}"
    parts = [title, deal_of(view)]
    if view["phase"] != "contract" and view.get("contract"):
        parts.append(contract_name(view["contract"]))
    return " · ".join([*parts, doing(view, mentions)])


def table_status(view: dict[str, Any], names: list[str]) -> str:
    """The table image's second header line: who declares, what the table waits for."""
    if view["phase"] in ("over", "contract"):
        return doing(view, names)
    # While doubles are decided, the centre of the image says who decides, and the hand
    # says what they must double: the short line leaves room for longer languages.
    short = view["phase"] == "double" and view.get("turn") is not None
    said = t("barbu-doing-double", who=names[view["turn"]]) if short else doing(view, names)
    return t(
        "barbu-table-status", rules=view["rules"], declarer=names[view["declarer"]], doing=said
    )


def double_text(pair: list[int], names: list[str]) -> str:
    """One double: "Alice doubled Bob", or, redoubled, "Bob redoubled Alice"."""
    doubler, doubled, level = pair
    key = "barbu-redoubled" if level > 1 else "barbu-doubled"
    return t(key, doubler=names[doubler], doubled=names[doubled])


def money(amount: int) -> str:
    """Marley's settlement of a total against 100: "pays 40", "gets 20", "even"."""
    if amount > 0:
        return t("barbu-money-pays", amount=amount)
    return t("barbu-money-gets", amount=-amount) if amount < 0 else t("barbu-money-even")


def doubles_legend() -> str:
    """How the images write the doubles ("Alice → Bob"), in render/barbu/doubles.py's notation."""
    return t("barbu-doubles-legend", doubled=DOUBLED, redoubled=REDOUBLED)


def image_title(view: dict[str, Any]) -> str:
    """The table image's heading: the contract, or what is being chosen, or the end."""
    if view["phase"] == "over":
        return t("barbu-final-standings")
    if view.get("contract"):
        return contract_name(view["contract"])
    return t("barbu-image-choosing", rules=view["rules"])


def seat_line(view: dict[str, Any], seat: int, money_text: list[str] | None) -> str:
    """A seat's deal so far on the table image: tricks and points (Domino: its finishing
    place), or cards left before play, or the end's "final" (Marley: its money).

    Cards left are shown only where they differ between players (Domino, and before play):
    in a trick contract everyone holds the same number, give or take the trick on the table.
    """
    phase = view["phase"]
    parts = [t("barbu-seat-cards", count=view["hand_sizes"][seat])]
    if phase == "play":
        if "layout" in view:
            out = view.get("out", [])
            if seat in out:
                parts = [t("barbu-seat-out", place=ordinal(out.index(seat) + 1))]
        else:
            parts = [t("barbu-seat-tricks", count=view["tricks_won"][seat])]
        points = view["deal_points"][seat]
        if points:
            parts.append(signed(points))
    elif phase == "over":
        parts = [money_text[seat] if money_text else t("barbu-seat-final")]
    return " · ".join(parts)


def _centre(view: dict[str, Any], names: list[str]) -> list[str]:
    """The lines in the middle of the felt while a contract is chosen or doubles decided
    (names cut to 14 characters: the box is narrow)."""
    turn, declarer = view.get("turn"), view.get("declarer")
    if view["phase"] == "double":
        deciding = (
            [t("barbu-centre-decides", name=shorten(names[turn], 14))] if turn is not None else []
        )
        return [t("barbu-centre-doubling"), *deciding]
    if view["phase"] == "contract" and declarer is not None:
        return [
            shorten(names[declarer], 14),
            t("barbu-centre-choosing"),
            t("barbu-centre-what", rules=view["rules"]),
        ]
    return []


def table_words(view: dict[str, Any], names: list[str]) -> dict[str, Any]:
    """Every word the table image shows (render/barbu/table.py `render_barbu_table` lists
    the keys)."""
    phase = view["phase"]
    money_text = [money(amount) for amount in view["money"]] if view.get("money") else None
    places = view.get("places") or [1] * 4
    words: dict[str, Any] = {
        "title": image_title(view),
        "deal": t("barbu-image-deal", deal=view["deal"], deals=view["deals"]),
        "status": table_status(view, names),
        "doubles": [double_text(pair, names) for pair in view.get("doubles") or []],
        "seats": [seat_line(view, seat, money_text) for seat in range(4)],
        "totals": [
            t("barbu-total-place", place=ordinal(places[seat]), score=number(score))
            if phase == "over" and view.get("places")
            else t("barbu-total", score=number(score))
            for seat, score in enumerate(view["scores"])
        ],
        "tag": t("barbu-tag", phase=phase) if phase in ("contract", "double", "play") else "",
        "centre": _centre(view, names),
        "places": [ordinal(place) for place in places],
        "not_opened": t("barbu-not-opened"),
        "chip": t("barbu-dealer-chip"),
        "doubles_label": t("barbu-doubles-label"),
        "no_doubles": t("barbu-no-doubles-yet" if phase == "double" else "barbu-no-doubles"),
        "legend": doubles_legend(),
        "faces": card_faces(),
    }
    tricks = view.get("tricks") or []
    if tricks and not view.get("trick"):
        words["last_trick"] = t("barbu-last-trick", name=names[tricks[-1]["winner"]])
    if view["rules"] == "barbu" and not view.get("out") and view.get("domino_rank"):
        words["opening"] = t("barbu-opening", rank=rank_arg(view["domino_rank"]))
    if money_text is not None:
        words["money"] = money_text
    return words


def _rules(view: dict[str, Any]) -> Any:
    """The view's rule set, as the sheet reads it (Barbu when the view does not say)."""
    return RULE_SETS.get(view.get("rules", "barbu"), RULE_SETS["barbu"])


def sheet_words(view: dict[str, Any]) -> dict[str, Any]:
    """Every word of the scoresheet image (render/barbu/scoresheet.py `render_barbu_scoresheet`
    lists the keys)."""
    sheet = view.get("sheet") or []
    rules = _rules(view).name
    words: dict[str, Any] = {
        "title": t("barbu-sheet-title", title=rules_title(rules)),
        "progress": t("barbu-sheet-progress", done=len(sheet), deals=view.get("deals", len(sheet))),
        "contract": t("barbu-sheet-contract", rules=rules),
        "contracts": [contract_short(row.get("contract", "")) for row in sheet],
        "empty": t("barbu-sheet-empty"),
        "chip": t("barbu-dealer-chip"),
        "total": t("barbu-sheet-total"),
        "notes": t("barbu-sheet-notes", rules=rules),
        "legend": doubles_legend(),
    }
    if view.get("money") is not None:
        words["money_label"] = t("barbu-sheet-money")
        words["money"] = [money(amount) for amount in view["money"]]
    return words


def deal_end_words(
    entry: dict[str, Any], last_trick: dict[str, Any] | None, deals: int, names: list[str]
) -> dict[str, Any]:
    """Every word of a finished deal's picture (render/barbu/deal.py)."""
    if last_trick is not None:
        caption = t("barbu-deal-end-trick", name=names[last_trick["winner"]])
    else:
        caption = t("barbu-deal-end-domino")
    contract = contract_name(entry["contract"])
    return {
        "title": t("barbu-deal-end-title", deal=entry["deal"], deals=deals, contract=contract),
        "declarer": t("barbu-deal-end-declarer", name=names[entry["declarer"]]),
        "caption": caption,
        "heads": [
            t("barbu-deal-end-heads"),
            t("barbu-deal-end-heads.doubles"),
            t("barbu-deal-end-heads.total"),
        ],
        "faces": card_faces(),
    }


# ---------------------------------------------------------------- summaries


def _deal_points(points: int, marley: bool) -> str:
    # Marley's points are penalties: a "+" would read as a gain.
    return number(points) if marley else signed(points)


def _double_effect(pair: list[int], scores: list[int], names: list[str]) -> str:
    """What one double moved: the difference of the pair's deal scores (twice if redoubled)
    from the worse to the better."""
    doubler, doubled, level = pair
    moved = (scores[doubler] - scores[doubled]) * level
    said = double_text(pair, names)
    if not moved:
        return t("barbu-double-no-change", double=said)
    return t(
        "barbu-double-effect",
        double=said,
        doubler=names[doubler],
        gain=signed(moved),
        doubled=names[doubled],
        loss=signed(-moved),
    )


def deal_summary(entry: dict[str, Any], names: list[str], marley: bool, contract: str) -> str:
    """The channel's line after a deal: the contract, each player's points, and the doubles
    with what each changed."""
    totals = entry.get("totals") or entry["scores"]
    points = ", ".join(f"{names[s]} {_deal_points(totals[s], marley)}" for s in range(len(names)))
    said = {"deal": entry["deal"], "declarer": names[entry["declarer"]], "contract": contract}
    if marley:
        return t("barbu-deal-summary-marley", points=points, **said)
    doubles = entry.get("doubles") or []
    if not doubles:
        return t("barbu-deal-summary", points=points, **said)
    effects = "; ".join(_double_effect(pair, entry["scores"], names) for pair in doubles)
    return t("barbu-deal-summary-doubled", points=points, doubles=effects, **said)


def hinted(name: str) -> str:
    """A name on the scoresheets of a player who asked for hints."""
    return t("barbu-hinted", name=name)


def final_head(rules: str) -> str:
    return t("barbu-final-head", title=rules_title(rules))


def final_score(score: int, money_amount: int | None) -> str:
    """A player's final score: "+40" (Barbu), "120 points, pays 20" (Marley)."""
    if money_amount is None:
        return signed(score)
    return t("barbu-final-score", count=score, score=number(score), money=money(money_amount))


def lobby_details(deals: int, timer: str) -> list[str]:
    return [t("barbu-lobby-deals", count=deals), timer]


# ------------------------------------------------------------------- moves


def move_text(kind: str, rest: str, names: list[str], doubled_me: set[int], card: str) -> str:
    """What a move did, after "Alice …" (a timeout notice, a hint)."""
    if kind == "play":
        return t("barbu-move-play", card=card)
    if kind == "contract":
        return t("barbu-move-contract", contract=rest)
    if kind == "double":
        seats = [int(s) for s in rest.split(",") if s]
        if not seats:
            return t("barbu-move-double-nobody")
        redoubled = [names[s] for s in seats if s in doubled_me]
        doubled = [names[s] for s in seats if s not in doubled_me]
        if redoubled and doubled:
            return t(
                "barbu-move-redoubled-doubled",
                redoubled=listing(redoubled),
                doubled=listing(doubled),
            )
        if redoubled:
            return t("barbu-move-redoubled", names=listing(redoubled))
        return t("barbu-move-doubled", names=listing(doubled))
    return t("barbu-move-pass")


# -------------------------------------------------------------------- hand


def series_over() -> str:
    return t("barbu-series-over")


def choose_contract(rules: str) -> str:
    return t("barbu-choose-contract", rules=rules)


def contract_placeholder(rules: str) -> str:
    return t("barbu-contract-placeholder", rules=rules)


def play_a_card() -> str:
    return t("barbu-play-a-card")


def no_card_fits() -> str:
    return t("barbu-no-card-fits")


def forced(action: str, card: str) -> str:
    """The line of a hand whose one legal move the table makes itself (`card`: the card
    of a lone `play:`, as written; a lone pass says `no_card_fits` instead)."""
    if action.startswith("play:"):
        return t("barbu-forced-card", card=card)
    return t("barbu-forced-other")


def pass_label(bonus: bool) -> str:
    """The pass button: "Pass", or, after Marley's ace bonus, "Stop playing"."""
    return t("barbu-stop-playing" if bonus else "barbu-pass")


def choose_doubles() -> str:
    return t("barbu-choose-doubles")


def everyone_label(doubles: bool, redoubles: bool) -> str:
    """The button that takes every double on offer, saying what it does."""
    kind = "both" if doubles and redoubles else "double" if doubles else "redouble"
    return t("barbu-everyone", kind=kind)


def waiting_for(who: str) -> str:
    return t("barbu-waiting-for", who=who)


def computers() -> str:
    return t("barbu-computers")


def hand_title(name: str, view: dict[str, Any]) -> str:
    if view["contract"]:
        contract = contract_name(view["contract"])
        return t("barbu-hand-title-contract", name=name, deal=deal_of(view), contract=contract)
    return t("barbu-hand-title", name=name, deal=deal_of(view))


def double_label(verb_redouble: bool, name: str, locked: bool) -> str:
    key = "barbu-redouble-button" if verb_redouble else "barbu-double-button"
    return t(key, name=name) + (" 🔒" if locked else "")


def confirm_label(names: list[str]) -> str:
    """The Confirm button: "Confirm: Alice and Bob", "Confirm: nobody"."""
    return t("barbu-confirm", names=listing(names))[:80]


def must_double(declarer: str, owed: int) -> str:
    return " " + t("barbu-must-double", declarer=declarer, owed=owed)
