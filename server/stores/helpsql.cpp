// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "helpsql.h"

#include "disabledpeople.h"

#include <QVector>

QByteArray HelpSql::shown(const char *alias)
{
    const QByteArray a(alias);
    return "(" + a + ".hidden IS NULL OR " + a + ".author = :viewer) AND " + DisabledPeople::notDisabled((a + ".author").constData());
}

QByteArray HelpSql::score(const char *alias)
{
    const QByteArray a(alias);
    return "(CASE WHEN " + a + ".votes > 0 THEN (" + a + ".score_sum * 2 + " + a + ".votes) / (" + a + ".votes * 2) ELSE 0 END)";
}

QString HelpSql::containing(const QString &text)
{
    QString escaped = text;
    escaped.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    escaped.replace(QLatin1Char('%'), QStringLiteral("\\%"));
    escaped.replace(QLatin1Char('_'), QStringLiteral("\\_"));
    return QLatin1Char('%') + escaped + QLatin1Char('%');
}

QString HelpSql::phrase(const QString &term)
{
    QString quoted = term;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

bool HelpSql::usesTextIndex(bool sqlite, const QString &term)
{
    return sqlite && term.toUcs4().size() >= minimumSearch;
}

QString HelpSql::folded(const QString &text)
{
    return text.simplified().toCaseFolded();
}
