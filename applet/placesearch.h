// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "geo/placeindex.h"

#include <QAbstractListModel>

/**
 * Places matching what the user types in the location settings, for a position set by hand without typing
 * coordinates: from Geo::PlaceIndex::installed(), on this computer only (nothing is sent while typing).
 * Roles: `name`, `countryCode`, `country` (the country's name in the user's language), `label` ("Zurich,
 * Switzerland"), `latitude`, `longitude`. The place chosen is stored like any manual position, and rounded to
 * the user's precision like one.
 */
class PlaceSearch : public QAbstractListModel
{
    Q_OBJECT
    /// What the user typed; the places follow at once.
    Q_PROPERTY(QString query READ query WRITE setQuery NOTIFY queryChanged)
    /// At most this many places (bounded by Geo::PlaceIndex::maxResults).
    Q_PROPERTY(int limit READ limit WRITE setLimit NOTIFY limitChanged)
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    /// Whether any place list was found on this computer.
    Q_PROPERTY(bool available READ available CONSTANT)

public:
    enum Role {
        NameRole = Qt::UserRole + 1,
        CountryCodeRole,
        CountryRole,
        LabelRole,
        LatitudeRole,
        LongitudeRole,
    };

    explicit PlaceSearch(QObject *parent = nullptr);
    /// Searches @p index instead of the installed one (tests).
    explicit PlaceSearch(const Geo::PlaceIndex &index, QObject *parent = nullptr);

    QString query() const;
    void setQuery(const QString &query);
    int limit() const;
    void setLimit(int limit);
    bool available() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    /// Row @p row as a map of the roles (for the view's choice), empty when out of range.
    Q_INVOKABLE QVariantMap get(int row) const;

    /// The name of the country of @p code in the user's language, the code itself when unknown.
    static QString countryName(const QString &code);

Q_SIGNALS:
    void queryChanged();
    void limitChanged();
    void countChanged();

private:
    void update();

    const Geo::PlaceIndex &m_index;
    QString m_query;
    int m_limit = 8;
    QVector<Geo::Place> m_places;
};
