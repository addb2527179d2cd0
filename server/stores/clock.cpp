// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "clock.h"

#include "database.h"
#include "statement.h"

#include <QDateTime>

#include <algorithm>

Clock::Clock(Database &database)
{
    auto guard = database.lock();
    Statement statement(database, "SELECT COALESCE((SELECT MAX(senddate) FROM messages), 0), COALESCE((SELECT MAX(timestamp) FROM activities), 0)");
    if (statement.next()) {
        m_floor = std::max(statement.int64(0), statement.int64(1));
    }
}

qint64 Clock::now() const
{
    return std::max(QDateTime::currentSecsSinceEpoch(), m_floor);
}

QString Clock::isoDate(qint64 secondsSinceEpoch)
{
    return QDateTime::fromSecsSinceEpoch(secondsSinceEpoch, Qt::UTC).toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss")) + QLatin1Char('Z');
}
