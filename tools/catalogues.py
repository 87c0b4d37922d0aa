"""Bring the catalogue of every language up to date with the template, and compile them.

``make catalogues`` runs ``pybabel extract`` (the template ``locale/tessera.pot`` from the
English tables), then this. A message is matched by its key (the context), not by its English:
- same key, same English: the translation stays;
- same key, changed English: the translation stays but turns fuzzy, with the old English kept
  as ``#| msgid`` for the translator (a fuzzy message is not compiled, so it reads in English
  until someone checks it, and the language tests fail until then);
- a new key gets an empty translation; a key the code dropped is dropped.

``pybabel update`` is not used because it matches by English: a changed English would lose
its translation, or borrow the translation of another key whose English looks alike.

A language of ``core.settings.LANGUAGES`` without a catalogue gets an empty one.
"""

from __future__ import annotations

import sys
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core.settings import LANGUAGES  # noqa: E402

LOCALE = ROOT / "locale"
DOMAIN = "tessera"
WIDTH = 100


def forms(text) -> tuple:
    return tuple(text) if isinstance(text, (list, tuple)) else (text,)


def carried(old: Message | None, new: Message, plurals: int) -> tuple[object, bool]:
    """The translation ``new`` starts from, and whether it needs a translator's look."""
    plural = isinstance(new.id, (list, tuple))
    if old is None or not any(forms(old.string)):
        return (("",) * plurals if plural else ""), False
    kept = forms(old.string)
    string = (kept + kept[-1:] * plurals)[:plurals] if plural else kept[0]
    changed = forms(old.id) != forms(new.id)
    return string, old.fuzzy or changed


def update(catalog: Catalog, template: Catalog) -> None:
    """Make ``catalog`` hold exactly the template's messages, in its order (see above)."""
    old = {message.context: message for message in catalog if message.id}
    for message in old.values():
        catalog.delete(message.id, message.context)
    for new in template:
        if not new.id:
            continue
        before = old.get(new.context)
        string, fuzzy = carried(before, new, catalog.num_plurals)
        previous = before.id if fuzzy and before is not None and before.id != new.id else ()
        catalog.add(
            new.id,
            string,
            context=new.context,
            flags={*new.flags, "fuzzy"} if fuzzy else new.flags,
            previous_id=previous,
            user_comments=translator_notes(before),
        )


def translator_notes(message: Message | None) -> list[str]:
    """A translator's own comments on a message (Babel reads back ``#|`` lines as comments
    starting with ``|``: those were the old English, written afresh when still relevant)."""
    if message is None:
        return []
    return [note for note in message.user_comments if not note.startswith("|")]


def refresh(code: str, template: Catalog) -> None:
    po = LOCALE / code / "LC_MESSAGES" / f"{DOMAIN}.po"
    if po.exists():
        with po.open("rb") as handle:
            catalog = read_po(handle, locale=code)
    else:
        po.parent.mkdir(parents=True, exist_ok=True)
        catalog = Catalog(locale=code, project="Tessera", version="")
    update(catalog, template)
    with po.open("wb") as handle:
        write_po(handle, catalog, width=WIDTH, include_previous=True)
    with po.with_suffix(".mo").open("wb") as handle:
        write_mo(handle, catalog)
    waiting = sum(1 for m in catalog if m.id and (m.fuzzy or not all(forms(m.string))))
    print(f"{code}: {waiting} of {len(catalog)} messages to translate or check")


def main() -> int:
    with (LOCALE / f"{DOMAIN}.pot").open("rb") as handle:
        template = read_po(handle)
    for code in LANGUAGES:
        if code != "en":
            refresh(code, template)
    return 0


if __name__ == "__main__":
    sys.exit(main())
