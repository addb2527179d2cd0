// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QFile>

/// A file of tests/data/ocs (replies as the OCS specification and real servers give them); the test stops without it.
/// The test's target defines OCS_FIXTURES, that folder.
inline QByteArray ocsFixture(const char *name)
{
    QFile file(QStringLiteral(OCS_FIXTURES "/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly)) {
        qFatal("missing fixture %s", name);
    }
    return file.readAll();
}
