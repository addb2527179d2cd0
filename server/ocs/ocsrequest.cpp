// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsrequest.h"

OcsRequest::OcsRequest(const QString &method,
                       const QStringList &segments,
                       const RequestParams &params,
                       AuthState auth,
                       const Viewer &viewer,
                       const QString &baseUrl,
                       int maxPageSize)
    : m_method(method)
    , m_segments(segments)
    , m_params(params)
    , m_auth(auth)
    , m_viewer(viewer)
    , m_baseUrl(baseUrl)
    , m_maxPageSize(maxPageSize)
{
}

QString OcsRequest::method() const
{
    return m_method;
}

const QStringList &OcsRequest::segments() const
{
    return m_segments;
}

QString OcsRequest::word(int index) const
{
    return segment(index).toLower();
}

QString OcsRequest::segment(int index) const
{
    return m_segments.value(index);
}

QString OcsRequest::param(const QString &key) const
{
    return m_params.value(key);
}

bool OcsRequest::hasParam(const QString &key) const
{
    return m_params.contains(key);
}

const RequestParams &OcsRequest::params() const
{
    return m_params;
}

AuthState OcsRequest::auth() const
{
    return m_auth;
}

const Viewer &OcsRequest::viewer() const
{
    return m_viewer;
}

QString OcsRequest::baseUrl() const
{
    return m_baseUrl;
}

PageRequest OcsRequest::page() const
{
    return PageRequest::from(param(QStringLiteral("page")), param(QStringLiteral("pagesize")), m_maxPageSize);
}

bool OcsRequest::wantsJson() const
{
    return param(QStringLiteral("format")).compare(QLatin1String("json"), Qt::CaseInsensitive) == 0;
}
