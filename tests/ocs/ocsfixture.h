// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>

/// A file of tests/data/ocs (OCS_FIXTURES); the test stops when it is missing.
inline QByteArray ocsFixture(const char *name)
{
    QFile file(QStringLiteral(OCS_FIXTURES "/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly)) {
        qFatal("missing fixture %s", name);
    }
    return file.readAll();
}
