// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>

/**
 * What socialdesktop-admin writes to the operator's terminal: its messages on standard error, and text from the
 * command line or the database made safe to show there (control and format characters escaped, bounded).
 */
namespace OperatorText
{
/** "socialdesktop-admin: <message>" on standard error. */
void say(const QString &message);
/** say() @p message, and the exit code of a failed command (1). */
int failure(const QString &message);

/** A control, format or lone surrogate character: never written to the terminal as it is. */
bool isControl(QChar c);
bool hasControl(const QString &text);

/** The first 80 characters of @p text with control characters as \uXXXX, and "…" when it was longer. */
QString escaped(const QString &text);
/** escaped() in double quotes. */
QString quoted(const QString &text);
}
