// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "resources.h"

#include <QFile>

// Outside any namespace, as Q_INIT_RESOURCE needs: the resources live in a static library (socialdesktopserver),
// whose object file a linker would otherwise leave out, as nothing names it.
static bool initResources()
{
    Q_INIT_RESOURCE(ocsserver);
    return true;
}

void Resources::load()
{
    static const bool s_initialised = initResources();
    Q_UNUSED(s_initialised)
}

QByteArray Resources::bytes(const QString &name)
{
    load();
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
