// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QByteArray>
#include <QString>

/**
 * A pseudo-terminal for a test: a program started with the terminal side (slavePath()) as its standard input and error
 * believes an operator sits at it; the test types (write()) and reads what it is shown (waitFor(), shown()), with
 * the terminal's echo, as a person would see it.
 */
class PseudoTerminal
{
public:
    PseudoTerminal();
    ~PseudoTerminal();
    PseudoTerminal(const PseudoTerminal &) = delete;
    PseudoTerminal &operator=(const PseudoTerminal &) = delete;

    bool isOpen() const;
    /** /dev/pts/N: give it to the program as a file. */
    QString slavePath() const;
    /** Reads until what was shown holds @p text, for at most @p ms; false when it did not come. */
    bool waitFor(const QByteArray &text, int ms = 20000);
    /** Everything shown so far. */
    QByteArray shown() const;
    void write(const QByteArray &typed);

private:
    int m_master = -1;
    QString m_slave;
    QByteArray m_shown;
};
