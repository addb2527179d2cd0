// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "storageoptions.h"

#include "serveroptions.h"

#include <QCommandLineParser>

StorageOptions::StorageOptions()
    : m_db(QStringLiteral("db"), QStringLiteral("SQLite database file (default ocsserver.sqlite)."), QStringLiteral("file"))
{
}

void StorageOptions::addTo(QCommandLineParser &parser) const
{
    parser.addOption(m_db);
}

void StorageOptions::apply(const QCommandLineParser &parser, ServerOptions *options) const
{
    if (parser.isSet(m_db)) {
        options->databasePath = parser.value(m_db);
    }
}
