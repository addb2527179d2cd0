// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <plasmaengine.h>

#include <QJsonObject>

class QAbstractItemModel;

/**
 * What an `ocs` source showed, as upgradetest compares it with what the earlier version showed: its data
 * without the keys that change from one run to the next (`Updated`, `Status`, `Error`, `StatusCode`,
 * `FromCache`) and, for a list source, the rows of @p model as `Rows`.
 */
QJsonObject shownSource(const PlasmaEngine::DataEngine::Data &data, const QAbstractItemModel *model);
