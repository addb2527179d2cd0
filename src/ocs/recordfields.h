// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "activity.h"
#include "comment.h"
#include "event.h"
#include "folder.h"
#include "forum.h"
#include "knowledgeentry.h"
#include "message.h"
#include "person.h"
#include "personattribute.h"
#include "serverconfig.h"

#include <QStringList>
#include <QVariantMap>
#include <QVector>

namespace Ocs
{

/**
 * The fields of each record, each written once: the OCS element it is read from (ReplyParser), the key it
 * is published under (Variants) and, for the records lists show, the PagedListModel role of that key.
 */
namespace RecordFields
{

template<typename Record>
struct Field {
    /// The child element of an OCS item that sets it; empty for a key computed from other fields.
    QString element;
    /// Its key in Variants' maps (lowerCamelCase); empty for a field that is read but not published.
    QString key;
    /// Sets the field from the element's text (trimmed and bounded already); null without an element.
    void (*read)(Record &record, const QString &text) = nullptr;
    /// The value published under the key; an invalid QVariant leaves the key out. Null when another
    /// class adds the key to the map (distanceKm, by NearbySearch).
    QVariant (*publish)(const Record &record) = nullptr;
};

template<typename Record>
struct Table {
    QVector<Field<Record>> fields;
    /// An element no field reads; null: it is ignored.
    void (*unknown)(Record &record, const QString &element, const QString &text) = nullptr;
    /// Runs once every element of an item has been read.
    void (*finish)(Record &record) = nullptr;

    /// The field read from @p element, looked for from @p *hint on (items list their elements in table
    /// order, so the next one is usually where the last one was found); nullptr when none.
    template<typename Name>
    const Field<Record> *find(const Name &element, int *hint) const
    {
        const int count = fields.size();
        for (int i = 0; i < count; ++i) {
            const int at = (*hint + i) % count;
            const Field<Record> &field = fields.at(at);
            // The sizes first, inline: most names differ in length.
            if (field.element.size() == element.size() && field.element == element) {
                *hint = at + 1;
                return &field;
            }
        }
        return nullptr;
    }
};

template<typename Record>
const Table<Record> &table();
template<>
const Table<Person> &table<Person>();
template<>
const Table<Folder> &table<Folder>();
template<>
const Table<Message> &table<Message>();
template<>
const Table<Activity> &table<Activity>();
template<>
const Table<Event> &table<Event>();
template<>
const Table<ServerConfig> &table<ServerConfig>();
template<>
const Table<KnowledgeEntry> &table<KnowledgeEntry>();
template<>
const Table<Comment> &table<Comment>();
template<>
const Table<Forum> &table<Forum>();
template<>
const Table<Topic> &table<Topic>();
template<>
const Table<PersonAttribute> &table<PersonAttribute>();

/// A date of the help modules (knowledge base, comments, forum, attributes) in any ISO 8601 form: with `Z`, a
/// `+hh:mm`, `+hhmm` or negative offset (kept), a space for the `T`, without a time (midnight); without an offset
/// it counts as UTC (what servers store). Invalid when unreadable or out of QDateTime's range.
QDateTime helpDate(const QString &text);
/// A number a server states, clamped to @p low to @p high; text that is no number gives @p low.
int clampedNumber(const QString &text, int low, int high);

/// The keys a list item can have (those of Person, Folder, Message, Activity, Event and of the help records), each
/// once, in table order.
const QStringList &listKeys();

/// The keys table<Record>() publishes, in table order.
template<typename Record>
QStringList keys()
{
    QStringList keys;
    for (const Field<Record> &field : table<Record>().fields) {
        if (!field.key.isEmpty()) {
            keys.append(field.key);
        }
    }
    return keys;
}

/// @p record as a map of its published keys; keys whose value is unknown or empty are left out.
template<typename Record>
QVariantMap publish(const Record &record)
{
    QVariantMap map;
    for (const Field<Record> &field : table<Record>().fields) {
        if (field.key.isEmpty() || !field.publish) {
            continue;
        }
        QVariant value = field.publish(record);
        if (value.isValid()) {
            map.insert(field.key, std::move(value));
        }
    }
    return map;
}
}

} // namespace Ocs
