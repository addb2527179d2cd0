// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QVariantList>

class QAbstractItemModel;

/// The rows of @p model, each as a map of its named roles with a value, the way a QML delegate sees them.
QVariantList modelRows(const QAbstractItemModel *model);
