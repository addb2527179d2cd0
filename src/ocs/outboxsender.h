// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "outbox.h"

#include <QObject>
#include <QTimer>

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
    /// Not sent for now; it will be tried again.
    void deferred(const Ocs::Outbox::Entry &entry, const QString &detail);
    /// The outbox's content changed.
    void changed();

private:
    void sendNext();
    void send(Outbox::Entry entry);
    void confirmOrSend(const Outbox::Entry &entry);
    void done(const Outbox::Entry &entry);
    void defer(const Outbox::Entry &entry, const QString &detail);

    Client *m_client;
    Outbox m_outbox;
    QTimer m_retry;
    int m_backoffMs;
    bool m_busy = false;
};

} // namespace Ocs
