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

QString idOf(const QVariantMap &item)
{
    return item.value(QStringLiteral("id")).toString();
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
    return std::accumulate(m_pages.cbegin(), m_pages.cend(), 0, [](int sum, const QVector<QVariantMap> &page) {
        return sum + page.size();
    });
}

QVariantMap PagedListModel::item(int row) const
{
    if (row < 0) {
        return {};
    }
    for (const QVector<QVariantMap> &page : m_pages) {
        if (row < page.size()) {
            return page.at(row);
        }
        row -= page.size();
    }
    return {};
}

QVariant PagedListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const QVariantMap row = item(index.row());
    if (role == Qt::DisplayRole) {
        const QString name =
            (row.value(QStringLiteral("firstName")).toString() + QLatin1Char(' ') + row.value(QStringLiteral("lastName")).toString()).trimmed();
        if (!name.isEmpty()) {
            return name;
        }
        return row.contains(QStringLiteral("subject")) ? row.value(QStringLiteral("subject"))
                                                       : row.value(QStringLiteral("name"), row.value(QStringLiteral("id")));
    }
    const int keyIndex = role - roleOf(0);
    if (keyIndex < 0 || keyIndex >= keys().size()) {
        return {};
    }
    return row.value(RecordFields::listKeys().at(keyIndex));
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
        row += m_pages.at(i).size();
    }
    return row;
}

void PagedListModel::setPage(int page, const QVector<QVariantMap> &items)
{
    // Pages before it are created empty: a page number from far away must not allocate millions of them.
    if (page < 0 || page >= Limits::maxPages) {
        return;
    }
    while (m_pages.size() <= page) {
        m_pages.append(QVector<QVariantMap>());
    }
    const int oldCount = rowCount();
    replaceRows(page, items);
    if (rowCount() != oldCount) {
        Q_EMIT countChanged();
    }
}

void PagedListModel::replaceRows(int page, const QVector<QVariantMap> &after)
{
    // Rows that keep their id at their position are updated where they differ; the rest of the page
    // is removed and inserted, which is what a list that changed order needs anyway.
    const int first = firstRowOf(page);
    QVector<QVariantMap> &target = m_pages[page];
    int same = 0;
    while (same < target.size() && same < after.size() && idOf(target.at(same)) == idOf(after.at(same))) {
        ++same;
    }
    for (int i = 0; i < same; ++i) {
        if (target.at(i) != after.at(i)) {
            target[i] = after.at(i);
            const QModelIndex changed = index(first + i);
            Q_EMIT dataChanged(changed, changed);
        }
    }
    if (target.size() > same) {
        beginRemoveRows({}, first + same, first + target.size() - 1);
        target.resize(same);
        endRemoveRows();
    }
    if (after.size() > same) {
        beginInsertRows({}, first + same, first + after.size() - 1);
        for (int i = same; i < after.size(); ++i) {
            target.append(after.at(i));
        }
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
