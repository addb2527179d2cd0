// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "personoverrides.h"

#include "database.h"
#include "requestparams.h"
#include "statement.h"
#include "transaction.h"

PersonOverrides &PersonOverrides::instance()
{
    static PersonOverrides overrides;
    return overrides;
}

bool PersonOverrides::apply(Database &database, const RequestParams &params, QString *error)
{
    const QString personId = params.value(QStringLiteral("id")).toLower();
    Transaction transaction(database);
    {
        Statement find(database, "SELECT personid FROM people WHERE personid = ?");
        find.bind(1, personId);
        if (personId.isEmpty() || !find.next()) {
            *error = QStringLiteral("unknown person\n");
            return false;
        }
    }
    // Fixed column names: the parameter names never reach the SQL text.
    static const char *const columns[] = {"firstname", "lastname", "city", "description"};
    for (const char *column : columns) {
        const QString key = QLatin1String(column);
        if (!params.contains(key)) {
            continue;
        }
        const QByteArray sql = QByteArrayLiteral("UPDATE people SET ") + column + QByteArrayLiteral(" = ? WHERE personid = ?");
        Statement update(database, sql.constData());
        update.bind(1, params.value(key));
        update.bind(2, personId);
        update.exec();
    }
    transaction.commit();
    std::lock_guard<std::mutex> lock(m_mutex);
    if (params.contains(QStringLiteral("avatarurl"))) {
        m_avatarUrls.insert(personId, params.value(QStringLiteral("avatarurl")));
    }
    if (params.contains(QStringLiteral("profilepage"))) {
        m_profilePages.insert(personId, params.value(QStringLiteral("profilepage")));
    }
    return true;
}

std::optional<QString> PersonOverrides::avatarUrl(const QString &personId) const
{
    std::lock_guard<std::mutex> lock(m_mutex);
    const auto it = m_avatarUrls.constFind(personId.toLower());
    return it == m_avatarUrls.cend() ? std::nullopt : std::optional<QString>(*it);
}

std::optional<QString> PersonOverrides::profilePage(const QString &personId) const
{
    std::lock_guard<std::mutex> lock(m_mutex);
    const auto it = m_profilePages.constFind(personId.toLower());
    return it == m_profilePages.cend() ? std::nullopt : std::optional<QString>(*it);
}
