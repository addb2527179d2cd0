#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 Social Desktop contributors
# SPDX-License-Identifier: GPL-2.0-or-later
"""
The widget's QML rules for what came from the network (issue 14: every server is untrusted):

  text-format   every Text-like item (Label, Heading, Text, Title, Paragraph, DescriptiveLabel) sets
                `textFormat: Text.PlainText`; the only exception is a block marked `// lint: linkified`
                whose rich text comes from Links.linkify() (escaped and linked in C++).
  placeholder   no PlaceholderMessage (it shows its texts as automatic text): use PlainPlaceholder.
  tooltip       no attached `ToolTip.text` (automatic text): use PlainToolTip.
  tooltip-format a widget tooltip (Plasmoid.toolTipMainText on Plasma 5, the root's toolTipMainText on Plasma 6) comes
                with `toolTipTextFormat: Text.PlainText` (Plasmoid's or the root's).
  open-url      no Qt.openUrlExternally: links go through Links.openExternal().
  image-source  an Avatar or Image `source:` that is not a constant goes through RemoteImages.source().

Usage: plaintextlint.py DIR            lints every .qml file under DIR; fails on any finding.
       plaintextlint.py --self-test DIR  the findings must be exactly the lines marked `// expect: RULE`.
"""

import pathlib
import re
import sys

import qmllint

TEXT_TYPES = re.compile(r"^\s*(?:delegate:\s*|contentItem:\s*)?(?:[A-Za-z0-9]+\.)?(Label|Heading|Text|Title|Paragraph|DescriptiveLabel)\s*\{")
PLACEHOLDER = re.compile(r"^\s*(?:[A-Za-z0-9]+:\s*)?(?:[A-Za-z0-9]+\.)?PlaceholderMessage\s*\{")
IMAGE_TYPES = re.compile(r"^\s*(?:[A-Za-z0-9]+:\s*)?(?:[A-Za-z0-9]+\.)?(Avatar|Image|AnimatedImage)\s*\{")
PLAIN = re.compile(r"^\s*textFormat:\s*(?:Text|TextEdit)\.PlainText\s*;?\s*(//.*)?$")


def block(lines, start):
    """The lines of the item declared on lines[start], with each line's depth inside it (1 = its own properties)."""
    depth = 0
    result = []
    for index in range(start, len(lines)):
        code = qmllint.code_of(lines[index])
        before = depth
        depth += code.count("{") - code.count("}")
        result.append((index, before, lines[index]))
        if depth <= 0 and index > start:
            break
        if depth <= 0 and index == start and "{" in code:
            break
    return result


def lint_file(path):
    findings = []
    lines = path.read_text(encoding="utf-8").split("\n")
    text = "\n".join(lines)
    for number, line in enumerate(lines):
        code = qmllint.code_of(line)
        if "Qt.openUrlExternally" in line and not line.strip().startswith("//"):
            findings.append((number + 1, "open-url"))
        if re.search(r"\bToolTip\.text\s*:", code):
            findings.append((number + 1, "tooltip"))
        if PLACEHOLDER.match(code):
            findings.append((number + 1, "placeholder"))
        if TEXT_TYPES.match(code):
            own = [l for (_, depth, l) in block(lines, number)[1:] if depth == 1]
            plain = any(PLAIN.match(l) for l in own)
            linkified = any("lint: linkified" in l for l in own) and any("Links.linkify(" in l for l in own)
            if not plain and not linkified:
                findings.append((number + 1, "text-format"))
        if IMAGE_TYPES.match(code):
            for (_, depth, l) in block(lines, number)[1:]:
                m = re.match(r"^\s*source:\s*(.*)$", qmllint.code_of(l))
                if depth == 1 and m:
                    value = m.group(1).strip()
                    constant = re.fullmatch(r'"[^"]*"|[A-Za-z]+\.icon|""', value) is not None
                    if not constant and "RemoteImages.source(" not in value:
                        findings.append((number + 1, "image-source"))
    if not re.search(r"^\s*(Plasmoid\.)?toolTipTextFormat\s*:\s*Text\.PlainText", text, re.MULTILINE):
        for number, line in enumerate(lines):
            if re.match(r"^\s*(Plasmoid\.)?toolTip(Main|Sub)Text\s*:", qmllint.code_of(line)):
                findings.append((number + 1, "tooltip-format"))
    return findings


def lint(directory):
    found = []
    for path in sorted(pathlib.Path(directory).rglob("*.qml")):
        for number, rule in lint_file(path):
            found.append((path, number, rule))
    return found


if __name__ == "__main__":
    sys.exit(qmllint.run(lint, sys.argv[1:], __doc__))
