// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <KPeopleBackend/AllContactsMonitor>

class SnapshotWatcher;

/**
 * Every friend of every account that has a snapshot under the data root (Storage::PrivateFiles::dataRoot()), read
 * when it is made and again whenever a snapshot, an account or an avatars folder changes; each change reported as
 * the contacts added, changed and removed. A snapshot that does not read (damaged, too large, a stranger's format)
 * gives no contacts. When two accounts know the same friend, the account folder first by name gives the contact.
 */
class FriendsMonitor : public KPeople::AllContactsMonitor
{
    Q_OBJECT

public:
    explicit FriendsMonitor(const QString &dataRoot);

    QMap<QString, KPeople::AbstractContact::Ptr> contacts() override;

private:
    void reload();
    QMap<QString, KPeople::AbstractContact::Ptr> readAll() const;

    QString m_dataRoot;
    SnapshotWatcher *m_watcher;
    QMap<QString, KPeople::AbstractContact::Ptr> m_contacts;
};
