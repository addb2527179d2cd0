// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "authenticator.h"

#include "basicauth.h"
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
    const auto credentials = BasicAuth::decode(authorization);
    if (!credentials) {
        return result;
    }
    const QString &user = credentials->user;
    const QString &password = credentials->password;

    const Viewer viewer = password.isEmpty() ? m_people.authenticateApiKey(user) : m_people.authenticate(user, password);
    if (viewer.isAuthenticated()) {
        result.state = AuthState::Authenticated;
        result.viewer = viewer;
    }
    return result;
}
