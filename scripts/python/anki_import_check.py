"""Imports a file written by `codable-tutor cards --export anki` into a fresh Anki collection
with Anki's own library (the `anki` package, headless), and checks what Anki made of it:
one note per line, each note's fields, tags, deck and note type as the file has them; then
imports it a second time (or SECOND, another export of the same cards made separately, whose
GUIDs must be the same) and checks that nothing was duplicated; then changes one card's back
and imports that, and checks that its note was updated in place.

Usage: python anki_import_check.py FILE --expect-notes N [--second SECOND]
Exits 0 when all holds, 1 with what did not.
"""

import argparse
import csv
import sys
import tempfile
from pathlib import Path

from anki.collection import Collection, ImportCsvRequest

GLOBAL_TAG = "codable-tutor"


def read_export(path):
    """The file's `#` headers as a dict, and its notes as dicts keyed by the `#columns:` labels."""
    headers, rows = {}, []
    with open(path, encoding="utf-8", newline="") as file:
        lines = file.read().split("\n")
    body = []
    for line in lines:
        if line.startswith("#") and not body:
            key, _, value = line[1:].partition(":")
            headers[key] = value
        elif line:
            body.append(line)
    labels = headers["columns"].split("\t")
    for fields in csv.reader(body, delimiter="\t", quoting=csv.QUOTE_NONE):
        if len(fields) != len(labels):
            raise SystemExit(f"a note has {len(fields)} fields, the header names {len(labels)}: {fields[:1]}")
        rows.append(dict(zip(labels, fields)))
    return headers, rows


def import_file(collection, path):
    metadata = collection.get_csv_metadata(path=str(path), delimiter=None)
    return metadata, collection.import_csv(ImportCsvRequest(path=str(path), metadata=metadata)).log


def notes_by_guid(collection):
    found = {}
    for note_id in collection.find_notes(""):
        note = collection.get_note(note_id)
        found[note.guid] = note
    return found


def check(path, expected_notes, second=None, without_code=frozenset()):
    problems = []
    headers, rows = read_export(path)
    for key, value in {"separator": "tab", "html": "true", "notetype": "Basic", "tags": GLOBAL_TAG}.items():
        if headers.get(key) != value:
            problems.append(f"header #{key} is {headers.get(key)!r}, not {value!r}")
    if len(rows) != expected_notes:
        problems.append(f"the file holds {len(rows)} notes, not {expected_notes}")
    with tempfile.TemporaryDirectory(prefix="anki-check-") as folder:
        collection = Collection(str(Path(folder) / "collection.anki2"))
        try:
            metadata, log = import_file(collection, path)
            if metadata.guid_column != 1 or not metadata.is_html:
                problems.append(f"Anki reads the GUID from column {metadata.guid_column}, HTML {metadata.is_html}")
            if len(log.new) != len(rows) or collection.note_count() != len(rows):
                problems.append(f"the first import made {len(log.new)} new notes ({collection.note_count()} in all), not {len(rows)}")
            notes = notes_by_guid(collection)
            for row in rows:
                note = notes.get(row["GUID"])
                if note is None:
                    problems.append(f"no note has the GUID {row['GUID']}")
                    continue
                deck = collection.decks.name(note.cards()[0].did)
                tags = set(note.tags)
                if note.note_type()["name"] != "Basic":
                    problems.append(f"{row['GUID']}: note type {note.note_type()['name']}")
                if note.fields != [row["Front"], row["Back"]]:
                    problems.append(f"{row['GUID']}: fields differ from the file's: {note.fields[0][:60]!r}…")
                if tags != {GLOBAL_TAG, *row["Tags"].split()}:
                    problems.append(f"{row['GUID']}: tags {sorted(tags)}, not {row['Tags']} and {GLOBAL_TAG}")
                if deck != row["Deck"]:
                    problems.append(f"{row['GUID']}: deck {deck}, not {row['Deck']}")
                # A card that runs code shows it; a card of words alone (named by the test) has none.
                if "<pre>" not in row["Back"] and row["GUID"] not in without_code:
                    problems.append(f"{row['GUID']}: the back has no <pre> block of code")
            cards = collection.card_count()

            _, again = import_file(collection, second or path)
            if len(again.new) != 0 or collection.note_count() != len(rows) or collection.card_count() != cards:
                problems.append(f"the second import added {len(again.new)} notes: {collection.note_count()} notes now")

            # A card reworded since the last export: the note with its GUID changes, no note is added.
            changed = Path(folder) / "changed.txt"
            text = Path(path).read_text(encoding="utf-8")
            first = rows[0]
            changed.write_text(text.replace(first["Back"], first["Back"] + "<p>Reworded.</p>", 1), encoding="utf-8")
            _, update = import_file(collection, changed)
            note = notes_by_guid(collection)[first["GUID"]]
            if len(update.new) != 0 or collection.note_count() != len(rows) or not note.fields[1].endswith("<p>Reworded.</p>"):
                problems.append(f"importing a reworded card added {len(update.new)} notes and left its back as it was")
        finally:
            collection.close()
    return problems, len(rows)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file")
    parser.add_argument("--expect-notes", type=int, required=True)
    parser.add_argument("--second", help="another export of the same cards, imported second")
    parser.add_argument("--without-code", default="", help="GUIDs, separated by commas, of cards that have no code")
    arguments = parser.parse_args()
    without_code = frozenset(guid for guid in arguments.without_code.split(",") if guid)
    problems, count = check(arguments.file, arguments.expect_notes, arguments.second, without_code)
    if problems:
        print(f"Anki import check of {arguments.file}: {len(problems)} problem(s):")
        for problem in problems[:20]:
            print("  " + problem)
        sys.exit(1)
    print(f"Anki import check: {count} notes imported into a fresh collection with fields, tags and decks as exported; "
          "a second import added none; a reworded card updated its note.")


if __name__ == "__main__":
    main()
