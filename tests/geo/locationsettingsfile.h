// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QVariantMap>

/// Replaces the [Location] group of `socialdesktoprc` in @p configDir (the test's XDG_CONFIG_HOME) with @p entries.
void writeLocationSettings(const QString &configDir, const QVariantMap &entries);
