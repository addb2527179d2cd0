// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "outbox.h"

#include "ocs_debug.h"
#include "replycache.h"
#include "storage/privatefiles.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSaveFile>
#include <QUuid>

#include <algorithm>
#include <atomic>

using namespace Ocs;

namespace
{
const QString suffix = QStringLiteral(".entry");

QJsonObject toJson(const Outbox::Entry &entry)
{
    QJsonObject json = QJsonObject::fromVariantMap(entry.fields());
    json.insert(QStringLiteral("version"), 1);
    json.insert(QStringLiteral("created"), entry.created.toString(Qt::ISODateWithMs));
    json.insert(QStringLiteral("error"), entry.error);
    return json;
}

/// The value among @p values whose name (as on disk) is @p id, for an entry's kind or state.
template<typename Value>
std::optional<Value> named(const QString &id, std::initializer_list<Value> values, Value Outbox::Entry::*field, QString (Outbox::Entry::*nameOf)() const)
{
    for (const Value value : values) {
        Outbox::Entry entry;
        entry.*field = value;
        if ((entry.*nameOf)() == id) {
            return value;
        }
    }
    return std::nullopt;
}

std::optional<Outbox::Entry::State> stateFromId(const QString &id)
{
    return named(id, {Outbox::Entry::Pending, Outbox::Entry::Refused, Outbox::Entry::Unconfirmed}, &Outbox::Entry::state, &Outbox::Entry::stateId);
}

std::optional<Outbox::Entry::Kind> kindFromId(const QString &id)
{
    return named(id,
                 {Outbox::Entry::Message,
                  Outbox::Entry::Invitation,
                  Outbox::Entry::Activity,
                  Outbox::Entry::Question,
                  Outbox::Entry::Answer,
                  Outbox::Entry::Topic,
                  Outbox::Entry::Reply},
                 &Outbox::Entry::kind,
                 &Outbox::Entry::kindId);
}

std::optional<Outbox::Entry> fromJson(const QJsonObject &object)
{
    const std::optional<Outbox::Entry::Kind> kind = kindFromId(object.value(QStringLiteral("kind")).toString());
    const QString state = object.value(QStringLiteral("state")).toString();
    Outbox::Entry entry;
    entry.id = object.value(QStringLiteral("id")).toString();
    entry.to = object.value(QStringLiteral("to")).toString();
    entry.created = QDateTime::fromString(object.value(QStringLiteral("created")).toString(), Qt::ISODateWithMs);
    // Absent in the files of 0.1.0, which had none of the kinds that use them.
    entry.target = object.value(QStringLiteral("target")).toString();
    entry.parent = object.value(QStringLiteral("parent")).toString();
    if (object.value(QStringLiteral("version")).toInt() != 1 || entry.id.isEmpty() || !kind || !entry.created.isValid() || !stateFromId(state)) {
        return std::nullopt;
    }
    // Messages and invitations go to someone, a status to nobody in particular; answers, topics and replies belong to something.
    const bool addressed = *kind == Outbox::Entry::Message || *kind == Outbox::Entry::Invitation;
    const bool belongs = *kind == Outbox::Entry::Answer || *kind == Outbox::Entry::Topic || *kind == Outbox::Entry::Reply;
    if (entry.to.isEmpty() == addressed || (belongs && entry.target.isEmpty())) {
        return std::nullopt;
    }
    entry.kind = *kind;
    entry.state = *stateFromId(state);
    entry.subject = object.value(QStringLiteral("subject")).toString();
    entry.body = object.value(QStringLiteral("body")).toString();
    entry.attempts = object.value(QStringLiteral("attempts")).toInt();
    entry.error = object.value(QStringLiteral("error")).toString();
    return entry;
}
}

Outbox::Outbox(const QString &directory)
    : m_directory(directory)
{
    // Written 0644 in 0755 directories by versions before 1.1.
    Storage::PrivateFiles::tighten(m_directory);
}

bool Outbox::isValidId(const QString &id)
{
    // Exactly what add() makes: a UUID without braces, lower-case hex. Nothing else may become part of a path.
    static const QRegularExpression format(QStringLiteral("^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$"));
    return format.match(id).hasMatch();
}

QString Outbox::directoryFor(const QString &dataRoot, const QUrl &baseUrl, const QString &user)
{
    // The same per-provider, per-account layout as the cache, under the data location (never wiped as a cache may be).
    QString directory = ReplyCache::directoryFor(dataRoot, baseUrl, user);
    directory.replace(dataRoot + QStringLiteral("/ocs/"), dataRoot + QStringLiteral("/outbox/"));
    return directory;
}

