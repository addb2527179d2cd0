// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QCommandLineOption>

class QCommandLineParser;
struct ServerOptions;

/**
 * The options that say where the community's data is (`--db`), shared by socialdesktop-server and
 * socialdesktop-admin so that both find the same database the same way.
 */
class StorageOptions
{
public:
    StorageOptions();

    void addTo(QCommandLineParser &parser) const;
    /** Copies what the command line set into options. */
    void apply(const QCommandLineParser &parser, ServerOptions *options) const;

private:
    QCommandLineOption m_db;
};
