"""Every sentence a player of Barbu (and of Marley's Guillotine, its other rule set) reads,
built from the game's catalogue (cogs/barbu/locales/<lang>.ftl) in the language being
spoken: the table's status line and the words around its picture (above it, below it, its
alt text), moves, the hand's prompts and buttons, the deal and final summaries, the
engine's refusals, and the words the table image and the scoresheet show.
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
from cogs.tables.adapter import MoveWords
from cogs.tables.words import (
    BUTTON_LABEL_LIMIT,
    card_faces,
    card_text,
    listing,
    number,
    ordinal,
    place_line,
    signed,
)
from games.barbu.rulesets import RULE_SETS
from render.barbu.doubles import DOUBLED, REDOUBLED, double_items

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


def money(amount: int) -> str:
    """Marley's settlement of a total against 100: "pays 40", "gets 20", "even"."""
    if amount > 0:
        return t("barbu-money-pays", amount=amount)
    return t("barbu-money-gets", amount=-amount) if amount < 0 else t("barbu-money-even")


def doubles_legend() -> str:
    """How the images write the doubles ("Alice → Bob"), in render/barbu/doubles.py's notation."""
    return t("barbu-doubles-legend", doubled=DOUBLED, redoubled=REDOUBLED)


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


def table_words(view: dict[str, Any], names: list[str]) -> dict[str, Any]:
    """Every word the table image shows (render/barbu/table.py `render_barbu_table` lists
    the keys): what needs the picture; the rest is the message's text (`table_status`)."""
    phase = view["phase"]
    money_text = [money(amount) for amount in view["money"]] if view.get("money") else None
    places = view.get("places") or [1] * 4
    words: dict[str, Any] = {
        "seats": [seat_line(view, seat, money_text) for seat in range(4)],
        "totals": [
            t("barbu-total-place", place=ordinal(places[seat]), score=number(score))
            if phase == "over" and view.get("places")
            else t("barbu-total", score=number(score))
            for seat, score in enumerate(view["scores"])
        ],
        "tag": t("barbu-tag", phase=phase) if phase in ("contract", "double", "play") else "",
        "not_opened": t("barbu-not-opened"),
        "chip": t("barbu-dealer-chip"),
        "faces": card_faces(),
    }
    if view["rules"] == "barbu" and not view.get("out") and view.get("domino_rank"):
        words["opening"] = t("barbu-opening", rank=rank_arg(view["domino_rank"]))
    return words


# ------------------------------------------------------- the table message's text


def table_status(view: dict[str, Any], mentions: list[str]) -> str:
    """The words above the table's picture, a sentence a line: what is played and where
    the series is, what the table waits for, what just happened; Marley's rule."""
    title = rules_title(view["rules"])
    if view.get("is_over") or view["phase"] == "over":
        return final_head(view["rules"])
    said = {"title": title, "deal": view["deal"], "deals": view["deals"]}
    if view["phase"] == "contract" or not view.get("contract"):
        lines = [t("barbu-status-choosing", **said)]
    else:
        lines = [
            t(
                "barbu-status-contract",
                rules=view["rules"],
                declarer=mentions[view["declarer"]],
                contract=contract_name(view["contract"]),
                **said,
            )
        ]
    lines.append(doing(view, mentions))
    tricks = view.get("tricks") or []
    if view["phase"] == "play" and tricks and not view.get("trick"):
        lines.append(t("barbu-status-took", name=mentions[tricks[-1]["winner"]]))
    if view["rules"] == "marley":
        lines.append(t("barbu-status-lowest-wins"))
    return "\n".join(lines)


def table_details(view: dict[str, Any], mentions: list[str]) -> list[str]:
    """The words below the table's picture: the doubles with their legend while a deal is
    doubled and played; the final standings once the series is over."""
    phase = view["phase"]
    if phase == "over":
        return [_standings(view, mentions)]
    if not RULE_SETS[view["rules"]].doubling or phase not in ("double", "play"):
        return []
    doubles = view.get("doubles") or []
    if not doubles:
        return [t("barbu-details-no-doubles", phase=phase)]
    items = " · ".join(double_items(doubles, mentions))
    return [t("barbu-details-doubles", doubles=items) + "\n-# " + doubles_legend()]


def _standings(view: dict[str, Any], mentions: list[str]) -> str:
    places = view.get("places") or [1] * 4
    cash = view.get("money")
    lines = [f"**{t('barbu-final-standings')}**"]
    for seat in sorted(range(4), key=lambda s: (places[s], s)):
        score = final_score(view["scores"][seat], cash[seat] if cash else None)
        lines.append(place_line(places[seat], mentions[seat], score))
    return "\n".join(lines)


def table_alt(view: dict[str, Any], names: list[str]) -> str:
    """The picture's alt text: what is in the centre (the trick and who played each card,
    or the Domino layout), then the seats' panels; at the end, the final standings."""
    if view["phase"] == "over":
        return _standings_alt(view, names)
    words = table_words(view, names)
    lines, totals = words["seats"], words["totals"]
    seats = t("barbu-list-separator").join(
        t("barbu-alt-seat", name=names[seat], line=lines[seat], total=totals[seat])
        for seat in range(4)
    )
    parts = [_centre_alt(view, names), t("barbu-alt-seats", seats=seats)]
    return " ".join(part for part in parts if part)


