#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Social Desktop contributors
# SPDX-License-Identifier: GPL-2.0-or-later
#
# Every string that a user can see has its German translation: runs each Messages.sh as KDE's translation
# tooling does (XGETTEXT, podir; tests/ and build folders left out), then compares every catalogue with po/de (msgcmp: a string missing there,
# left untranslated or marked fuzzy is an error, named with its file and line).
set -euo pipefail

source_dir=$(cd "$1" && pwd)
expected=${2:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

export podir="$work"
export XGETTEXT="xgettext --from-code=UTF-8 -C --kde -ci18n -ki18n:1 -ki18nc:1c,2 -ki18np:1,2 -ki18ncp:1c,2,3 \
-kki18n:1 -kki18nc:1c,2 -kki18np:1,2 -kki18ncp:1c,2,3 -kI18N_NOOP:1 -kI18NC_NOOP:1c,2 \
-kxi18n:1 -kxi18nc:1c,2 -kxi18np:1,2 -kxi18ncp:1c,2,3"

while IFS= read -r script; do
    (cd "$(dirname "$script")" && bash ./Messages.sh)
done < <(find "$source_dir" \( -path "$source_dir/tests" -o -path "$source_dir/build*" -o -path "$source_dir/.git" \) -prune \
    -o -name Messages.sh -print | sort)

status=0
catalogues=0
for pot in "$work"/*.pot; do
    [ -e "$pot" ] || continue
    catalogues=$((catalogues + 1))
    name=$(basename "$pot" .pot)
    po="$source_dir/po/de/$name.po"
    if [ ! -f "$po" ]; then
        echo "no German catalogue for $name (po/de/$name.po)"
        status=1
        continue
    fi
    count=$(grep -c '^msgid "' "$pot" || true)
    if msgcmp "$po" "$pot"; then
        echo "$name: all $((count - 1)) strings translated"
    else
        status=1
    fi
done
if [ "$catalogues" -ne "$expected" ]; then
    echo "expected $expected catalogues (the widget's and both engines'), found $catalogues"
    status=1
fi
exit $status
