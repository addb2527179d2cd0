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

QVariantMap Variants::fromOutboxEntry(const Outbox::Entry &entry)
{
    return entry.fields();
}
