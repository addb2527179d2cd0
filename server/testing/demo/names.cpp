// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "names.h"

#include "prng.h"
#include "resources.h"
#include "textfold.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>
#include <QVariant>
#include <QVector>

#include <algorithm>

namespace
{
struct Culture {
    QStringList countries;
    QStringList male;
    QStringList female;
    QStringList last;
};

// data/names.json, in its order: the seed picks by index.
const QVector<Culture> &cultures()
{
    static const QVector<Culture> s_cultures = [] {
        QVector<Culture> cultures;
        const QJsonArray array = Resources::json(QStringLiteral("names.json")).array();
        for (const QJsonValue &value : array) {
            const QJsonObject culture = value.toObject();
            const auto list = [&culture](const char *key) {
                return culture.value(QLatin1String(key)).toVariant().toStringList();
            };
            cultures.append(Culture{list("countries"), list("male"), list("female"), list("last")});
        }
        return cultures;
    }();
    return s_cultures;
}

const Culture &cultureFor(const QString &countryCode)
{
    const QVector<Culture> &all = cultures();
    const auto found = std::find_if(all.cbegin(), all.cend(), [&countryCode](const Culture &culture) {
        return culture.countries.contains(countryCode);
    });
    if (found != all.cend()) {
        return *found;
    }
    // English names for everything else
    return countryCode == QLatin1String("GB") ? all.constFirst() : cultureFor(QStringLiteral("GB"));
}

QString pick(Prng &prng, const QStringList &list)
{
    return list.at(prng.below(static_cast<std::uint32_t>(list.size())));
}
}

Names::Name Names::generate(Prng &prng, const QString &countryCode)
{
    const bool local = prng.chance(82);
    const Culture &culture = local ? cultureFor(countryCode) : cultures().at(prng.below(static_cast<std::uint32_t>(cultures().size())));
    Name name;
    const bool female = prng.chance(50);
    name.firstName = pick(prng, female ? culture.female : culture.male);
    name.lastName = pick(prng, culture.last);
    name.gender = female ? QStringLiteral("female") : QStringLiteral("male");
    return name;
}

QString Names::toAscii(const QString &text)
{
    return TextFold::toAscii(text);
}

QString Names::loginStem(const QString &firstName, const QString &lastName)
{
    return toAscii(firstName) + QLatin1Char('.') + toAscii(lastName);
}
