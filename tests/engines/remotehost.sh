#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Social Desktop contributors
# SPDX-License-Identifier: GPL-2.0-or-later
#
# Runs a test program as if the community server were another machine: it gets a non-loopback address to listen
# on and a certificate for that address which the system trusts, without changing the machine.
#
# - Address: the machine's own first global IPv4 address; on a machine without one, a network namespace of the
#   test's own with 198.18.0.1 (a benchmarking address, never routed) on a dummy interface, or on lo where the dummy
#   driver is missing. SOCIALDESKTOP_REMOTE_NETWORK=namespace takes the namespace even where an address exists.
# - Trust: a certificate authority made here signs the server's certificate (subjectAltName: that address); in a
#   mount namespace of the test's own, /etc/ssl/certs is a copy of the machine's with that authority added, so
#   every TLS client in the test (KIO's HTTP worker among them) verifies the server as it would a real one.
# Needs root or unprivileged user namespaces (unshare --map-root-user); otherwise exits 77 (skipped).
set -euo pipefail

program=$1

if [ "${SOCIALDESKTOP_REMOTE_STAGE:-}" != inside ]; then
    work=$(mktemp -d "${TMPDIR:-/tmp}/socialdesktop-remote.XXXXXX")
    trap 'rm -rf "$work"' EXIT
    address=
    if [ "${SOCIALDESKTOP_REMOTE_NETWORK:-}" != namespace ]; then
        address=$(ip -4 -o addr show scope global 2>/dev/null | awk '{ sub("/.*", "", $4); print $4; exit }')
    fi
    namespaces=(--mount)
    if [ -z "$address" ]; then
        address=198.18.0.1
        namespaces+=(--net)
    fi
    [ "$(id -u)" = 0 ] || namespaces+=(--map-root-user)

    openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=Social Desktop test authority" \
        -keyout "$work/ca.key" -out "$work/ca.pem" 2>/dev/null
    openssl req -newkey rsa:2048 -nodes -subj "/CN=$address" -keyout "$work/server.key" -out "$work/server.csr" 2>/dev/null
    printf 'subjectAltName=IP:%s\n' "$address" >"$work/san.ext"
    openssl x509 -req -in "$work/server.csr" -CA "$work/ca.pem" -CAkey "$work/ca.key" -CAcreateserial -days 2 \
        -extfile "$work/san.ext" -out "$work/server.pem" 2>/dev/null
    mkdir "$work/certs"
    cp -a /etc/ssl/certs/. "$work/certs/" 2>/dev/null || true
    cp "$work/ca.pem" "$work/certs/socialdesktop-test-authority.pem"
    ln -sf socialdesktop-test-authority.pem "$work/certs/$(openssl x509 -hash -noout -in "$work/ca.pem").0"
    cat "$work/ca.pem" >>"$work/certs/ca-certificates.crt"

    if ! unshare "${namespaces[@]}" true 2>/dev/null; then
        echo "SKIP: cannot make a mount namespace here (not root, and no unprivileged user namespaces)"
        exit 77
    fi
    SOCIALDESKTOP_REMOTE_STAGE=inside SOCIALDESKTOP_REMOTE_ADDRESS=$address SOCIALDESKTOP_REMOTE_WORK=$work \
        unshare "${namespaces[@]}" -- "$0" "$@"
    exit $?
fi

# Inside the namespaces.
work=$SOCIALDESKTOP_REMOTE_WORK
mount --bind "$work/certs" /etc/ssl/certs
if [ "$SOCIALDESKTOP_REMOTE_ADDRESS" = 198.18.0.1 ]; then
    ip link set lo up
    if ip link add sd0 type dummy 2>/dev/null; then
        ip addr add 198.18.0.1/24 dev sd0
        ip link set sd0 up
    else
        ip addr add 198.18.0.1/32 dev lo
    fi
fi
SOCIALDESKTOP_REMOTE_CERTIFICATE=$work/server.pem SOCIALDESKTOP_REMOTE_KEY=$work/server.key \
    SOCIALDESKTOP_REMOTE_STAGE= "$program" "${@:2}"
