// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>

/**
 * OCS paging (docs/ocs-protocol.md, "Paging"): page is 0-based (missing or invalid: 0); pagesize missing, invalid
 * or < 1 gives the default 10, larger than the maximum is clamped to the maximum.
 */
class PageRequest
{
public:
    static constexpr int defaultPageSize = 10;

    static PageRequest from(const QString &page, const QString &pageSize, int maxPageSize);

    qint64 page() const;
    int pageSize() const;
    qint64 offset() const;

private:
    qint64 m_page = 0;
    int m_pageSize = defaultPageSize;
};
