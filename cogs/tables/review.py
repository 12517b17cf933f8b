"""The **Review** button's answer: a finished deal (a Barbu deal, a Gin Slaughtre game, a
Guillotine day) as it is now public, shown privately to whoever asks, players and
watchers alike, in their own language. It changes nothing.

What a review shows is its game adapter's (`review`: worked out from the table's log by
the game, games/<game>/review.py); here, the checks and the pages. A deal that is not
over (a stale or forged button: the deal number is in its custom id) is refused in a short
answer, and a table the database does not know gets the usual one (gone.py). A finished
table is read back from storage when it is no longer held in memory (after a restart),
and dropped once answered: nothing of a review is kept.

A review longer than a message holds (a Guillotine day, a long Gin Slaughtre game) is
cut into pages, between its sections, each page an edit of the same private message
through its Previous and Next buttons (`ReviewButton`s with the page in their ids).

`Reviews` is a part of the table UI (cogs/tables/ui.py); it keeps nothing.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.tables import Table, TableHub
from cogs.i18n import t
from cogs.tables.adapter import DealReview
from cogs.tables.clicks import tell
from cogs.tables.components import ReviewButton
from cogs.tables.gone import table_gone
from cogs.tables.layout import ALT_TEXT_LIMIT
from cogs.tables.toolkit import Toolkit
from cogs.tables.words import file_name, image_file
from render.theme import FELT

# Discord takes 4,000 characters of text in a whole Components V2 message: a page keeps
# well under it, its title and page line included.
PAGE_TEXT = 3600
IMAGE_KEY = "tables-image-review"


def paginate(review: DealReview) -> list[list[str]]:
    """The review's sections, in pages of at most PAGE_TEXT characters with the title;
    a section is never split across pages (one longer than a page alone is cut)."""
    room = max(500, PAGE_TEXT - len(review.title) - 100)
    pages: list[list[str]] = [[]]
    used = 0
    for section in review.sections:
        if len(section) > room:
            section = section[: room - 1] + "…"
        if pages[-1] and used + len(section) + 2 > room:
            pages.append([])
            used = 0
        pages[-1].append(section)
        used += len(section) + 2
    return pages


def review_layout(
    table_id: int, deal: int, review: DealReview, page: int, image: bytes | None
) -> tuple[discord.ui.LayoutView, list[discord.File]]:
    """One page of a review as a Components V2 layout, and its image's file (page 0)."""
    pages = paginate(review)
    page = min(page, len(pages) - 1)
    view = discord.ui.LayoutView(timeout=None)
    container: discord.ui.Container[discord.ui.LayoutView] = discord.ui.Container(
        accent_colour=discord.Colour.from_rgb(*FELT)
    )
    heading = review.title
    if len(pages) > 1:
        heading += "\n" + t("tables-review-page", page=page + 1, pages=len(pages))
    container.add_item(discord.ui.TextDisplay(heading))
    files: list[discord.File] = []
    if image is not None and page == 0:
        alt = review.alt or t(f"{IMAGE_KEY}.alt")
        alt = alt if len(alt) <= ALT_TEXT_LIMIT else alt[: ALT_TEXT_LIMIT - 1] + "…"
        files.append(image_file(image, IMAGE_KEY, alt))
        item = discord.MediaGalleryItem(f"attachment://{file_name(IMAGE_KEY)}", description=alt)
        container.add_item(discord.ui.MediaGallery(item))
    body = "\n\n".join(pages[page])
    if body.strip():
        container.add_item(discord.ui.TextDisplay(body))
    if len(pages) > 1:
        turns: list[discord.ui.Item[Any]] = []
        if page > 0:
            turns.append(ReviewButton(table_id, deal, page - 1, label=t("tables-review-previous")))
        if page < len(pages) - 1:
            turns.append(ReviewButton(table_id, deal, page + 1, label=t("tables-review-next")))
        container.add_item(discord.ui.ActionRow(*turns))
    view.add_item(container)
    return view, files


class Reviews:
    """Answers **Review** and turns its pages."""

    def __init__(self, kit: Toolkit, hub: TableHub) -> None:
        self.kit = kit
        self.hub = hub

    async def _table(self, table_id: int) -> Table | None:
        """The table: the hub's if it holds it, else read back from storage (a finished
        table after a restart), not kept."""
        table = self.hub.get(table_id)
        if table is not None:
            return table
        record = await self.hub.storage.get_table(table_id)
        if record is None or record.status not in ("playing", "finished"):
            return None
        return Table(record)

    async def on_review(
        self, interaction: discord.Interaction, table_id: int, deal: int, page: int
    ) -> None:
        if await table_gone(self.hub, interaction, table_id):
            return
        table = await self._table(table_id)
        adapter = self.kit.adapter(table) if table is not None else None
        # The deal must be over now, whatever the button says: the state and the log are
        # read together, with no wait between, so they are of one moment.
        if (
            table is None
            or adapter is None
            or table.state is None
            or deal >= adapter.deals_over(table)
        ):
            await tell(interaction, t("tables-review-not-over"))
            return
        review = adapter.review(table, deal)
        if review is None:
            await tell(interaction, t("tables-review-not-over"))
            return
        page = min(page, len(paginate(review)) - 1)
        message = interaction.message
        turning = message is not None and message.flags.ephemeral
        drawing = review.picture if page == 0 else None
        if drawing is None:
            view, files = review_layout(table_id, deal, review, page, None)
            if turning:
                await interaction.response.edit_message(view=view, attachments=files)
            else:
                await interaction.response.send_message(
                    view=view, ephemeral=True, allowed_mentions=discord.AllowedMentions.none()
                )
            return
        # The picture is drawn in a worker: acknowledge first.
        if turning:
            await interaction.response.defer()
        else:
            await interaction.response.defer(ephemeral=True, thinking=True)
        image = await self.kit.draw(drawing)
        view, files = review_layout(table_id, deal, review, page, image)
        await interaction.edit_original_response(
            view=view, attachments=files, allowed_mentions=discord.AllowedMentions.none()
        )
