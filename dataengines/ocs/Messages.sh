#! /usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Social Desktop contributors
# SPDX-License-Identifier: GPL-2.0-or-later
# The engine's words, with those of the account and session classes it adapts (src/account, src/ocs).
$XGETTEXT $(find . ../../src/account ../../src/ocs -name '*.cpp' | sort) -o $podir/plasma_engine_ocs.pot
