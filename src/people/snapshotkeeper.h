// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "avatarstore.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

namespace Export
{
class ContactsCollector;
struct Contacts;
}

namespace Ocs
{
class Session;
}

namespace People
{

/**
 * Keeps the account's FriendSnapshot up to date for the desktop's address book: every page of the friend
 * list and each friend's profile (Export::ContactsCollector, through the session's cache, so unchanged
 * ones cost a 304), each friend's picture as a local file (AvatarStore), written to disk.
 *
 * It runs in the background, ten seconds after the session's `Friends` source brought a new list (a 200,
 * not a 304) or when there is no snapshot yet, so it never competes with what the user looks at. Its parent
 * is the session: it ends with it. Signing out removes the snapshot (Account::SignIn).
 */
class SnapshotKeeper : public QObject
{
    Q_OBJECT

public:
    /// @p session is also the parent.
    explicit SnapshotKeeper(Ocs::Session *session, int delayMs = 10000);
    ~SnapshotKeeper() override;

    QString directory() const;

Q_SIGNALS:
    /// A snapshot of @p friends friends was written.
    void written(int friends);

private:
    void schedule();
    void collect();
    void collected(const Export::Contacts &contacts);

    Ocs::Session *m_session;
    QString m_directory;
    QTimer m_delay;
    AvatarStore m_avatars;
    QPointer<Export::ContactsCollector> m_collector;
    /// The list changed again while a collection ran.
    bool m_again = false;
};

} // namespace People
