// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "syntheticcontacts.h"

#include <QStringList>

namespace
{
struct City {
    const char *name;
    const char *country;
    double latitude;
    double longitude;
};

const City cities[] = {
    {"Berlin", "Germany", 52.520008, 13.404954},
    {"São Paulo", "Brazil", -23.550520, -46.633308},
    {"Tōkyō", "Japan", 35.689487, 139.691711},
    {"Reykjavík", "Iceland", 64.146582, -21.942635},
    {"Wellington", "New Zealand", -41.286460, 174.776236},
    {"Москва", "Russia", 55.755826, 37.617300},
};

QStringList firstNames()
{
    return {QStringLiteral("Zoë"),
            QStringLiteral("Søren"),
            QStringLiteral("Łukasz"),
            QStringLiteral("Αριστοτέλης"),
            QStringLiteral("美咲"),
            QStringLiteral("Nguyễn"),
            QStringLiteral("عائشة"),
            QStringLiteral("O'Brien \"Bob\""),
            QStringLiteral("Ada <&> Lovelace"),
            QStringLiteral("Back\\slash"),
            QString::fromUtf8("\xF0\x9D\x94\x8Aothic")};
}

QStringList lastNames()
{
    return {QStringLiteral("Müller"), QStringLiteral("Ærøskøbing"), QStringLiteral("Шевченко"), QStringLiteral("García Márquez"), QStringLiteral("田中")};
}
}

namespace SyntheticContacts
{

QString friendId(int index)
{
    return QStringLiteral("friend%1").arg(index, 6, 10, QLatin1Char('0'));
}

Export::Contacts make(int friends)
{
    Export::Contacts contacts;
    contacts.provider = QUrl(QStringLiteral("https://ocs.example.org/v1/"));

    Ocs::Person &self = contacts.self;
    self.id = QStringLiteral("zoe");
    self.firstName = QStringLiteral("Zoë");
    self.lastName = QStringLiteral("Ærøskøbing-Nguyễn");
    self.homepages = {{QUrl(QStringLiteral("https://zoe.example.org/")), QStringLiteral("Blog"), QUrl()},
                      {QUrl(QStringLiteral("https://git.example.org/zoe")), QStringLiteral("Git"), QUrl()}};
    self.avatarUrl = QUrl(QStringLiteral("https://ocs.example.org/avatars/zoe.png"));
    self.city = QStringLiteral("Berlin");
    self.country = QStringLiteral("Germany");
    self.latitude = 52.516275;
    self.longitude = 13.377704;

    const QStringList first = firstNames();
    const QStringList last = lastNames();
    // Odd indices first, then even ones backwards: anything but id order.
    QVector<int> order;
    for (int i = 1; i < friends; i += 2) {
        order.append(i);
    }
    for (int i = (friends - 1) / 2 * 2; i >= 0; i -= 2) {
        order.append(i);
    }
    for (int i : order) {
        Ocs::Person person;
        person.id = friendId(i);
        person.firstName = first.at(i % first.size());
        person.lastName = last.at(i % last.size());
        const City &city = cities[i % (sizeof(cities) / sizeof(cities[0]))];
        person.city = QString::fromUtf8(city.name);
        person.country = QString::fromUtf8(city.country);
        if (i % 7 != 3) {
            // Spread around the city centre by up to ~5 km, deterministically.
            person.latitude = city.latitude + ((i * 37) % 101 - 50) * 0.001;
            person.longitude = city.longitude + ((i * 53) % 101 - 50) * 0.001;
        }
        if (i % 5 != 0) {
            person.homepages.append({QUrl(QStringLiteral("https://%1.example.net/").arg(person.id)), QStringLiteral("Blog"), QUrl()});
        }
        if (i % 3 == 0) {
            person.homepages.append({QUrl(QStringLiteral("https://social.example.net/@%1").arg(person.id)), QStringLiteral("Mastodon"), QUrl()});
        }
        if (i % 11 != 10) {
            person.avatarUrl = QUrl(QStringLiteral("https://ocs.example.org/avatars/%1.png").arg(person.id));
        }
        contacts.friends.append(person);
    }
    if (!contacts.friends.isEmpty()) {
        contacts.friends.append(contacts.friends.first());
    }
    contacts.friends.append(self);
    return contacts;
}

} // namespace SyntheticContacts
