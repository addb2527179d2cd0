// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QCommandLineOption>

class QCommandLineParser;
struct ServerOptions;

/**
 * The options that say where socialdesktop-admin finds the community's data, read as the server reads them
 * (CommandLine): the configuration file (`--config`, ServerConfig) and the SQLite file over it (`--db`).
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
