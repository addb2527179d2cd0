// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "authenticator.h"

#include "peoplestore.h"

Authenticator::Authenticator(const PeopleStore &people)
    : m_people(people)
{
}

Authenticator::Result Authenticator::authenticate(const std::optional<BasicAuth> &credentials) const
{
    Result result;
    result.state = AuthState::Invalid;
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
