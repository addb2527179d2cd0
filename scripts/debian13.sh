# SPDX-FileCopyrightText: 2026 Social Desktop contributors
# SPDX-License-Identifier: GPL-2.0-or-later
#
# Sourced by scripts/lib.sh: a Debian 13 (trixie) root under the build tree, with Qt 6, KDE Frameworks 6 and
# Plasma 6, where the tree is built and tested for Plasma 6 (docs/plasma6.md). Made with debootstrap from Debian's
# packages only, as root; reused while its package list is unchanged.

DEBIAN13_ROOT=${DEBIAN13_ROOT:-$BUILD_DIR/debian13}
# The build tree of the Plasma 6 build, beside the host's; inside the root it has the same path (with_debian13_root).
DEBIAN13_BUILD_DIR=${DEBIAN13_BUILD_DIR:-$BUILD_DIR/qt6}

# The Debian 13 counterparts of PACKAGES (scripts/lib.sh): Qt 6, KDE Frameworks 6, Plasma 6 and Plasma5Support for
# the data engines, the same libraries for the core and the server, and what the tests
# run: gpsd, PostgreSQL and nginx for the integration tests, Xvfb, AT-SPI and KWallet for the end-to-end ones.
DEBIAN13_PACKAGES=(
    build-essential cmake ninja-build pkg-config gettext
    extra-cmake-modules qt6-base-dev qt6-declarative-dev
    libplasma-dev libplasma5support-dev libkf6kio-dev libkf6wallet-dev libkf6i18n-dev libkf6notifications-dev
    libkf6config-dev libkf6coreaddons-dev libkf6package-dev libkf6service-dev
    libgps-dev libmaxminddb-dev mmdb-bin libmaxmind-db-writer-perl
    libcpp-httplib-dev libsqlite3-dev libsodium-dev libpq-dev libbrotli-dev zlib1g-dev
    plasma-workspace plasma-sdk qml6-module-org-kde-kirigami
    libkf6attica-dev libkf6calendarcore-dev libkf6contacts-dev libkf6people-dev
    libserd-dev serdi raptor2-utils
    openssl dbus appstream
    debhelper lintian git
    gpsd gpsd-tools gpsd-clients postgresql iproute2 nginx-light
    plasma-desktop qml6-module-qtquick-dialogs qml6-module-qtcore qml6-module-org-kde-kitemmodels
    qml6-module-org-kde-kirigamiaddons-components libgl1-mesa-dri kwalletmanager
    xvfb x11-apps x11-utils imagemagick python3 python3-pyatspi gir1.2-gtk-3.0 at-spi2-core qdbus-qt6 locales
)

