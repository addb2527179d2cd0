// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "variants.h"

#include "recordfields.h"

using namespace Ocs;

QVariantMap Variants::fromPerson(const Person &person)
{
    return RecordFields::publish(person);
}

QVariantMap Variants::fromFolder(const Folder &folder)
{
    return RecordFields::publish(folder);
}

QVariantMap Variants::fromMessage(const Message &message)
{
    return RecordFields::publish(message);
}

QVariantMap Variants::fromActivity(const Activity &activity)
{
    return RecordFields::publish(activity);
}

QVariantMap Variants::fromEvent(const Event &event)
{
    return RecordFields::publish(event);
}

QVariantMap Variants::fromKnowledgeEntry(const KnowledgeEntry &entry)
{
    return RecordFields::publish(entry);
}

QVariantMap Variants::fromComment(const Comment &comment)
{
    return RecordFields::publish(comment);
}

QVariantMap Variants::fromForum(const Forum &forum)
{
    return RecordFields::publish(forum);
}

QVariantMap Variants::fromTopic(const Topic &topic)
{
    return RecordFields::publish(topic);
}

QVariantMap Variants::fromPersonAttribute(const PersonAttribute &attribute)
{
    return RecordFields::publish(attribute);
}

QVariantMap Variants::fromOutboxEntry(const Outbox::Entry &entry)
{
    return entry.fields();
}
