// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QFileSystemWatcher>
#include <QObject>
#include <QTimer>

/**
 * Tells when any friends snapshot under a data root may have changed: it watches the people folder, every
 * provider and account folder in it, each account's avatars folder and each snapshot file. While there is no
 * people folder yet it watches the nearest folder above it that exists, so the first sign-in is seen too.
 *
 * The engine replaces a snapshot with QSaveFile (a new file renamed over the old one), which ends the watch on the
 * old file: rewatch() after each change sets every watch up again. A burst of changes gives one changed().
 */
class SnapshotWatcher : public QObject
{
    Q_OBJECT

public:
    explicit SnapshotWatcher(const QString &dataRoot, QObject *parent = nullptr);

    /// Watches what is there now; call it before reading the snapshots, so no change after it goes unseen.
    void rewatch();

Q_SIGNALS:
    void changed();

private:
    QStringList directoriesToWatch() const;
    QStringList filesToWatch() const;

    QString m_dataRoot;
    QFileSystemWatcher m_watcher;
    QTimer m_settle;
};
