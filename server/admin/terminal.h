// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QByteArray>

/**
 * Standard input for socialdesktop-admin: one bounded line at a time, from a pipe or from the operator's terminal
 * (then with a prompt on standard error, and without echo for passwords).
 */
namespace Terminal
{
/** Standard input and standard error are both a terminal: someone can be asked. */
bool isInteractive();

enum class Read {
    Line, // a line, or the text before the end of input
    End, // nothing before the end of input
    TooLong, // more than maxBytes before the line end; the rest is left unread
    Failed,
};

/**
 * One line of standard input without its line end ("\n" or "\r\n"), at most @p maxBytes. When standard input is a
 * terminal, @p prompt is written to standard error first and with @p hidden what is typed is not shown.
 */
Read readLine(QByteArray *line, int maxBytes, const char *prompt = nullptr, bool hidden = false);
}
