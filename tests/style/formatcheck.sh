#!/bin/bash
# SPDX-FileCopyrightText: 2026 Social Desktop contributors
# SPDX-License-Identifier: GPL-2.0-or-later
#
# formatcheck.sh SOURCE_DIR [FOLDER...]: exit 1 and name each C++ file under the folders (default: every folder of
# the product and its tests) that clang-format with SOURCE_DIR's .clang-format would change.
set -euo pipefail
source_dir=$1
shift
[ -f "$source_dir/.clang-format" ] || { echo "no .clang-format in $source_dir: configure the build first" >&2; exit 2; }
if [ $# -eq 0 ]; then
    # the product and its tests; fixtures (files that are wrong on purpose) are not code
    files=$(find "$source_dir/src" "$source_dir/applet" "$source_dir/dataengines" "$source_dir/kpeople" \
        "$source_dir/server" "$source_dir/tests" -name fixture -prune -o \( -name '*.cpp' -o -name '*.h' \) -print | sort)
else
    # named folders, fixtures included (.cxx: the check's own fixture, which the clang-format target must not mend)
    files=$(find "$@" \( -name '*.cpp' -o -name '*.h' -o -name '*.cxx' \) -print | sort)
fi
[ -n "$files" ] || { echo "no C++ files under $*" >&2; exit 2; }
count=$(printf '%s\n' "$files" | wc -l)
bad=0
while IFS= read -r file; do
    if ! clang-format --style="file:$source_dir/.clang-format" --dry-run --Werror "$file" >/dev/null 2>&1; then
        echo "not formatted: $file (run clang-format -i on it)"
        bad=$((bad + 1))
    fi
done <<<"$files"
echo "$count files checked, $bad not formatted"
[ "$bad" -eq 0 ]
