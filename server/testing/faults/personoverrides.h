// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "personformatter.h"

#include <QHash>
#include <QString>

#include <mutex>
#include <optional>

class Database;
class RequestParams;

/**
 * Hostile people on demand (POST /control/person): what a member can write about themselves, overwritten
 * for tests of the widget against untrusted servers (issue 14).
 *
 * Parameters: `id` (the person), and any of `firstname`, `lastname`, `city`, `description` (written to the
 * database), `avatarurl`, `profilepage` (served instead of the server's own addresses, whatever their scheme).
 */
class PersonOverrides : public PersonLinks
{
public:
    static PersonOverrides &instance();

    /// Applies the parameters of a control request; false with @p error set when the person is unknown.
    bool apply(Database &database, const RequestParams &params, QString *error);

    std::optional<QString> avatarUrl(const QString &personId) const override;
    std::optional<QString> profilePage(const QString &personId) const override;

private:
    mutable std::mutex m_mutex;
    QHash<QString, QString> m_avatarUrls;
    QHash<QString, QString> m_profilePages;
};
