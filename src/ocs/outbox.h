// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QDateTime>
#include <QMetaType>
#include <QString>
#include <QUrl>
#include <QVariantMap>
#include <QVector>

#include <optional>

namespace Ocs
{

/**
 * What the user wrote and has not been delivered yet: messages, friend invitations and posted statuses, on disk.
 *
 * An entry is written (atomically) before anything is sent, and removed only once the server
 * answered 100. A refused entry stays, with the server's reason, so its text can be fixed and
 * sent again. One file per entry: a damaged file is set aside and never costs the others.
 * Files are 0600 in 0700 directories (Storage::PrivateFiles); opening an outbox tightens what is there.
 */
class Outbox
{
public:
    struct Entry {
        enum Kind {
            Message,
            Invitation,
            Activity, ///< a status posted to the activity stream (`to` empty)
            Question, ///< a knowledge-base question: `subject` its title, `body` its text, `target` the content item or empty
            Answer, ///< an answer to the knowledge-base entry `target` (a reply to comment `parent` when set)
            Topic, ///< a new topic in forum `target`: `subject` and `body`
            Reply, ///< a reply in topic `target` (to comment `parent` when set)
        };
        enum State {
            Pending,
            Refused,
            Unconfirmed, ///< the server's answer could not be understood and the entry was not found on the server: never sent again on its own
        };

        QString id;
        Kind kind = Message;
        State state = Pending;
        QString to; ///< messages and invitations only
        QString subject; ///< messages, and the title of a question, topic, answer or reply
        QString body; ///< the message text, the invitation's message, or the status
        QDateTime created;
        int attempts = 0; ///< sends tried; above 0 a reply may have been lost
        QString error; ///< why the server refused (its message), for Refused; what the answer was, for Unconfirmed
        QString target; ///< the help kinds: the entry, topic, forum or content item it belongs to
        QString parent; ///< answers and replies: the comment it replies to, or empty

        /// `message`, `invitation`, `activity`, `question`, `answer`, `topic` or `reply`, as on disk and in the engine's
        /// data (never translated).
        QString kindId() const;
        /// `pending`, `refused` or `unconfirmed`, likewise.
        QString stateId() const;
        /// True for the kinds of the Help view (question, answer, topic, reply).
        bool isHelp() const;
        /// The fields by their names on disk and in the engine's data; `error`, `target` and `parent` only when set.
        QVariantMap fields() const;
    };

    explicit Outbox(const QString &directory);

    /// The standard location for a provider and account: <data>/outbox/<host_port>/<user>.
    static QString directoryFor(const QString &dataRoot, const QUrl &baseUrl, const QString &user);

    QString directory() const;
    /// Writes a new entry (id and created are filled in) and returns it; nullopt when it could not be written.
    std::optional<Entry> add(Entry entry) const;
    /// Rewrites an entry; false for an id of a form add() does not make (see isValidId()).
    bool update(const Entry &entry) const;
    /// Removes an entry; false when @p id is not of the outbox's own form or there is no such entry.
    bool remove(const QString &id) const;
    /// Whether @p id has the form add() gives (a UUID in lower-case hex): only such ids become file names,
    /// so an id from a caller (`../../.config/x`, `/etc/passwd`) never reaches the file system.
    static bool isValidId(const QString &id);
    /// Every readable entry, oldest first. Damaged files are renamed to *.damaged and skipped.
    QVector<Entry> entries() const;

private:
    QString fileFor(const QString &id) const;

    QString m_directory;
};

} // namespace Ocs

Q_DECLARE_METATYPE(Ocs::Outbox::Entry)
