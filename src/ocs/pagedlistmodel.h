// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "rowpage.h"

#include <QAbstractListModel>
#include <QVariantMap>
#include <QVector>

namespace Ocs
{

/**
 * The items of one list source, page by page, as a model views can bind to.
 *
 * Each row is an item of the maps Ocs::Variants makes; its keys are the role names, so QML delegates read
 * `model.firstName`, `model.city` and so on. The rows are held as each page's RowPage block, the bytes
 * the reply cache keeps too: a value is made when a view asks for it. Replacing a page changes only the
 * rows that differ: a refresh that brings the same people keeps the view's scroll position and current item.
 */
class PagedListModel : public QAbstractListModel
{
    Q_OBJECT
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    explicit PagedListModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    /// Sets the items of page @p page (0-based). Pages after the last one loaded are appended; pages from
    /// Limits::maxPages on are ignored.
    void setPage(int page, const RowPage &rows);
    /// The same with the rows as maps.
    void setPage(int page, const QVector<QVariantMap> &items);
    /// Drops every page after the first @p pages.
    void truncate(int pages);
    void clear();

    int pageCount() const;
    /// The item at @p row (empty outside the rows), as a map of its keys.
    Q_INVOKABLE QVariantMap item(int row) const;

    /// Every key an item map can have (RecordFields::listKeys()), in role order.
    static const QVector<QByteArray> &keys();

Q_SIGNALS:
    void countChanged();

private:
    struct Page {
        RowPage rows;
        /// Rows of it the view has been told of (fewer than rows' while a page is replaced).
        int shown = 0;
    };

    int firstRowOf(int page) const;
    /// The page of @p row and the row in it; {-1, -1} outside the rows.
    std::pair<int, int> locate(int row) const;
    void replaceRows(int page, const RowPage &after);

    QVector<Page> m_pages;
};

} // namespace Ocs
