# SPDX-FileCopyrightText: 2026 Social Desktop contributors
# SPDX-License-Identifier: GPL-2.0-or-later
#
# Shared by scripts/test, scripts/demo and scripts/package: install what is missing from Debian, configure, build,
# install into a prefix inside the build tree, and set up the environment that finds that prefix; build the Debian
# packages from a clean copy of the tree.

set -euo pipefail

SOURCE_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BUILD_DIR=${BUILD_DIR:-$SOURCE_DIR/build}
# Absolute: the environment made from it (XDG_DATA_DIRS, plugin paths) must hold from any directory.
mkdir -p "$BUILD_DIR"
BUILD_DIR=$(cd "$BUILD_DIR" && pwd)
PREFIX=$BUILD_DIR/prefix
# Where scripts/package puts the .deb files (and the installed-root test finds them): the Plasma 5 ones in the host's
# build tree, the Plasma 6 ones in the Plasma 6 build tree (build/qt6/package; scripts/package --plasma 6).
PACKAGE_DIR=${PACKAGE_DIR:-$BUILD_DIR/package}
# Which packages build_package() builds: 5 for Debian 12 (Qt 5, KDE Frameworks 5), 6 for Debian 13 (the build profile
# pkg.socialdesktop.qt6: Qt 6, KDE Frameworks 6, Plasma 6). The installed-root test of a Plasma 6 build tree sets 6.
PACKAGE_PLASMA=${PACKAGE_PLASMA:-5}
# What build_package() runs dpkg-buildpackage through: nothing on the system it builds for, with_debian13_root
# (scripts/debian13.sh) to build the Debian 13 packages from Debian 12.
PACKAGE_RUNNER=${PACKAGE_RUNNER:-}

# Everything the project needs, from Debian's packages only.
PACKAGES=(
    build-essential cmake ninja-build pkg-config gettext
    extra-cmake-modules qtbase5-dev qtdeclarative5-dev
    libkf5plasma-dev libkf5kio-dev libkf5wallet-dev libkf5i18n-dev libkf5notifications-dev
    libkf5config-dev libkf5coreaddons-dev libkf5package-dev libkf5service-dev
    libgps-dev gpsd gpsd-tools gpsd-clients libmaxminddb-dev mmdb-bin libmaxmind-db-writer-perl
    libcpp-httplib-dev libsqlite3-dev libsodium-dev libpq-dev postgresql libbrotli-dev zlib1g-dev
    plasma-workspace plasma-desktop plasma-sdk qml-module-org-kde-kirigami2 qml-module-org-kde-kitemmodels libgl1-mesa-dri
    xvfb x11-apps x11-utils imagemagick dbus kwalletmanager locales
    python3 python3-pyatspi at-spi2-core
    libkf5attica-dev libkf5calendarcore-dev clang-14 libclang-rt-14-dev clang-format
    libserd-dev serdi raptor2-utils libkf5contacts-dev qml-module-qtquick-dialogs libkf5people-dev
    openssl
    iproute2 nginx-light
    debhelper lintian appstream
    debootstrap
)

log()
{
    printf '\033[1m==> %s\033[0m\n' "$*"
}

as_root()
{
    if [ "$(id -u)" -eq 0 ]; then
        "$@"
    else
        sudo "$@"
    fi
}

