// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "authenticator.h"

#include "peoplestore.h"

#include <QByteArray>

Authenticator::Authenticator(const PeopleStore &people)
    : m_people(people)
{
}

Authenticator::Result Authenticator::authenticate(const std::string &authorization) const
{
    Result result;
    const QByteArray header = QByteArray::fromStdString(authorization).trimmed();
    if (header.isEmpty()) {
        return result;
    }
    result.state = AuthState::Invalid;
    if (!header.toLower().startsWith("basic ")) {
        return result;
    }
    const auto decoded = QByteArray::fromBase64Encoding(header.mid(6).trimmed(), QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded) {
        return result;
    }
    const QByteArray credentials = *decoded;
    const int colon = credentials.indexOf(':');
    const QString user = QString::fromUtf8(colon < 0 ? credentials : credentials.left(colon));
    const QString password = colon < 0 ? QString() : QString::fromUtf8(credentials.mid(colon + 1));

    const Viewer viewer = password.isEmpty() ? m_people.authenticateApiKey(user) : m_people.authenticate(user, password);
    if (viewer.isAuthenticated()) {
        result.state = AuthState::Authenticated;
        result.viewer = viewer;
    }
    return result;
}
