// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "outbox.h"
#include "reply.h"
#include "request.h"

#include <QObject>
#include <QTimer>

#include <functional>

namespace Ocs
{
class Client;

/**
 * Delivers the outbox, one entry at a time, oldest first.
 *
 * Before each send the entry's attempt count is written, so after a crash or a lost reply the next
 * try first looks in the sent folder (or the sent invitations) and does not send the same thing twice.
 * A refusal (unknown recipient, empty subject …) keeps the entry with the server's reason; network
 * trouble and rate limits retry with a growing delay (5 s doubling up to 5 min), or at once on flush().
 * An answer that cannot be understood (see SendOutcome) leads to one look on the server; an entry not
 * found there, or one whose answers were lost five times, is set aside as Unconfirmed: never sent again
 * on its own, never pending forever.
 */
class OutboxSender : public QObject
{
    Q_OBJECT

public:
    OutboxSender(Client *client, const Outbox &outbox, QObject *parent = nullptr);

    const Outbox &outbox() const;
    /// Sends what is pending now (call after adding an entry, and when the network returns).
    void flush();

Q_SIGNALS:
    void delivered(const Ocs::Outbox::Entry &entry);
    void refused(const Ocs::Outbox::Entry &entry);
    /// The server's answer could not be understood and the entry is not to be found on the server:
    /// it stays in the outbox as Unconfirmed, for the user to send again or discard.
    void unconfirmed(const Ocs::Outbox::Entry &entry);
    /// Not sent for now; it will be tried again.
    void deferred(const Ocs::Outbox::Entry &entry, const QString &detail);
    /// The outbox's content changed.
    void changed();

private:
    void sendNext();
    void send(Outbox::Entry entry);
    enum class Arrival {
        Arrived,
        Absent,
        Unknown, ///< the server could not be asked
    };
    /// Looks in the sent folder (or the sent invitations) for an entry that may have been sent before.
    using Then = std::function<void(Arrival, const QString &)>;
    void lookFor(const Outbox::Entry &entry, const Then &then);
    /// A question, topic, answer or reply, as docs/help.md ("Asked exactly once") says.
    void lookForHelp(const Outbox::Entry &entry, const Then &then);
    /// Whether a list (the sent folder, the sent invitations, the stream) holds an item that @p matches.
    template<typename T>
    void findIn(const Request &request, Reply<T> (*parse)(const QByteArray &), std::function<bool(const T &)> matches, const Then &then);
    void setAside(Outbox::Entry entry, const QString &detail);
    void done(const Outbox::Entry &entry);
    void defer(const Outbox::Entry &entry, const QString &detail);

    Client *m_client;
    Outbox m_outbox;
    QTimer m_retry;
    int m_backoffMs;
    bool m_busy = false;
};

} // namespace Ocs
