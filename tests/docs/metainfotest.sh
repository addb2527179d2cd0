#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Social Desktop contributors
# SPDX-License-Identifier: GPL-2.0-or-later
#
# metainfotest.sh APPSTREAMCLI METAINFO: the widget's AppStream metadata (what Discover and other software centres
# show) passes the validator of the system it is built on, offline, and the validator fails a copy with a real fault
# (no summary), so that the check can fail.
#
# AppStream 1.0 (Debian 13) warns about every component without a homepage (`url-homepage-missing`); the project has
# none yet, so that one tag is an info there. AppStream 0.16 (Debian 12) does not know the tag and refuses to
# override it. Every other warning fails.
set -euo pipefail

appstreamcli=$1
metainfo=$2

version=$("$appstreamcli" --version | sed -n 's/^AppStream version: *//p')
overrides=()
if [ "${version%%.*}" -ge 1 ]; then
    overrides=(--override=url-homepage-missing=info)
fi
echo "AppStream $version${overrides[*]:+, ${overrides[*]}}"

validate()
{
    "$appstreamcli" validate --no-net --explain "${overrides[@]}" "$1"
}

validate "$metainfo"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
faulty=$work/$(basename "$metainfo")
grep -v '<summary>' "$metainfo" >"$faulty"
if validate "$faulty" >"$work/faulty.log" 2>&1; then
    cat "$work/faulty.log"
    echo "The validator passed a copy without a summary: this check cannot fail"
    exit 1
fi
grep -q 'summary' "$work/faulty.log" || {
    cat "$work/faulty.log"
    echo "The validator failed the copy without a summary, but not for the summary"
    exit 1
}
echo "A copy without a summary fails, as it should"
