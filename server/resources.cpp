// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "resources.h"

#include <QFile>

QByteArray Resources::bytes(const QString &name)
{
    QFile file(QStringLiteral(":/ocsserver/") + name);
    if (!file.open(QIODevice::ReadOnly)) {
        qFatal("socialdesktop-server: no resource %s", qPrintable(name));
    }
    return file.readAll();
}

QJsonDocument Resources::json(const QString &name)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes(name), &error);
    if (error.error != QJsonParseError::NoError) {
        qFatal("socialdesktop-server: %s is not JSON: %s", qPrintable(name), qPrintable(error.errorString()));
    }
    return document;
}
