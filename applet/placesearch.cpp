// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "placesearch.h"

#include <KCountry>
#include <KLocalizedString>

#include <algorithm>

PlaceSearch::PlaceSearch(QObject *parent)
    : PlaceSearch(Geo::PlaceIndex::installed(), parent)
{
}

PlaceSearch::PlaceSearch(const Geo::PlaceIndex &index, QObject *parent)
    : QAbstractListModel(parent)
    , m_index(index)
{
}

QString PlaceSearch::query() const
{
    return m_query;
}

void PlaceSearch::setQuery(const QString &query)
{
    const QString bounded = query.left(Geo::PlaceIndex::maxQueryLength);
    if (bounded == m_query) {
        return;
    }
    m_query = bounded;
    Q_EMIT queryChanged();
    update();
}

int PlaceSearch::limit() const
{
    return m_limit;
}

void PlaceSearch::setLimit(int limit)
{
    limit = std::clamp(limit, 1, int(Geo::PlaceIndex::maxResults));
    if (limit == m_limit) {
        return;
    }
    m_limit = limit;
    Q_EMIT limitChanged();
    update();
}

bool PlaceSearch::available() const
{
    return m_index.size() > 0;
}

void PlaceSearch::update()
{
    const int before = m_places.size();
    beginResetModel();
    m_places = m_index.search(m_query, m_limit);
    endResetModel();
    if (before != m_places.size()) {
        Q_EMIT countChanged();
    }
}

int PlaceSearch::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_places.size();
}

QString PlaceSearch::countryName(const QString &code)
{
    const KCountry country = KCountry::fromAlpha2(code);
    return country.isValid() ? country.name() : code;
}

QVariant PlaceSearch::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_places.size()) {
        return {};
    }
    const Geo::Place &place = m_places.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case LabelRole:
        return i18nc("@item place in a list of search results, %1 its name, %2 its country", "%1, %2", place.name, countryName(place.countryCode));
    case NameRole:
        return place.name;
    case CountryCodeRole:
        return place.countryCode;
    case CountryRole:
        return countryName(place.countryCode);
    case LatitudeRole:
        return place.latitude;
    case LongitudeRole:
        return place.longitude;
    default:
        return {};
    }
}

QHash<int, QByteArray> PlaceSearch::roleNames() const
{
    return {{NameRole, "name"},
            {CountryCodeRole, "countryCode"},
            {CountryRole, "country"},
            {LabelRole, "label"},
            {LatitudeRole, "latitude"},
            {LongitudeRole, "longitude"}};
}

QVariantMap PlaceSearch::get(int row) const
{
    QVariantMap map;
    if (row < 0 || row >= m_places.size()) {
        return map;
    }
    const QHash<int, QByteArray> roles = roleNames();
    for (auto it = roles.cbegin(); it != roles.cend(); ++it) {
        map.insert(QString::fromLatin1(it.value()), data(index(row), it.key()));
    }
    return map;
}
