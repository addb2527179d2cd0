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
#include "outbox.h"
#include "person.h"
#include "personattribute.h"

#include <QVariantMap>

namespace Ocs
{

/**
 * Typed results as QVariantMaps, the form data engines and QML read. Keys are lowerCamelCase
 * field names (`id`, `firstName`, `avatarUrl` …), named once in Ocs::RecordFields; unknown or empty
 * values are left out, and a position is either two finite doubles or absent.
 */
namespace Variants
{
QVariantMap fromPerson(const Person &person);
QVariantMap fromFolder(const Folder &folder);
QVariantMap fromMessage(const Message &message);
QVariantMap fromActivity(const Activity &activity);
QVariantMap fromEvent(const Event &event);
QVariantMap fromKnowledgeEntry(const KnowledgeEntry &entry);
QVariantMap fromComment(const Comment &comment);
QVariantMap fromForum(const Forum &forum);
QVariantMap fromTopic(const Topic &topic);
QVariantMap fromPersonAttribute(const PersonAttribute &attribute);
QVariantMap fromOutboxEntry(const Outbox::Entry &entry);

template<typename T>
QVariantList fromList(const QVector<T> &items, QVariantMap (*convert)(const T &))
{
    QVariantList list;
    list.reserve(items.size());
    for (const T &item : items) {
        list.append(convert(item));
    }
    return list;
}
}

} // namespace Ocs