# The archive debootstrap reads: DEBIAN13_MIRROR, else the one the host's apt uses (read now, never written into the
# tree), else debootstrap's own default.
debian13_mirror()
{
    if [ -n "${DEBIAN13_MIRROR:-}" ]; then
        echo "$DEBIAN13_MIRROR"
        return
    fi
    local file
    for file in /etc/apt/sources.list.d/*.sources /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
        [ -f "$file" ] || continue
        # deb822 ("URIs: http://…/debian") or one-line ("deb http://…/debian suite main") entries of the main archive.
        sed -n -E -e 's|^URIs:[[:space:]]+([^[:space:]]+/debian)/?$|\1|p' \
            -e 's|^deb[[:space:]]+(\[[^]]*\][[:space:]]+)?([^[:space:]]+/debian)/?[[:space:]].*|\2|p' "$file"
    done | head -n 1
}

debian13_packages_digest()
{
    printf '%s\n' "${DEBIAN13_PACKAGES[@]}" | LC_ALL=C sort -u | sha256sum | cut -d' ' -f1
}

# The repository's git folder when it is outside the source tree (a git worktree's is in the main clone's), so that
# source_files() lists the tree in the root too (the installed-root test checks there that its packages are fresh).
debian13_git_dir()
{
    local git_dir
    git_dir=$(git -C "$SOURCE_DIR" rev-parse --path-format=absolute --git-common-dir 2>/dev/null) || return 0
    case "$git_dir/" in
    "$SOURCE_DIR"/*) ;;
    *) printf '%s\n' "$git_dir" ;;
    esac
}

# The mounts a root needs while programs run in it (apt, cmake, the tests): /proc, /dev, /dev/shm, /run, and the
# source tree at its own path, so that the paths in the build tree are the same inside and outside (and its git
# folder, read-only, when that is elsewhere: debian13_git_dir).
debian13_mounts()
{
    printf '%s\n' /proc /dev /dev/pts /dev/shm /run "$SOURCE_DIR"
    debian13_git_dir
    # A build tree outside the source tree (BUILD_DIR elsewhere) is bound in too.
    case "$DEBIAN13_BUILD_DIR/" in
    "$SOURCE_DIR"/*) ;;
    *)
        mkdir -p "$DEBIAN13_BUILD_DIR"
        printf '%s\n' "$DEBIAN13_BUILD_DIR"
        ;;
    esac
}

debian13_unmount()
{
    local mount
    # In the reverse order of debian13_mount(): the source tree and /dev/shm before what holds them.
    debian13_mounts | tac | while IFS= read -r mount; do
        if mountpoint -q "$DEBIAN13_ROOT$mount"; then
            umount "$DEBIAN13_ROOT$mount" || umount -l "$DEBIAN13_ROOT$mount"
        fi
    done
    # Last, the root's own mount (debian13_mount).
    if mountpoint -q "$DEBIAN13_ROOT"; then
        umount "$DEBIAN13_ROOT" || umount -l "$DEBIAN13_ROOT"
    fi
}

debian13_mount()
{
    local mount
    # The root is a mount of its own, private: so that a test can make a mount namespace in it (unshare --mount
    # sets / private, which needs / to be a mount point) and nothing mounted in the root reaches the host.
    if ! mountpoint -q "$DEBIAN13_ROOT"; then
        mount --bind "$DEBIAN13_ROOT" "$DEBIAN13_ROOT"
        mount --make-private "$DEBIAN13_ROOT"
    fi
    debian13_mounts | while IFS= read -r mount; do
        mkdir -p "$DEBIAN13_ROOT$mount"
        if ! mountpoint -q "$DEBIAN13_ROOT$mount"; then
            mount --bind "$mount" "$DEBIAN13_ROOT$mount"
            # Another repository's git folder is only read in the root.
            if [ "$mount" = "$(debian13_git_dir)" ]; then
                mount -o remount,bind,ro "$DEBIAN13_ROOT$mount"
            fi
        fi
    done
}

# with_debian13_root <command> [<argument>...]: runs the command in the root, as root, with the mounts bound in for
# as long as it runs and unbound afterwards, also when it fails or is interrupted.
with_debian13_root()
{
    (
        trap debian13_unmount EXIT
        trap 'exit 130' INT TERM
        debian13_mount
        chroot "$DEBIAN13_ROOT" /usr/bin/env -i HOME=/root PATH=/usr/local/bin:/usr/bin:/bin:/usr/local/sbin:/usr/sbin:/sbin \
            LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive "$@"
    )
}

# Whether anything is still mounted inside the root: then it must not be removed (the source tree is bound in).
debian13_has_mounts()
{
    findmnt -rn -o TARGET | grep -q -F "$DEBIAN13_ROOT"
}

# Makes the root under $DEBIAN13_ROOT if it is not there, and installs DEBIAN13_PACKAGES into it if the list changed
# since it last did (the digest of the list in .socialdesktop-packages).
make_debian13_root()
{
    if [ "$(id -u)" -ne 0 ]; then
        log "Making and entering the Debian 13 root needs root (debootstrap, mount, chroot)"
        return 1
    fi
    local stamp=$DEBIAN13_ROOT/.socialdesktop-packages
    local digest
    digest=$(debian13_packages_digest)
    if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$digest" ]; then
        log "The Debian 13 root $DEBIAN13_ROOT has its ${#DEBIAN13_PACKAGES[@]} packages"
        return
    fi
    local started=$SECONDS
    if [ ! -x "$DEBIAN13_ROOT/usr/bin/apt-get" ]; then
        command -v debootstrap >/dev/null || as_root apt-get install -y -q --no-install-recommends debootstrap
        local mirror
        mirror=$(debian13_mirror)
        log "Making a Debian 13 root in $DEBIAN13_ROOT (debootstrap --variant=minbase trixie ${mirror:-with its default archive})"
        # Into a folder of its own first: a root that debootstrap did not finish is never taken for a made one.
        if debian13_has_mounts; then
            log "Something is still mounted in $DEBIAN13_ROOT: unmount it first"
            return 1
        fi
        rm -rf "$DEBIAN13_ROOT.new"
        debootstrap --variant=minbase trixie "$DEBIAN13_ROOT.new" ${mirror:+"$mirror"} >"$BUILD_DIR/debootstrap.log" 2>&1 || {
            tail -n 20 "$BUILD_DIR/debootstrap.log" >&2
            log "debootstrap failed: see $BUILD_DIR/debootstrap.log"
            return 1
        }
        rm -rf "$DEBIAN13_ROOT"
        mv "$DEBIAN13_ROOT.new" "$DEBIAN13_ROOT"
        # Packages must not start their services (PostgreSQL, D-Bus) in the root.
        printf '#!/bin/sh\nexit 101\n' >"$DEBIAN13_ROOT/usr/sbin/policy-rc.d"
        chmod +x "$DEBIAN13_ROOT/usr/sbin/policy-rc.d"
        log "debootstrap took $((SECONDS - started)) s"
    fi
    local installing=$SECONDS
    local before
    before=$(chroot "$DEBIAN13_ROOT" dpkg-query -W -f='${Status}\n' | grep -c "install ok installed" || true)
    log "Installing ${#DEBIAN13_PACKAGES[@]} Debian 13 packages and what they need into the root"
    with_debian13_root apt-get update -q >"$BUILD_DIR/debian13-apt.log" 2>&1 &&
        with_debian13_root apt-get install -y -q --no-install-recommends "${DEBIAN13_PACKAGES[@]}" \
            >>"$BUILD_DIR/debian13-apt.log" 2>&1 || {
        tail -n 20 "$BUILD_DIR/debian13-apt.log" >&2
        log "Installing into the Debian 13 root failed: see $BUILD_DIR/debian13-apt.log"
        return 1
    }
    with_debian13_root apt-get clean
    local after
    after=$(chroot "$DEBIAN13_ROOT" dpkg-query -W -f='${Status}\n' | grep -c "install ok installed" || true)
    echo "$digest" >"$stamp"
    log "Installed $((after - before)) packages in $((SECONDS - installing)) s; the root holds $after packages, $(du -sh "$DEBIAN13_ROOT" | cut -f1)"
}

# Configures (once) and builds the tree for Plasma 6 in the root into $DEBIAN13_BUILD_DIR, niced, with at most
# DEBIAN13_JOBS (2) compilers at a time. Given targets, builds only those (scripts/package --check: the installed-root
# test's).
build_in_debian13()
{
    local targets=()
    if [ $# -gt 0 ]; then
        targets=(--target "$@")
    fi
    local started=$SECONDS
    mkdir -p "$DEBIAN13_BUILD_DIR"
    if [ ! -f "$DEBIAN13_BUILD_DIR/build.ninja" ]; then
        log "Configuring for Plasma 6 into $DEBIAN13_BUILD_DIR"
        with_debian13_root cmake -S "$SOURCE_DIR" -B "$DEBIAN13_BUILD_DIR" -G Ninja \
            -DBUILD_WITH_QT6=ON \
            -DCMAKE_BUILD_TYPE=RelWithDebInfo \
            -DCMAKE_INSTALL_PREFIX="$DEBIAN13_BUILD_DIR/prefix" \
            -DBUILD_TESTING=ON \
            ${DEBIAN13_CMAKE_ARGS:-}
    fi
    log "Building for Plasma 6 in the Debian 13 root"
    with_debian13_root nice -n "${DEBIAN13_NICE:-10}" cmake --build "$DEBIAN13_BUILD_DIR" --parallel "${DEBIAN13_JOBS:-2}" "${targets[@]}"
    log "Plasma 6 configure and build took $((SECONDS - started)) s"
}

# Runs ctest in the root on the Plasma 6 build; the arguments go to ctest.
test_in_debian13()
{
    with_debian13_root ctest --test-dir "$DEBIAN13_BUILD_DIR" --output-on-failure --timeout 600 "$@"
}

# What the Plasma 6 stage of scripts/test runs when it is given no ctest arguments: every test but the host's own
# (formatcheck: the formatting is clang-format's on Debian 12, and the root has none), the benchmarks and the fuzzers
# (they measure and search the same code as on the host; bench-smoke's Friends tab loads the QML shared by both), and
# the packages' tests (label package: the Debian 13 packages are a full build of their own, 6 to 8 minutes
# here; scripts/package --plasma 6 --check runs them). The end-to-end tests run here as on the host: their fixture,
# the test `install`, installs the widget into the build tree's prefix first.
PLASMA6_TESTS=(-LE 'bench|fuzz|package' -E '^(formatcheck|formatcheckfixture)$')
