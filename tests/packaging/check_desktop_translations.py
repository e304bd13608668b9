#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
"""check_desktop_translations.py DESKTOP_FILE METAINFO_FILE LANG...

Every text users read in the desktop entry and the AppStream metainfo has a translation in each
LANG: the desktop entry's GenericName, Comment and Keywords; the metainfo's summary, each
paragraph and list of the description (release notes included) and each screenshot caption, and
its keywords. (Name is the product name and stays as it is.) Prints what is missing.
"""
import sys
import xml.etree.ElementTree as ET

XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def desktop_missing(path, langs):
    keys = {}
    group = None
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if line.startswith("["):
                group = line
            elif group == "[Desktop Entry]" and "=" in line and not line.startswith("#"):
                key = line.split("=", 1)[0]
                keys[key] = True
    return [f"{path}: {key}[{lang}]"
            for key in ("GenericName", "Comment", "Keywords")
            for lang in langs if f"{key}[{lang}]" not in keys]


def count_by_lang(elements):
    counts = {}
    for e in elements:
        lang = e.get(XML_LANG)
        counts[lang] = counts.get(lang, 0) + 1
    return counts


def metainfo_missing(path, langs):
    root = ET.parse(path).getroot()
    missing = []

    def check(where, elements):
        counts = count_by_lang(elements)
        for lang in langs:
            if counts.get(lang, 0) != counts.get(None, 0):
                missing.append(f"{path}: {where}: {counts.get(None, 0)} in English, "
                               f"{counts.get(lang, 0)} in {lang}")

    check("summary", root.findall("summary"))
    descriptions = [("description", root.find("description"))]
    descriptions += [(f"release {r.get('version')}", r.find("description"))
                     for r in root.iter("release") if r.find("description") is not None]
    for where, description in descriptions:
        for tag in ("p", "ul"):
            check(f"{where} <{tag}>", description.findall(tag))
    for i, screenshot in enumerate(root.iter("screenshot"), 1):
        check(f"screenshot {i} caption", screenshot.findall("caption"))
    keywords = root.find("keywords")
    if keywords is not None:
        counts = count_by_lang(keywords.findall("keyword"))
        missing += [f"{path}: no keywords in {lang}" for lang in langs if not counts.get(lang)]
    return missing


def main():
    desktop, metainfo, *langs = sys.argv[1:]
    missing = desktop_missing(desktop, langs) + metainfo_missing(metainfo, langs)
    for m in missing:
        print("missing translation:", m)
    if missing:
        return 1
    print(f"desktop entry and metainfo translated into {', '.join(langs)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
