# SPDX-FileCopyrightText: 2026 Social Desktop contributors
# SPDX-License-Identifier: GPL-2.0-or-later
#
# Shared by scripts/test and scripts/demo: install what is missing from Debian, configure, build, install
# into a prefix inside the build tree, and set up the environment that finds that prefix.

set -euo pipefail

SOURCE_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BUILD_DIR=${BUILD_DIR:-$SOURCE_DIR/build}
# Absolute: the environment made from it (XDG_DATA_DIRS, plugin paths) must hold from any directory.
mkdir -p "$BUILD_DIR"
BUILD_DIR=$(cd "$BUILD_DIR" && pwd)
PREFIX=$BUILD_DIR/prefix

# Everything the project needs, from Debian's packages only.
PACKAGES=(
    build-essential cmake ninja-build pkg-config gettext
    extra-cmake-modules qtbase5-dev qtdeclarative5-dev
    libkf5plasma-dev libkf5kio-dev libkf5wallet-dev libkf5i18n-dev libkf5notifications-dev
    libkf5config-dev libkf5coreaddons-dev libkf5package-dev libkf5service-dev
    libgps-dev gpsd gpsd-tools gpsd-clients libmaxminddb-dev mmdb-bin libmaxmind-db-writer-perl
    libcpp-httplib-dev libsqlite3-dev
    plasma-workspace plasma-desktop plasma-sdk qml-module-org-kde-kirigami2 qml-module-org-kde-kitemmodels libgl1-mesa-dri
    xvfb x11-apps x11-utils imagemagick dbus kwalletmanager
    python3 python3-pyatspi at-spi2-core
    libkf5attica-dev clang-14 libclang-rt-14-dev clang-format
    libserd-dev serdi raptor2-utils libkf5contacts-dev qml-module-qtquick-dialogs libkf5people-dev
    openssl
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
    libdir=$(find "$PREFIX" -maxdepth 3 -type d -name plugins -path '*/lib/*' | head -n 1)
    export PATH="$PREFIX/bin:$PATH"
    export QT_PLUGIN_PATH="$libdir${QT_PLUGIN_PATH:+:$QT_PLUGIN_PATH}"
    export QML2_IMPORT_PATH="${libdir%/plugins}/qml${QML2_IMPORT_PATH:+:$QML2_IMPORT_PATH}"
    export XDG_DATA_DIRS="$PREFIX/share:${XDG_DATA_DIRS:-/usr/local/share:/usr/share}"
}
