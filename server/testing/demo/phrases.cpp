// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "phrases.h"

#include "prng.h"
#include "resources.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>
#include <QVariant>
#include <QVector>

namespace
{
struct ProfileText {
    int percent = 0;
    int most = 1;
    QStringList words;
};

struct Language {
    QStringList countries;
    QString name;
};

// data/phrases.json, each list in its order: the seed picks by index.
struct Data {
    QHash<QString, ProfileText> profile;
    QHash<QString, QStringList> pools;
    QVector<Language> languages;
};

const Data &data()
{
    static const Data s_data = [] {
        Data data;
        const QJsonObject root = Resources::json(QStringLiteral("phrases.json")).object();
        const QJsonObject profile = root.value(QLatin1String("profile")).toObject();
        for (auto it = profile.begin(); it != profile.end(); ++it) {
            const QJsonObject text = it.value().toObject();
            data.profile.insert(it.key(),
                                ProfileText{text.value(QLatin1String("percent")).toInt(),
                                            text.value(QLatin1String("most")).toInt(1),
                                            text.value(QLatin1String("words")).toVariant().toStringList()});
        }
        const QJsonObject pools = root.value(QLatin1String("pools")).toObject();
        for (auto it = pools.begin(); it != pools.end(); ++it) {
            data.pools.insert(it.key(), it.value().toVariant().toStringList());
        }
        const QJsonArray languages = root.value(QLatin1String("languages")).toArray();
        for (const QJsonValue &value : languages) {
            const QJsonObject language = value.toObject();
            data.languages.append(
                Language{language.value(QLatin1String("countries")).toVariant().toStringList(), language.value(QLatin1String("language")).toString()});
        }
        return data;
    }();
    return s_data;
}

const QStringList &pool(const QString &name)
{
    const auto it = data().pools.constFind(name);
    if (it == data().pools.cend()) {
        qFatal("socialdesktop-server: no pool %s in phrases.json", qPrintable(name));
    }
    return *it;
}

QString pickFrom(Prng &prng, const QStringList &list)
{
    return list.at(prng.below(static_cast<std::uint32_t>(list.size())));
}

QString pickListFrom(Prng &prng, const QStringList &list, int count)
{
    QStringList picked;
    for (int i = 0; i < count; ++i) {
        const QString entry = pickFrom(prng, list);
        if (!picked.contains(entry)) {
            picked.append(entry);
        }
    }
    return picked.join(QStringLiteral(", "));
}
}

QString Phrases::pick(Prng &prng, const QString &name)
{
    return pickFrom(prng, pool(name));
}

QString Phrases::pickList(Prng &prng, const QString &name, int count)
{
    return pickListFrom(prng, pool(name), count);
}

QString Phrases::profileText(Prng &prng, const QString &field)
{
    const auto it = data().profile.constFind(field);
    if (it == data().profile.cend()) {
        qFatal("socialdesktop-server: no profile text %s in phrases.json", qPrintable(field));
    }
    if (!prng.chance(it->percent)) {
        return QString();
    }
    return it->most == 1 ? pickFrom(prng, it->words) : pickListFrom(prng, it->words, 1 + static_cast<int>(prng.below(it->most)));
}

QString Phrases::spokenLanguages(Prng &prng, const QString &countryCode)
{
    const QVector<Language> &all = data().languages;
    QStringList languages;
    for (const Language &language : all) {
        if (language.countries.contains(countryCode)) {
            languages.append(language.name);
            break;
        }
    }
    if (!languages.contains(QStringLiteral("English"))) {
        languages.append(QStringLiteral("English"));
    }
    if (prng.chance(25)) {
        const QString extra = all.at(prng.below(static_cast<std::uint32_t>(all.size()))).name;
        if (!languages.contains(extra)) {
            languages.append(extra);
        }
    }
    return languages.join(QStringLiteral(", "));
}
