# SPDX-FileCopyrightText: 2026 Social Desktop contributors
# SPDX-License-Identifier: GPL-2.0-or-later
"""What the widget's QML lints share: reading a line's code, and the command line with its self-test."""

import pathlib
import re


def code_of(line):
    """The line without string contents and comments (so braces and names in them do not count)."""
    line = re.sub(r'"(?:\\.|[^"\\])*"', '""', line)
    line = re.sub(r"'(?:\\.|[^'\\])*'", "''", line)
    return line.split("//", 1)[0]


def run(lint, arguments, usage):
    """
    The command line of a lint: `DIR` prints lint(DIR)'s findings (path, line, rule) and fails on any;
    `--self-test DIR` passes when the findings are exactly the lines marked `// expect: RULE` under DIR.
    """
    if len(arguments) == 2 and arguments[0] == "--self-test":
        found = {(path.name, number, rule) for path, number, rule in lint(arguments[1])}
        expected = set()
        for path in sorted(pathlib.Path(arguments[1]).rglob("*.qml")):
            for number, line in enumerate(path.read_text(encoding="utf-8").split("\n")):
                for rule in re.findall(r"expect: ([a-z-]+)", line):
                    expected.add((path.name, number + 1, rule))
        if not expected:
            print("the fixture expects no finding: nothing is tested")
            return 1
        for item in sorted(expected - found):
            print("NOT FLAGGED %s:%d %s" % item)
        for item in sorted(found - expected):
            print("FLAGGED WRONGLY %s:%d %s" % item)
        print("%d of %d expected findings flagged" % (len(expected & found), len(expected)))
        return 0 if found == expected else 1
    if len(arguments) != 1:
        print(usage)
        return 2
    found = lint(arguments[0])
    for path, number, rule in found:
        print("%s:%d: %s" % (path, number, rule))
    print("%d findings" % len(found))
    return 1 if found else 0
