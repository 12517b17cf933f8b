"""The two rule sets of the Barbu table as data: Barbu (52 cards) and Marley's Guillotine.

Everything that differs between them (pack, deals, who declares, contracts,
card and trick points, rank order, options) lives here, so that the state
machine in `state.py` reads one `RuleSet` and never tests the rule set's name.
See `docs/barbu.md`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from games.cards import RANKS

SEATS = 4


@dataclass(frozen=True)
class Contract:
    """One contract (Barbu) or game (Marley) and how it scores."""

    name: str  # notation, e.g. "no-queens"
    total: int  # what one deal of it sums to, before doubles
    card_points: dict[str, int] = field(default_factory=dict)  # per card taken
    trick_points: tuple[int, ...] = ()  # per trick taken, by trick index
    ends_when_taken: frozenset[str] = frozenset()  # the deal stops once all are taken
    face_up: frozenset[str] = frozenset()  # cards shown face up when taken
    no_heart_leads: bool = False
    positive: bool = False  # Barbu: only the declarer may be doubled
    domino: bool = False


def _each(cards: str, points: int) -> dict[str, int]:
    return {card: points for card in cards.split()}


HEARTS = " ".join(rank + "H" for rank in RANKS)
QUEENS = "QS QH QD QC"
MARLEY_SPADES = " ".join(rank + "S" for rank in "789TJQKA")


def _barbu_contracts() -> dict[str, Contract]:
    hearts = _each(HEARTS, -2) | {"AH": -6}
    return {
        c.name: c
        for c in (
            Contract("no-tricks", -26, trick_points=(-2,) * 13),
            Contract(
                "no-hearts",
                -30,
                card_points=hearts,
                face_up=frozenset(hearts),
                no_heart_leads=True,
            ),
            Contract(
                "no-queens",
                -24,
                card_points=_each(QUEENS, -6),
                ends_when_taken=frozenset(QUEENS.split()),
                face_up=frozenset(QUEENS.split()),
            ),
            Contract(
                "no-king",
                -20,
                card_points={"KH": -20},
                ends_when_taken=frozenset({"KH"}),
                face_up=frozenset({"KH"}),
                no_heart_leads=True,
            ),
            Contract("no-last-two", -30, trick_points=(0,) * 11 + (-10, -20)),
            Contract("trumps", 65, trick_points=(5,) * 13, positive=True),
            Contract("domino", 65, positive=True, domino=True),
        )
    }


def _marley_contracts() -> dict[str, Contract]:
    guillotine_cards = _each(MARLEY_SPADES, 5) | _each(QUEENS, 10) | {"QS": 15, "KH": 10}
    return {
        c.name: c
        for c in (
            Contract("royalty", 30, card_points={"KH": 20, "QS": 10}),
            Contract("queens", 30, card_points=_each(QUEENS, 10) | {"KH": -10}),
            Contract("spades", 30, card_points=_each(MARLEY_SPADES, 5) | {"KH": -10}),
            Contract("parlement", -50, card_points={"KH": -10}, trick_points=(-5,) * 8),
            Contract(
                "guillotine",
                100,
                card_points=guillotine_cards,
                trick_points=(5, 0, 0, 0, 0, 0, 0, 5),
            ),
            Contract("dominoes", -40, domino=True),
        )
    }


@dataclass(frozen=True)
class RuleSet:
    name: str
    title: str  # the English name, for logs and benches; players read the catalogue's
    pack: int
    hand_size: int
    deals: int
    contracts: dict[str, Contract]
    trick_order: str  # ranks low to high in trick play
    higher_is_better: bool
    doubling: bool
    ace_bonus: bool  # Marley's Dominoes: an ace lets its player go on playing
    declarer_runs: bool  # Barbu: one declarer for a run of deals; Marley: the deal rotates
    # option name -> allowed values, the default first
    options: dict[str, tuple[str, ...]]

    def declarer(self, deal: int) -> int:
        """Who declares (and deals) deal number `deal` (1-based)."""
        if self.declarer_runs:
            return (deal - 1) // len(self.contracts)
        return (deal - 1) % SEATS

    def cycle_position(self, deal: int) -> int:
        """0-based position of `deal` in its declarer's run of deals (Barbu's 7-deal cycle)."""
        return (deal - 1) % len(self.contracts)

    def domino_order(self, options: dict[str, str]) -> str:
        if self.name == "barbu":
            return RANKS
        return "789JQKTA" if options["domino_order"] == "french" else "789TJQKA"

    def domino_scores(self, options: dict[str, str]) -> tuple[int, ...]:
        """Points by finishing order in the domino contract; play stops after len(...)-1 out."""
        if self.name == "barbu":
            return tuple(int(x) for x in options["domino_scores"].split(","))
        return (-30, -10, 0)


BARBU = RuleSet(
    name="barbu",
    title="Barbu",
    pack=52,
    hand_size=13,
    deals=28,
    contracts=_barbu_contracts(),
    trick_order=RANKS,
    higher_is_better=True,
    doubling=True,
    ace_bonus=False,
    declarer_runs=True,
    options={
        "first_lead": ("declarer", "right"),
        "domino_scores": ("40,20,5,0", "45,20,5,-5"),
        "heart_lead": ("only-hearts", "after-discard"),
        "discard": ("free", "must-trump"),
    },
)

MARLEY = RuleSet(
    name="marley",
    title="Marley's Guillotine",
    pack=32,
    hand_size=8,
    deals=24,
    contracts=_marley_contracts(),
    trick_order="789JQKTA",
    higher_is_better=False,
    doubling=False,
    ace_bonus=True,
    declarer_runs=False,
    options={"domino_order": ("standard", "french")},
)

RULE_SETS = {BARBU.name: BARBU, MARLEY.name: MARLEY}


def resolve_options(options: dict | None) -> tuple[RuleSet, dict[str, str]]:
    """Validate table options; return the rule set and the options with defaults filled in.

    Raises ValueError naming any unknown key or value.
    """
    given = dict(options or {})
    rules_name = given.pop("rules", "barbu")
    if rules_name not in RULE_SETS:
        raise ValueError(
            f"unknown value {rules_name!r} for option 'rules' (choose from: barbu, marley)"
        )
    rules = RULE_SETS[rules_name]
    resolved = {"rules": rules_name}
    for key, value in given.items():
        if key not in rules.options:
            known = ", ".join(["rules", *rules.options])
            raise ValueError(f"unknown option {key!r} for {rules.title} (known: {known})")
        if value not in rules.options[key]:
            allowed = ", ".join(rules.options[key])
            raise ValueError(f"unknown value {value!r} for option {key!r} (choose from: {allowed})")
    for key, choices in rules.options.items():
        resolved[key] = given.get(key, choices[0])
    return rules, resolved
