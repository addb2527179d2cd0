// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QCommandLineOption>

class QCommandLineParser;
struct ServerOptions;

/**
 * The options that say where the community's data is: the configuration file (`--config`, ServerConfig) and the
 * database over it (`--db`). Shared by socialdesktop-server and socialdesktop-admin, so that both find the same
 * database the same way.
 */
class StorageOptions
{
public:
    /** @p configDescription: what --config means to this program, for --help. */
    explicit StorageOptions(const QString &configDescription);

    void addTo(QCommandLineParser &parser) const;
    /**
     * Reads the configuration file into @p options when one is named, then --db over it. False with @p error when the
     * file cannot be read or holds a wrong value.
     */
    bool apply(const QCommandLineParser &parser, ServerOptions *options, QString *error) const;
    /** The --config file; empty when none. */
    QString configFile(const QCommandLineParser &parser) const;

private:
    QCommandLineOption m_config;
    QCommandLineOption m_db;
};
