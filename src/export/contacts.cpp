// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "contacts.h"

#include <QSet>

#include <algorithm>

namespace Export
{

void Contacts::normalise()
{
    QVector<Ocs::Person> unique;
    unique.reserve(friends.size());
    QSet<QString> seen;
    seen.insert(self.id);
    for (const Ocs::Person &person : std::as_const(friends)) {
        if (person.id.isEmpty() || seen.contains(person.id)) {
            continue;
        }
        seen.insert(person.id);
        unique.append(person);
    }
    // Code point order: stable across locales and machines.
    std::sort(unique.begin(), unique.end(), [](const Ocs::Person &a, const Ocs::Person &b) {
        return a.id < b.id;
    });
    friends = unique;
}

} // namespace Export
