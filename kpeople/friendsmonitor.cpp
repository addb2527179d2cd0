// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "friendsmonitor.h"

#include "friendcontact.h"
#include "people/friendsnapshot.h"
#include "people_debug.h"
#include "snapshotwatcher.h"

#include <QUrl>

using People::FriendSnapshot;

namespace
{
// The host a snapshot names goes into every contact id: a host, maybe with a port, nothing else.
bool isPlainHost(const QString &host)
{
    QUrl url;
    url.setScheme(QStringLiteral("ocs"));
    url.setAuthority(host, QUrl::StrictMode);
    return url.isValid() && !url.host().isEmpty() && url.userInfo().isEmpty() && url.authority() == host.toLower();
}
}

FriendsMonitor::FriendsMonitor(const QString &dataRoot)
    : m_dataRoot(dataRoot)
    , m_watcher(new SnapshotWatcher(dataRoot, this))
{
    connect(m_watcher, &SnapshotWatcher::changed, this, &FriendsMonitor::reload);
    m_watcher->rewatch();
    m_contacts = readAll();
    // No account, or none that reads, is a complete answer too: no friends.
    emitInitialFetchComplete(true);
}

QMap<QString, KPeople::AbstractContact::Ptr> FriendsMonitor::contacts()
{
    return m_contacts;
}

void FriendsMonitor::reload()
{
    m_watcher->rewatch();
    const QMap<QString, KPeople::AbstractContact::Ptr> before = m_contacts;
    QMap<QString, KPeople::AbstractContact::Ptr> after = readAll();
    QStringList added;
    QStringList changed;
    for (auto it = after.begin(); it != after.end(); ++it) {
        const auto old = before.constFind(it.key());
        if (old == before.constEnd()) {
            added.append(it.key());
        } else {
            // KPeople goes on using the contact it has: the newer friend goes into it.
            if (static_cast<FriendContact &>(**old).update(static_cast<const FriendContact &>(**it))) {
                changed.append(it.key());
            }
            it.value() = old.value();
        }
    }
    m_contacts = after;
    for (auto it = before.constBegin(); it != before.constEnd(); ++it) {
        if (!after.contains(it.key())) {
            Q_EMIT contactRemoved(it.key());
        }
    }
    for (const QString &id : std::as_const(changed)) {
        Q_EMIT contactChanged(id, after.value(id));
    }
    for (const QString &id : std::as_const(added)) {
        Q_EMIT contactAdded(id, after.value(id));
    }
}

QMap<QString, KPeople::AbstractContact::Ptr> FriendsMonitor::readAll() const
{
    QMap<QString, KPeople::AbstractContact::Ptr> contacts;
    for (const QString &account : FriendSnapshot::accountDirectories(m_dataRoot)) {
        const std::optional<FriendSnapshot> snapshot = FriendSnapshot::read(account);
        if (!snapshot) {
            continue; // no snapshot yet, or one that does not read
        }
        if (!isPlainHost(snapshot->host)) {
            qCWarning(SOCIALDESKTOP_PEOPLE) << "Ignoring the friends snapshot in" << account << ": it names no plain host";
            continue;
        }
        const QString avatars = FriendSnapshot::avatarDirectory(account);
        for (const FriendSnapshot::Friend &person : snapshot->friends) {
            const QString id = snapshot->contactId(person.id);
            if (!contacts.contains(id)) {
                contacts.insert(id, KPeople::AbstractContact::Ptr(new FriendContact(person, avatars)));
            }
        }
    }
    return contacts;
}
