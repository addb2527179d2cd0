// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "snapshotkeeper.h"

#include "export/contactscollector.h"
#include "friendsnapshot.h"
#include "net/weburl.h"
#include "ocs/session.h"
#include "snapshot_debug.h"
#include "storage/privatefiles.h"

#include <QFile>

namespace People
{

namespace
{
const QString friendsSource = QStringLiteral("Friends");
}

SnapshotKeeper::SnapshotKeeper(Ocs::Session *session, int delayMs)
    : QObject(session)
    , m_session(session)
    , m_directory(
          FriendSnapshot::directoryFor(Storage::PrivateFiles::dataRoot(), session->client()->provider().baseUrl(), session->client()->credentials().user))
    , m_avatars(FriendSnapshot::avatarDirectory(m_directory))
{
    m_delay.setSingleShot(true);
    m_delay.setInterval(delayMs);
    connect(&m_delay, &QTimer::timeout, this, &SnapshotKeeper::collect);
    connect(session, &Ocs::Session::dataChanged, this, [this](const QString &source, const QVariantMap &data) {
        if (source != friendsSource || data.value(QStringLiteral("Status")).toString() != QLatin1String("ready")) {
            return;
        }
        // A new list comes with its status code; a 304 without. With no snapshot yet, either will do.
        if (data.contains(QStringLiteral("StatusCode")) || !QFile::exists(FriendSnapshot::fileIn(m_directory))) {
            schedule();
        }
    });
}

SnapshotKeeper::~SnapshotKeeper() = default;

QString SnapshotKeeper::directory() const
{
    return m_directory;
}

void SnapshotKeeper::schedule()
{
    if (m_collector) {
        m_again = true;
        return;
    }
    m_delay.start();
}

void SnapshotKeeper::collect()
{
    auto *collector = new Export::ContactsCollector(m_session, this);
    m_collector = collector;
    connect(collector, &Export::ContactsCollector::finished, this, [this, collector](const Export::Contacts &contacts, const QString &error) {
        collector->deleteLater();
        if (error.isEmpty()) {
            collected(contacts);
        } else {
            qCInfo(SOCIALDESKTOP_SNAPSHOT) << "The friends snapshot was not updated:" << error;
        }
        if (m_again) {
            m_again = false;
            m_delay.start();
        }
    });
    collector->start();
}

void SnapshotKeeper::collected(const Export::Contacts &contacts)
{
    Export::Contacts normalised = contacts;
    normalised.normalise();
    FriendSnapshot snapshot;
    snapshot.host = FriendSnapshot::hostOf(m_session->client()->provider().baseUrl());
    snapshot.user = m_session->client()->credentials().user;
    snapshot.updated = QDateTime::currentDateTimeUtc();
    QHash<QString, QUrl> pictures;
    for (const Ocs::Person &person : std::as_const(normalised.friends)) {
        FriendSnapshot::Friend entry;
        entry.id = person.id;
        entry.name = (person.firstName + QLatin1Char(' ') + person.lastName).trimmed();
        entry.city = person.city;
        for (const Ocs::Homepage &homepage : person.homepages) {
            if (Net::WebUrl::accepts(homepage.url)) {
                entry.homepages.append(homepage.url.toString());
            }
        }
        if (!person.avatarUrl.isEmpty()) {
            pictures.insert(person.id, person.avatarUrl);
        }
        snapshot.friends.append(entry);
    }
    m_avatars.update(pictures, [this, snapshot](const QHash<QString, QString> &files) mutable {
        for (FriendSnapshot::Friend &entry : snapshot.friends) {
            entry.avatarFile = files.value(entry.id);
        }
        if (snapshot.write(m_directory)) {
            Q_EMIT written(snapshot.friends.size());
        } else {
            qCWarning(SOCIALDESKTOP_SNAPSHOT) << "Could not write the friends snapshot";
        }
    });
}

} // namespace People
