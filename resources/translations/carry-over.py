#!/usr/bin/python3
"""Carries finished translations over to strings that moved to another class.

Qt's tr() context is the class name, so when code moves from one class to another (a page split
into tabs, a page's calls moved into a session) lupdate sees new, unfinished strings and, with
-no-obsolete, forgets the old ones. Run this after `update_translations` with the .ts file as it
was before (for example `git show HEAD:resources/translations/clusterdesk_zh_CN.ts > old.ts`): every
unfinished message whose source text (and disambiguation comment) has a finished translation in
the old file gets that translation, taken from the same context when it had one there. Nothing is
invented: a string that is new in substance stays unfinished, and the translations test says so.

Usage: carry-over.py OLD.ts NEW.ts   (NEW.ts is rewritten in place; lupdate formats it again.)
"""

import sys
import xml.etree.ElementTree as ET


def key(message):
    source = message.findtext("source") or ""
    comment = message.findtext("comment") or ""
    return source, comment


def finished(message):
    translation = message.find("translation")
    if translation is None or translation.get("type") in ("unfinished", "obsolete", "vanished"):
        return None
    return translation


def main(old_path, new_path):
    old = ET.parse(old_path).getroot()
    by_context = {}
    anywhere = {}
    for context in old.iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = finished(message)
            if translation is None:
                continue
            by_context[(name,) + key(message)] = translation
            anywhere.setdefault(key(message), translation)

    tree = ET.parse(new_path)
    carried = 0
    left = 0
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") != "unfinished":
                continue
            source = by_context.get((name,) + key(message)) or anywhere.get(key(message))
            if source is None:
                left += 1
                continue
            message.remove(translation)
            copy = ET.fromstring(ET.tostring(source))
            copy.tail = translation.tail
            message.append(copy)
            carried += 1
    tree.write(new_path, encoding="utf-8", xml_declaration=True)
    # ElementTree drops the doctype lupdate writes; put it back so the file diffs cleanly.
    with open(new_path, encoding="utf-8") as f:
        text = f.read()
    if "<!DOCTYPE TS>" not in text:
        text = text.replace("?>\n", "?>\n<!DOCTYPE TS>\n", 1)
    with open(new_path, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"{new_path}: carried {carried} translation(s) over, {left} still unfinished")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