def _centre_alt(view: dict[str, Any], names: list[str]) -> str:
    if view["phase"] != "play":
        return ""
    if "layout" in view:
        return _layout_alt(view)
    trick, tricks = view.get("trick") or [], view.get("tricks") or []
    if trick:
        (leader, led), *rest = trick
        suit = t("barbu-suit", suit=led[1])
        plays = [t("barbu-trick-led", name=names[leader], card=card_text(led), suit=suit)]
        plays += [t("barbu-trick-played", name=names[s], card=card_text(c)) for s, c in rest]
        number = len(tricks) + 1
        return t(
            "barbu-trick-line",
            number=number,
            tricks=len(tricks) + max(view["hand_sizes"]),
            plays=", ".join(plays),
        )
    if not tricks:
        return ""
    last = tricks[-1]
    listed = ", ".join(
        f"{names[(last['leader'] + i) % 4]} {card_text(card)}"
        for i, card in enumerate(last["cards"])
    )
    # deal 0: the trick is of the deal under way
    return t("barbu-previous", number=len(tricks), deal=0, plays=listed, name=names[last["winner"]])


def _layout_alt(view: dict[str, Any]) -> str:
    laid = view.get("layout") or {}
    if not any(laid.values()) and view.get("domino_rank"):
        return t("barbu-refused-layout-opens-with", rank=rank_arg(view["domino_rank"]))
    rules = RULE_SETS[view["rules"]]
    options = view.get("options") or {}
    if rules.name == "marley" and "domino_order" not in options:
        options = {**options, "domino_order": "standard"}
    order = rules.domino_order(options)
    rows = []
    for suit in "SHCD":
        cards = sorted(laid.get(suit) or [], key=lambda card: order.index(card[0]))
        if not cards:
            rows.append(t("barbu-alt-row-closed", suit=t("barbu-suit", suit=suit)))
        elif len(cards) == 1:
            rows.append(card_text(cards[0]))
        else:
            rows.append(t("barbu-alt-row", low=card_text(cards[0]), high=card_text(cards[-1])))
    return t("barbu-alt-layout", rows=", ".join(rows))


def _standings_alt(view: dict[str, Any], names: list[str]) -> str:
    places = view.get("places") or [1] * 4
    cash = view.get("money")
    listed = ", ".join(
        t(
            "barbu-alt-place",
            place=ordinal(places[seat]),
            name=names[seat],
            score=final_score(view["scores"][seat], cash[seat] if cash else None),
        )
        for seat in sorted(range(4), key=lambda s: (places[s], s))
    )
    return t("barbu-alt-final", places=listed)


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
    # The double and its effect are one message: "Bob redoubled Alice" is said whole, and
    # each language orders it with the points as it likes.
    said = {
        "level": "redouble" if level > 1 else "double",
        "doubler": names[doubler],
        "doubled": names[doubled],
    }
    if not moved:
        return t("barbu-double-no-change", **said)
    return t("barbu-double-effect", gain=signed(moved), loss=signed(-moved), **said)


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
    effects = t("barbu-list-separator").join(
        _double_effect(pair, entry["scores"], names) for pair in doubles
    )
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
    settle = "pays" if money_amount > 0 else "gets" if money_amount < 0 else "even"
    amount = abs(money_amount)
    return t("barbu-final-score", count=score, score=number(score), settle=settle, amount=amount)


def lobby_details(deals: int, timer: str) -> list[str]:
    return [t("barbu-lobby-deals", count=deals), timer]


# ------------------------------------------------------------------- moves


def move_words(
    kind: str, rest: str, rules: str, names: list[str], doubled_me: set[int], card: str
) -> MoveWords:
    """A move as the time-out notice and the hint tell it (`barbu-timed-out`, `barbu-hint`):
    which of their sentences (`play`, `contract`, `nobody`, `doubled`, `redoubled`,
    `redoubled-doubled`, `pass`) and what it shows. `rest` is the contract's name for a
    contract, the seats doubled for a double; a double of a seat in `doubled_me` (who had
    doubled the mover) is a redouble."""
    values: dict[str, str | int] = {
        "card": card,
        "contract": rest if kind == "contract" else "",
        "rules": rules,
        "doubled": "",
        "redoubled": "",
    }
    if kind in ("play", "contract"):
        return MoveWords("barbu", kind, values)
    if kind != "double":
        return MoveWords("barbu", "pass", values)
    seats = [int(s) for s in rest.split(",") if s]
    redoubled = [names[s] for s in seats if s in doubled_me]
    doubled = [names[s] for s in seats if s not in doubled_me]
    values.update(doubled=listing(doubled), redoubled=listing(redoubled))
    if redoubled and doubled:
        return MoveWords("barbu", "redoubled-doubled", values)
    if redoubled:
        return MoveWords("barbu", "redoubled", values)
    return MoveWords("barbu", "doubled" if doubled else "nobody", values)


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


def waiting_for(who: str | None) -> str:
    """The hand's line while others play: a person by name, or (None) the computer players,
    each its own sentence."""
    if who is None:
        return t("barbu-waiting-for-computers")
    return t("barbu-waiting-for", who=who)


def hand_title(name: str, view: dict[str, Any]) -> str:
    if view["contract"]:
        contract = contract_name(view["contract"])
        return t("barbu-hand-title-contract", name=name, deal=deal_of(view), contract=contract)
    return t("barbu-hand-title", name=name, deal=deal_of(view))


def double_label(verb_redouble: bool, name: str, locked: bool) -> str:
    key = "barbu-redouble-button" if verb_redouble else "barbu-double-button"
    return t(key, name=name) + (" 🔒" if locked else "")


def confirm_label(names: list[str]) -> str:
    """The Confirm button: "Confirm: Alice and Bob", "Confirm: nobody"; "Confirm: 3
    players" when the names would not fit in a button's label (the menu above it shows
    them), rather than a name cut short."""
    label = t("barbu-confirm", names=listing(names))
    if len(label) <= BUTTON_LABEL_LIMIT:
        return label
    return t("barbu-confirm-count", count=len(names))


def must_double(declarer: str, owed: int) -> str:
    return " " + t("barbu-must-double", declarer=declarer, owed=owed)
