// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "pagerequest.h"
#include "records.h"
#include "requestparams.h"

#include <QStringList>

enum class AuthState {
    Anonymous, // no Authorization header
    Authenticated,
    Invalid, // credentials sent but wrong
};

/**
 * One OCS call, independent of the HTTP library: method, path segments below /v1/, parameters,
 * who is asking, and the base URL the client used (for absolute links).
 */
class OcsRequest
{
public:
    OcsRequest(const QString &method,
               const QStringList &segments,
               const RequestParams &params,
               AuthState auth,
               const Viewer &viewer,
               const QString &baseUrl,
               int maxPageSize);

    QString method() const;
    const QStringList &segments() const;
    /** Segment i, lower-cased (fixed path words are matched case-insensitively). */
    QString word(int index) const;
    /** Segment i as sent (ids keep their case). */
    QString segment(int index) const;
    QString param(const QString &key) const;
    bool hasParam(const QString &key) const;
    const RequestParams &params() const;
    AuthState auth() const;
    const Viewer &viewer() const;
    /** e.g. http://127.0.0.1:8080 (no trailing slash) */
    QString baseUrl() const;
    PageRequest page() const;
    bool wantsJson() const;

private:
    QString m_method;
    QStringList m_segments;
    RequestParams m_params;
    AuthState m_auth;
    Viewer m_viewer;
    QString m_baseUrl;
    int m_maxPageSize;
};
