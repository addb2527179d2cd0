// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "testmmdb.h"

#include <QProcess>

bool writeTestMmdb(const QString &path, bool ipv4Only)
{
    QStringList arguments{QStringLiteral(MAKEMMDB_SCRIPT)};
    if (ipv4Only) {
        arguments.append(QStringLiteral("--ipv4"));
    }
    arguments.append(path);
    QProcess perl;
    perl.setProcessChannelMode(QProcess::ForwardedChannels);
    perl.start(QStringLiteral("perl"), arguments);
    return perl.waitForFinished(30000) && perl.exitStatus() == QProcess::NormalExit && perl.exitCode() == 0;
}

TestMmdb::TestMmdb()
    : m_written(m_dir.isValid() && writeTestMmdb(path()))
{
}

bool TestMmdb::isValid() const
{
    return m_written;
}

QString TestMmdb::path() const
{
    return filePath(QStringLiteral("city.mmdb"));
}

QString TestMmdb::filePath(const QString &name) const
{
    return m_dir.filePath(name);
}
