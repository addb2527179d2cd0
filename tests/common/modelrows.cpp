// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "modelrows.h"

#include <QAbstractItemModel>

QVariantList modelRows(const QAbstractItemModel *model)
{
    QVariantList rows;
    if (!model) {
        return rows;
    }
    const QHash<int, QByteArray> roles = model->roleNames();
    for (int row = 0; row < model->rowCount(); ++row) {
        QVariantMap map;
        for (auto it = roles.begin(); it != roles.end(); ++it) {
            const QVariant value = model->data(model->index(row, 0), it.key());
            if (value.isValid()) {
                map.insert(QString::fromLatin1(it.value()), value);
            }
        }
        rows.append(map);
    }
    return rows;
}