QString Outbox::Entry::kindId() const
{
    switch (kind) {
    case Invitation:
        return QStringLiteral("invitation");
    case Activity:
        return QStringLiteral("activity");
    case Question:
        return QStringLiteral("question");
    case Answer:
        return QStringLiteral("answer");
    case Topic:
        return QStringLiteral("topic");
    case Reply:
        return QStringLiteral("reply");
    case Message:
        break;
    }
    return QStringLiteral("message");
}

bool Outbox::Entry::isHelp() const
{
    return kind == Question || kind == Answer || kind == Topic || kind == Reply;
}

QString Outbox::Entry::stateId() const
{
    switch (state) {
    case Refused:
        return QStringLiteral("refused");
    case Unconfirmed:
        return QStringLiteral("unconfirmed");
    case Pending:
        break;
    }
    return QStringLiteral("pending");
}

QVariantMap Outbox::Entry::fields() const
{
    QVariantMap map{
        {QStringLiteral("id"), id},
        {QStringLiteral("kind"), kindId()},
        {QStringLiteral("state"), stateId()},
        {QStringLiteral("to"), to},
        {QStringLiteral("subject"), subject},
        {QStringLiteral("body"), body},
        {QStringLiteral("created"), created},
        {QStringLiteral("attempts"), attempts},
    };
    if (!error.isEmpty()) {
        map.insert(QStringLiteral("error"), error);
    }
    if (!target.isEmpty()) {
        map.insert(QStringLiteral("target"), target);
    }
    if (!parent.isEmpty()) {
        map.insert(QStringLiteral("parent"), parent);
    }
    return map;
}

QString Outbox::directory() const
{
    return m_directory;
}

QString Outbox::fileFor(const QString &id) const
{
    return m_directory + QLatin1Char('/') + id + suffix;
}

namespace
{
/// Now, but always later than the last entry this process wrote: entries go out in the order they were written,
/// and two written within one millisecond would otherwise sort by their random ids.
QDateTime nextCreationTime()
{
    static std::atomic<qint64> last{0};
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    qint64 previous = last.load();
    qint64 next = std::max(now, previous + 1);
    while (!last.compare_exchange_weak(previous, next)) {
        next = std::max(now, previous + 1);
    }
    return QDateTime::fromMSecsSinceEpoch(next, Qt::UTC);
}
}

std::optional<Outbox::Entry> Outbox::add(Entry entry) const
{
    entry.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    entry.created = nextCreationTime();
    entry.attempts = 0;
    entry.state = Entry::Pending;
    entry.error.clear();
    if (!update(entry)) {
        return std::nullopt;
    }
    return entry;
}

bool Outbox::update(const Entry &entry) const
{
    if (!isValidId(entry.id)) {
        qCWarning(SOCIALDESKTOP_OCS) << "refusing an outbox entry id that the outbox did not make";
        return false;
    }
    if (!Storage::PrivateFiles::makePath(m_directory)) {
        return false;
    }
    QSaveFile file(fileFor(entry.id));
    if (!file.open(QIODevice::WriteOnly) || !Storage::PrivateFiles::restrict(file)) {
        return false;
    }
    file.write(QJsonDocument(toJson(entry)).toJson(QJsonDocument::Compact));
    return file.commit();
}

bool Outbox::remove(const QString &id) const
{
    if (!isValidId(id)) {
        qCWarning(SOCIALDESKTOP_OCS) << "refusing to remove an outbox entry by an id that the outbox did not make";
        return false;
    }
    return QFile::remove(fileFor(id));
}

QVector<Outbox::Entry> Outbox::entries() const
{
    QVector<Entry> entries;
    const QDir directory(m_directory);
    const QStringList names = directory.entryList({QLatin1Char('*') + suffix}, QDir::Files);
    for (const QString &name : names) {
        QFile file(directory.filePath(name));
        std::optional<Entry> entry;
        if (file.open(QIODevice::ReadOnly)) {
            QJsonParseError error;
            const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &error);
            if (error.error == QJsonParseError::NoError && document.isObject()) {
                entry = fromJson(document.object());
            }
            file.close();
        }
        if (entry && isValidId(entry->id) && name == entry->id + suffix) {
            entries.append(*entry);
        } else {
            qCWarning(SOCIALDESKTOP_OCS) << "setting aside a damaged outbox entry" << name;
            QFile::rename(file.fileName(), file.fileName() + QStringLiteral(".damaged"));
        }
    }
    std::stable_sort(entries.begin(), entries.end(), [](const Entry &a, const Entry &b) {
        return a.created < b.created;
    });
    return entries;
}
