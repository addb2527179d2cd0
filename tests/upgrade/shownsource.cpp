// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "shownsource.h"

#include "modelrows.h"

#include <QJsonArray>

QJsonObject shownSource(const PlasmaEngine::DataEngine::Data &data, const QAbstractItemModel *model)
{
    static const QStringList volatileKeys = {QStringLiteral("Updated"),
                                             QStringLiteral("Status"),
                                             QStringLiteral("Error"),
                                             QStringLiteral("StatusCode"),
                                             QStringLiteral("FromCache")};
    QJsonObject object;
    for (auto it = data.constBegin(); it != data.constEnd(); ++it) {
        const QJsonValue value = QJsonValue::fromVariant(it.value());
        if (!volatileKeys.contains(it.key()) && !value.isNull()) {
            object.insert(it.key(), value);
        }
    }
    if (model) {
        object.insert(QStringLiteral("Rows"), QJsonArray::fromVariantList(modelRows(model)));
    }
    return object;
}
