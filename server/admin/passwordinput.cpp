// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "passwordinput.h"

#include "registrationapi.h"
#include "terminal.h"

namespace
{
// UTF-8 takes at most 3 bytes for each UTF-16 unit person/add counts (4 for a pair of them)
constexpr int s_maxBytes = RegistrationApi::maxPasswordLength * 3;

bool readOne(const char *prompt, QString *password, QString *error)
{
    QByteArray line;
    switch (Terminal::readLine(&line, s_maxBytes, prompt, true)) {
    case Terminal::Read::Line:
        break;
    case Terminal::Read::End:
        *error = QStringLiteral("no password on standard input");
        return false;
    case Terminal::Read::TooLong:
        *error = QStringLiteral("the password is longer than %1 characters").arg(RegistrationApi::maxPasswordLength);
        return false;
    case Terminal::Read::Failed:
        *error = QStringLiteral("cannot read the password from standard input");
        return false;
    }
    *password = QString::fromUtf8(line);
    if (password->toUtf8() != line) {
        *error = QStringLiteral("the password is not valid UTF-8");
        return false;
    }
    return true;
}
}

bool PasswordInput::readNew(QString *password, QString *error)
{
    if (!readOne("New password: ", password, error)) {
        return false;
    }
    if (Terminal::isInteractive()) {
        QString again;
        if (!readOne("Repeat the password: ", &again, error)) {
            return false;
        }
        if (again != *password) {
            *error = QStringLiteral("the two passwords differ");
            return false;
        }
    }
    if (!RegistrationApi::isValidPassword(*password)) {
        *error = QStringLiteral("the password must have %1 to %2 characters").arg(RegistrationApi::minPasswordLength).arg(RegistrationApi::maxPasswordLength);
        return false;
    }
    return true;
}
