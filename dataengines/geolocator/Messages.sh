#! /usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Social Desktop contributors
# SPDX-License-Identifier: GPL-2.0-or-later
$XGETTEXT $(find . -name '*.cpp' | sort) -o $podir/plasma_engine_geolocator.pot
