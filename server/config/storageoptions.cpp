// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "storageoptions.h"

#include "serverconfig.h"
#include "serveroptions.h"

#include <QCommandLineParser>

StorageOptions::StorageOptions(const QString &configDescription)
    : m_config(QStringLiteral("config"), configDescription, QStringLiteral("file"))
    , m_db(QStringLiteral("db"), QStringLiteral("SQLite database file (default ocsserver.sqlite; overrides the configuration file's)."), QStringLiteral("file"))
{
}

void StorageOptions::addTo(QCommandLineParser &parser) const
{
    parser.addOptions({m_config, m_db});
}

bool StorageOptions::apply(const QCommandLineParser &parser, ServerOptions *options, QString *error) const
{
    if (parser.isSet(m_config) && !ServerConfig::read(parser.value(m_config), options, error)) {
        return false;
    }
    if (parser.isSet(m_db)) {
        // as on the server: the command line wins over the configuration file, whichever store the file named
        options->databasePath = parser.value(m_db);
        options->databaseUrl.clear();
    }
    return true;
}

QString StorageOptions::configFile(const QCommandLineParser &parser) const
{
    return parser.value(m_config);
}
