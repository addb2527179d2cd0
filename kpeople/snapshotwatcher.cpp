// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "snapshotwatcher.h"

#include "people/friendsnapshot.h"
#include "people_debug.h"

#include <QDir>
#include <QFileInfo>

using People::FriendSnapshot;

namespace
{
// QSaveFile makes, writes and renames a file: one reading after the burst.
constexpr int settleMilliseconds = 100;
constexpr int maxRounds = 4;
}

SnapshotWatcher::SnapshotWatcher(const QString &dataRoot, QObject *parent)
    : QObject(parent)
    , m_dataRoot(dataRoot)
{
    m_settle.setSingleShot(true);
    m_settle.setInterval(settleMilliseconds);
    connect(&m_settle, &QTimer::timeout, this, &SnapshotWatcher::changed);
    connect(&m_watcher, &QFileSystemWatcher::directoryChanged, &m_settle, qOverload<>(&QTimer::start));
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, &m_settle, qOverload<>(&QTimer::start));
}

void SnapshotWatcher::rewatch()
{
    // A folder made while the watches were set up (a first sign-in makes people/<provider>/<account> at once) is
    // seen by looking again: a few rounds settle any real sequence of events.
    for (int round = 0; round < maxRounds; ++round) {
        const QStringList wanted = directoriesToWatch() + filesToWatch();
        const QStringList watched = m_watcher.files() + m_watcher.directories();
        if (!watched.isEmpty()) {
            m_watcher.removePaths(watched);
        }
        if (!wanted.isEmpty()) {
            const QStringList failed = m_watcher.addPaths(wanted);
            if (!failed.isEmpty()) {
                qCWarning(SOCIALDESKTOP_PEOPLE) << "Cannot watch" << failed.size() << "of" << wanted.size() << "paths, such as" << failed.first();
            }
        }
        if (directoriesToWatch() + filesToWatch() == wanted) {
            return;
        }
    }
}

QStringList SnapshotWatcher::directoriesToWatch() const
{
    const QString people = m_dataRoot + QStringLiteral("/people");
    if (!QFileInfo(people).isDir()) {
        // Its nearest existing parent, where it will appear.
        QString parent = QFileInfo(people).path();
        while (!QFileInfo(parent).isDir() && !QDir(parent).isRoot()) {
            parent = QFileInfo(parent).path();
        }
        return {parent};
    }
    QStringList directories{people};
    const QDir peopleDir(people);
    for (const QString &provider : peopleDir.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        directories.append(peopleDir.filePath(provider));
    }
    for (const QString &account : FriendSnapshot::accountDirectories(m_dataRoot)) {
        directories.append(account);
        const QString avatars = FriendSnapshot::avatarDirectory(account);
        if (QFileInfo(avatars).isDir()) {
            directories.append(avatars);
        }
    }
    return directories;
}

QStringList SnapshotWatcher::filesToWatch() const
{
    QStringList files;
    for (const QString &account : FriendSnapshot::accountDirectories(m_dataRoot)) {
        const QString file = FriendSnapshot::fileIn(account);
        if (QFileInfo(file).isFile()) {
            files.append(file);
        }
    }
    return files;
}
