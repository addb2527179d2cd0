// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "pagerequest.h"

#include <algorithm>

PageRequest PageRequest::from(const QString &page, const QString &pageSize, int maxPageSize)
{
    PageRequest request;
    bool ok = false;
    const qint64 pageNumber = page.trimmed().toLongLong(&ok);
    // keep offsets far away from overflowing
    request.m_page = ok && pageNumber > 0 ? std::min<qint64>(pageNumber, 1000000000) : 0;
    const qint64 size = pageSize.trimmed().toLongLong(&ok);
    if (!ok || size < 1) {
        request.m_pageSize = std::min(defaultPageSize, maxPageSize);
    } else {
        request.m_pageSize = static_cast<int>(std::min<qint64>(size, maxPageSize));
    }
    return request;
}

qint64 PageRequest::page() const
{
    return m_page;
}

int PageRequest::pageSize() const
{
    return m_pageSize;
}

qint64 PageRequest::offset() const
{
    return m_page * m_pageSize;
}
