// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QByteArray>
#include <QString>

/** SQL pieces the help stores share (docs/help.md, "Server tables"). */
namespace HelpSql
{
/** A post's row (alias.hidden, alias.author) is shown to :viewer: not hidden or their own, its author not disabled. */
QByteArray shown(const char *alias);
/** The rounded mean of a comment's votes (alias.votes, alias.score_sum), 0 without votes: an integer on both stores. */
QByteArray score(const char *alias);
/** "%text%" for LIKE … ESCAPE '\': the text's own %, _ and \ matched as themselves. */
QString containing(const QString &text);
/** @p term as an FTS5 phrase (in double quotes, its own doubled): looked for as it is, never read as query syntax. */
QString phrase(const QString &term);
/** Whether a search of @p term narrows its rows down through the trigram tables (SQLite, step 10): 3 characters or more. */
bool usesTextIndex(bool sqlite, const QString &term);
/** What is searched: trimmed, inner white space one space, case-folded (the attributes' folded column). */
QString folded(const QString &text);
/** Seconds within which the same post by the same author is a repeat (answered with the first one's id). */
constexpr qint64 repeatWindow = 600;
/** Searches of fewer characters find nothing. */
constexpr int minimumSearch = 3;
}
