// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "cities.h"

#include "resources.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QVector>

namespace
{
const QVector<Cities::City> &cities()
{
    static const QVector<Cities::City> s_cities = [] {
        QVector<Cities::City> cities;
        const QJsonArray array = Resources::json(QStringLiteral("cities.json")).array();
        for (const QJsonValue &value : array) {
            const QJsonObject city = value.toObject();
            cities.append(Cities::City{city.value(QLatin1String("name")).toString(),
                                       city.value(QLatin1String("country")).toString(),
                                       city.value(QLatin1String("latitudeMicro")).toInt(),
                                       city.value(QLatin1String("longitudeMicro")).toInt(),
                                       city.value(QLatin1String("weight")).toInt()});
        }
        return cities;
    }();
    return s_cities;
}
}

int Cities::count()
{
    return cities().size();
}

const Cities::City &Cities::at(int index)
{
    return cities().at(index);
}

int Cities::indexOf(const QString &name)
{
    for (int i = 0; i < count(); ++i) {
        if (at(i).name == name) {
            return i;
        }
    }
    return -1;
}

int Cities::totalWeight()
{
    int total = 0;
    for (const City &city : cities()) {
        total += city.weight;
    }
    return total;
}

int Cities::byWeight(int value)
{
    for (int i = 0; i < count(); ++i) {
        if (value < at(i).weight) {
            return i;
        }
        value -= at(i).weight;
    }
    return 0;
}
