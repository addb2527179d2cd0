// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "privatefiles.h"

#include "storage_debug.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileDevice>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

#include <cerrno>
#include <sys/stat.h>

using namespace Storage;

namespace
{
constexpr mode_t privateDirectory = 0700;
constexpr mode_t privateFile = 0600;

/// lstat: a symbolic link is reported as itself, never as what it points to.
bool statOf(const QString &path, struct stat *info)
{
    return ::lstat(QFile::encodeName(path).constData(), info) == 0;
}

void tightenOne(const QString &path)
{
    struct stat info;
    if (!statOf(path, &info) || S_ISLNK(info.st_mode)) {
        return;
    }
    const mode_t wanted = S_ISDIR(info.st_mode) ? privateDirectory : privateFile;
    if ((info.st_mode & 07777) != wanted && ::chmod(QFile::encodeName(path).constData(), wanted) != 0) {
        qCWarning(SOCIALDESKTOP_STORAGE) << "cannot make" << path << "private:" << strerror(errno);
    }
}
}

QString PrivateFiles::cacheRoot()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) + QStringLiteral("/socialdesktop");
}

QString PrivateFiles::dataRoot()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + QStringLiteral("/socialdesktop");
}

QString PrivateFiles::configFile()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) + QStringLiteral("/socialdesktoprc");
}

void PrivateFiles::tightenOwnFiles()
{
    tighten(cacheRoot());
    tighten(dataRoot());
    tighten(configFile());
}

void PrivateFiles::tighten(const QString &path)
{
    struct stat info;
    if (!statOf(path, &info) || S_ISLNK(info.st_mode)) {
        return;
    }
    tightenOne(path);
    if (!S_ISDIR(info.st_mode)) {
        return;
    }
    // QDirIterator does not descend into linked directories without FollowSymlinks; links themselves are skipped above.
    QDirIterator it(path, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        tightenOne(it.next());
    }
}

bool PrivateFiles::makePath(const QString &directory)
{
    const QString clean = QDir::cleanPath(directory);
    if (QFileInfo(clean).isDir()) {
        return true;
    }
    const QString parent = QFileInfo(clean).path();
    if (parent != clean && !makePath(parent)) {
        return false;
    }
    if (::mkdir(QFile::encodeName(clean).constData(), privateDirectory) != 0 && errno != EEXIST) {
        qCWarning(SOCIALDESKTOP_STORAGE) << "cannot create" << clean << strerror(errno);
        return false;
    }
    return QFileInfo(clean).isDir();
}

bool PrivateFiles::restrict(QFileDevice &file)
{
    if (!file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner)) {
        qCWarning(SOCIALDESKTOP_STORAGE) << "cannot make" << file.fileName() << "private";
        return false;
    }
    return true;
}

bool PrivateFiles::save(const QString &path, const QByteArray &data, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || !restrict(file) || file.write(data) != data.size() || !file.commit()) {
        *error = file.errorString();
        qCWarning(SOCIALDESKTOP_STORAGE) << "Cannot write" << path << *error;
        return false;
    }
    return true;
}

bool PrivateFiles::write(const QString &path, const QByteArray &bytes)
{
    QString error;
    return makePath(QFileInfo(path).absolutePath()) && save(path, bytes, &error);
}

bool PrivateFiles::isPrivate(const QString &path)
{
    struct stat info;
    if (!statOf(path, &info)) {
        return false;
    }
    return (info.st_mode & 07777) == (S_ISDIR(info.st_mode) ? privateDirectory : privateFile);
}
