#! /usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Social Desktop contributors
# SPDX-License-Identifier: GPL-2.0-or-later
# The widget's strings (QML package and its C++ side), for KDE's translation tooling ($XGETTEXT, $podir).
$XGETTEXT $(find package applet -name '*.qml' -o -name '*.cpp' -o -name '*.js' | sort) -o $podir/plasma_applet_org.kde.plasma.socialdesktop.pot
