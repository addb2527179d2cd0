// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "pagedlistmodel.h"

#include "recordfields.h"
#include "worklimits.h"

#include <numeric>

namespace Ocs
{

namespace
{
// A role per key: custom roles start after Qt's own.
int roleOf(int keyIndex)
{
    return Qt::UserRole + 1 + keyIndex;
}
}

PagedListModel::PagedListModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

const QVector<QByteArray> &PagedListModel::keys()
{
    // Made from the record field tables, so a key Ocs::Variants publishes always has a role.
    static const QVector<QByteArray> all = [] {
        QVector<QByteArray> names;
        for (const QString &key : RecordFields::listKeys()) {
            names.append(key.toLatin1());
        }
        return names;
    }();
    return all;
}

int PagedListModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid()) {
        return 0;
    }
    return std::accumulate(m_pages.cbegin(), m_pages.cend(), 0, [](int sum, const Page &page) {
        return sum + page.shown;
    });
}

std::pair<int, int> PagedListModel::locate(int row) const
{
    if (row < 0) {
        return {-1, -1};
    }
    for (int page = 0; page < m_pages.size(); ++page) {
        if (row < m_pages.at(page).shown) {
            return {page, row};
        }
        row -= m_pages.at(page).shown;
    }
    return {-1, -1};
}

QVariantMap PagedListModel::item(int row) const
{
    const auto [page, at] = locate(row);
    return page < 0 ? QVariantMap() : m_pages.at(page).rows.row(at);
}

QVariant PagedListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const auto [page, at] = locate(index.row());
    if (page < 0) {
        return {};
    }
    const RowPage &rows = m_pages.at(page).rows;
    if (role == Qt::DisplayRole) {
        const QString name =
            (rows.value(at, QStringLiteral("firstName")).toString() + QLatin1Char(' ') + rows.value(at, QStringLiteral("lastName")).toString()).trimmed();
        if (!name.isEmpty()) {
            return name;
        }
        const QVariant subject = rows.value(at, QStringLiteral("subject"));
        if (subject.isValid()) {
            return subject;
        }
        const QVariant title = rows.value(at, QStringLiteral("name"));
        return title.isValid() ? title : rows.value(at, QStringLiteral("id"));
    }
    const int keyIndex = role - roleOf(0);
    if (keyIndex < 0 || keyIndex >= keys().size()) {
        return {};
    }
    return rows.value(at, keyIndex);
}

QHash<int, QByteArray> PagedListModel::roleNames() const
{
    QHash<int, QByteArray> roles{{Qt::DisplayRole, QByteArrayLiteral("display")}};
    for (int i = 0; i < keys().size(); ++i) {
        roles.insert(roleOf(i), keys().at(i));
    }
    return roles;
}

int PagedListModel::pageCount() const
{
    return m_pages.size();
}

int PagedListModel::firstRowOf(int page) const
{
    int row = 0;
    for (int i = 0; i < page && i < m_pages.size(); ++i) {
        row += m_pages.at(i).shown;
    }
    return row;
}

void PagedListModel::setPage(int page, const QVector<QVariantMap> &items)
{
    setPage(page, RowPage::fromMaps(items));
}

void PagedListModel::setPage(int page, const RowPage &rows)
{
    // Pages before it are created empty: a page number from far away must not allocate millions of them.
    if (page < 0 || page >= Limits::maxPages) {
        return;
    }
    while (m_pages.size() <= page) {
        m_pages.append(Page());
    }
    const int oldCount = rowCount();
    replaceRows(page, rows);
    if (rowCount() != oldCount) {
        Q_EMIT countChanged();
    }
}

void PagedListModel::replaceRows(int page, const RowPage &after)
{
    // Rows that keep their id at their position are updated where they differ; the rest of the page
    // is removed and inserted, which is what a list that changed order needs anyway.
    const int first = firstRowOf(page);
    Page &target = m_pages[page];
    const RowPage before = target.rows;
    int same = 0;
    while (same < target.shown && same < after.size() && before.id(same) == after.id(same)) {
        ++same;
    }
    if (target.shown > same) {
        beginRemoveRows({}, first + same, first + target.shown - 1);
        target.shown = same;
        endRemoveRows();
    }
    target.rows = after;
    for (int i = 0; i < same; ++i) {
        if (!before.sameRow(i, after, i)) {
            const QModelIndex changed = index(first + i);
            Q_EMIT dataChanged(changed, changed);
        }
    }
    if (after.size() > same) {
        beginInsertRows({}, first + same, first + after.size() - 1);
        target.shown = after.size();
        endInsertRows();
    }
}

void PagedListModel::truncate(int pages)
{
    pages = std::max(pages, 0);
    if (pages >= m_pages.size()) {
        return;
    }
    const int first = firstRowOf(pages);
    const int last = rowCount() - 1;
    if (last >= first) {
        beginRemoveRows({}, first, last);
        m_pages.resize(pages);
        endRemoveRows();
        Q_EMIT countChanged();
    } else {
        m_pages.resize(pages);
    }
}

void PagedListModel::clear()
{
    truncate(0);
}

} // namespace Ocs