install_packages()
{
    local missing=()
    local package
    for package in "${PACKAGES[@]}"; do
        if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
            missing+=("$package")
        fi
    done
    if [ ${#missing[@]} -eq 0 ]; then
        log "All ${#PACKAGES[@]} Debian packages are installed"
        return
    fi
    log "Installing ${#missing[@]} missing Debian packages: ${missing[*]}"
    as_root apt-get update -q
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
}

build_and_install()
{
    local started=$SECONDS
    if [ ! -f "$BUILD_DIR/build.ninja" ]; then
        log "Configuring into $BUILD_DIR"
        cmake -S "$SOURCE_DIR" -B "$BUILD_DIR" -G Ninja \
            -DCMAKE_BUILD_TYPE=RelWithDebInfo \
            -DCMAKE_INSTALL_PREFIX="$PREFIX" \
            -DBUILD_TESTING=ON \
            ${CMAKE_EXTRA_ARGS:-}
    fi
    log "Building"
    cmake --build "$BUILD_DIR" --parallel "$(nproc)"
    log "Installing into $PREFIX"
    cmake --install "$BUILD_DIR" >/dev/null
    log "Build and install took $((SECONDS - started)) s"
}

# Makes Plasma, Qt and KDE Frameworks find what was installed into the prefix.
use_prefix()
{
    local libdir
    # lib/<triplet>/plugins with Qt 5, lib/<triplet>/qt6/plugins with Qt 6, and the QML modules beside them (Qt 6
    # reads QML2_IMPORT_PATH too).
    libdir=$(find "$PREFIX" -maxdepth 4 -type d -name plugins -path '*/lib/*' | head -n 1)
    export PATH="$PREFIX/bin:$PATH"
    export QT_PLUGIN_PATH="$libdir${QT_PLUGIN_PATH:+:$QT_PLUGIN_PATH}"
    export QML2_IMPORT_PATH="${libdir%/plugins}/qml${QML2_IMPORT_PATH:+:$QML2_IMPORT_PATH}"
    export XDG_DATA_DIRS="$PREFIX/share:${XDG_DATA_DIRS:-/usr/local/share:/usr/share}"
}

# The files of the tree as git sees them (tracked, and untracked but not ignored: build/ is not among them), one a
# line, as they are in the working tree: what a package is built from.
source_files()
{
    git -C "$SOURCE_DIR" ls-files --cached --others --exclude-standard | while IFS= read -r file; do
        [ -f "$SOURCE_DIR/$file" ] && printf '%s\n' "$file"
    done | LC_ALL=C sort
}

# One line that changes when any of source_files() changes (its name or its contents).
source_digest()
{
    (cd "$SOURCE_DIR" && source_files | tr '\n' '\0' | xargs -0 sha256sum) | sha256sum | cut -d' ' -f1
}

# Whether $PACKAGE_DIR holds packages built by build_package() from the tree as it is now.
package_is_fresh()
{
    [ -f "$PACKAGE_DIR/source.sha256" ] && compgen -G "$PACKAGE_DIR/socialdesktop_*.deb" >/dev/null &&
        [ "$(cat "$PACKAGE_DIR/source.sha256")" = "$(source_digest)" ]
}

# Builds the .deb files with dpkg-buildpackage from a copy of source_files() (no build tree, no editor files) into
# $PACKAGE_DIR, with the .changes and .buildinfo files and the digest of the tree they came from.
build_package()
{
    local started=$SECONDS
    local version
    version=$(dpkg-parsechangelog -l "$SOURCE_DIR/debian/changelog" -S Version)
    local work=$PACKAGE_DIR/work
    local tree=$work/socialdesktop-${version%-*}
    log "Copying the tree into $tree"
    rm -rf "$work"
    mkdir -p "$tree"
    local digest
    digest=$(source_digest)
    (cd "$SOURCE_DIR" && source_files | tar -c --no-recursion --files-from=-) | tar -x -C "$tree"
    local profile=()
    if [ "$PACKAGE_PLASMA" = 6 ]; then
        profile=(--build-profiles=pkg.socialdesktop.qt6)
    fi
    log "Building the Debian packages for Plasma $PACKAGE_PLASMA (dpkg-buildpackage -us -uc -b${profile[*]:+ ${profile[*]}}${PACKAGE_RUNNER:+, through $PACKAGE_RUNNER})"
    # In the tree's copy; through the runner (a chroot starts in /) too.
    # shellcheck disable=SC2016
    ${PACKAGE_RUNNER} sh -c 'cd "$0" && exec "$@"' "$tree" \
        env DEB_BUILD_OPTIONS="parallel=$(nproc) ${DEB_BUILD_OPTIONS:-}" dpkg-buildpackage -us -uc -b "${profile[@]}" \
        >"$PACKAGE_DIR/build.log" 2>&1 || {
        tail -n 40 "$PACKAGE_DIR/build.log" >&2
        log "The package build failed: see $PACKAGE_DIR/build.log"
        return 1
    }
    rm -f "$PACKAGE_DIR"/*.deb "$PACKAGE_DIR"/*.changes "$PACKAGE_DIR"/*.buildinfo
    mv "$work"/*.deb "$work"/*.changes "$work"/*.buildinfo "$PACKAGE_DIR/"
    rm -rf "$work"
    echo "$digest" >"$PACKAGE_DIR/source.sha256"
    log "Package build took $((SECONDS - started)) s:"
    (cd "$PACKAGE_DIR" && ls -1 ./*.deb)
}

# The Debian 13 root the Plasma 6 build and its tests run in.
source "$SOURCE_DIR/scripts/debian13.sh"
