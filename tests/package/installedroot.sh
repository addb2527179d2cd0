#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Social Desktop contributors
# SPDX-License-Identifier: GPL-2.0-or-later
#
# The installed-root tests (ctest -L package): unpacks a Debian package with dpkg-deb -x into a throwaway root and
# runs the test program given as the argument against that root: packagetest with the widget's package
# (socialdesktop), serverpackagetest with --package socialdesktop-server. The packages are the ones
# scripts/package left in the build tree's package/ folder when it built them from the tree as it is now (the
# Debian 12 ones in build/package/; with PACKAGE_PLASMA=6, in the Plasma 6 build tree in the Debian 13 root, the
# Debian 13 ones in build/qt6/package/); otherwise they are built first (lib.sh's build_package, 80 to 155 s on two
# cores for Debian 12). Exits 77 (skipped) when debhelper is missing.

source "$(dirname "$0")/../../scripts/lib.sh"

package=socialdesktop
if [ "$1" = --package ]; then
    package=$2
    shift 2
fi
test_program=$1

# One build at a time: the widget's and the server's tests may start together and find the packages stale.
mkdir -p "$PACKAGE_DIR"
exec 9>"$PACKAGE_DIR/.build-lock"
flock 9
if ! package_is_fresh; then
    if ! command -v dh >/dev/null; then
        echo "SKIP: the packages in $PACKAGE_DIR are missing or older than the tree, and debhelper is not installed" \
            "to build them (scripts/test and scripts/package install it)"
        exit 77
    fi
    build_package
fi
flock -u 9

root=$(mktemp -d "${TMPDIR:-/tmp}/socialdesktop-root.XXXXXX")
trap 'rm -rf "$root"' EXIT
for deb in "$PACKAGE_DIR/${package}"_*.deb; do
    log "Unpacking $(basename "$deb") into $root"
    dpkg-deb -x "$deb" "$root"
done

# Nothing of the build tree on the way: not on PATH (scripts/test puts build/prefix/bin there), not the folder the
# test runs in.
PATH=$(tr ":" "\n" <<<"$PATH" | { grep -v -F -e "$BUILD_DIR" -e "$SOURCE_DIR" || true; } | paste -sd: -)
cd "$root"
unset BUILD_DIR OLDPWD
SOCIALDESKTOP_INSTALLED_ROOT=$root "$test_program"
