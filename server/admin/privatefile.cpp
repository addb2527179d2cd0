// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "privatefile.h"

#include <QFileInfo>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <unistd.h>

PrivateFile::PrivateFile(const QString &target)
    : m_target(QFileInfo(target).absoluteFilePath())
    // in the target's folder, so that the rename is atomic; QTemporaryFile makes it 0600
    , m_file(m_target + QStringLiteral(".XXXXXX"))
{
}

bool PrivateFile::open(QString *error)
{
    if (QFileInfo(m_target).isDir()) {
        *error = QStringLiteral("%1 is a folder").arg(m_target);
        return false;
    }
    if (!m_file.open()) {
        *error = QStringLiteral("cannot write in %1: %2").arg(QFileInfo(m_target).absolutePath(), m_file.errorString());
        return false;
    }
    return true;
}

QFile &PrivateFile::file()
{
    return m_file;
}

bool PrivateFile::commit(QString *error)
{
    if (!m_file.flush() || ::fsync(m_file.handle()) != 0) {
        *error = QStringLiteral("cannot write %1: %2").arg(m_file.fileName(), m_file.errorString());
        return false;
    }
    m_file.close();
    if (std::rename(QFile::encodeName(m_file.fileName()).constData(), QFile::encodeName(m_target).constData()) != 0) {
        *error = QStringLiteral("cannot rename to %1: %2").arg(m_target, QString::fromLocal8Bit(std::strerror(errno)));
        return false;
    }
    m_file.setAutoRemove(false);
    return true;
}
