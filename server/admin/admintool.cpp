// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "admintool.h"

#include "accountstore.h"
#include "argon2.h"
#include "clock.h"
#include "databasebackup.h"
#include "moderationtool.h"
#include "operatortext.h"
#include "passwordinput.h"
#include "personeraser.h"
#include "personexport.h"
#include "privatefile.h"
#include "registrationapi.h"
#include "terminal.h"

#include <QFileInfo>
#include <QJsonDocument>

#include <cstdio>

namespace
{
// Longer than any login person/add or the seeder makes; a longer one cannot name anybody.
constexpr int s_maxLookupLength = 256;

using OperatorText::failure;
using OperatorText::say;

/** Text from the command line or the database as it may be shown on the operator's terminal. */
QString shown(const QString &text)
{
    return OperatorText::quoted(text);
}
}

AdminTool::AdminTool(const AdminRequest &request)
    : m_request(request)
{
}

int AdminTool::run()
{
    const QString &url = m_request.server.databaseUrl;
    const QString path = m_request.server.databasePath;
    // an operator's typo must not make a new, empty community
    if (url.isEmpty() && !QFileInfo(path).isFile()) {
        return failure(QStringLiteral("no database at %1 (see --db)").arg(shown(path)));
    }
    QString error;
    if (!m_database.open(m_request.server, &error)) {
        // the URL may hold a password: never shown
        return failure(QStringLiteral("cannot open the database %1: %2").arg(url.isEmpty() ? shown(path) : QStringLiteral("(PostgreSQL)"), error));
    }
    const QString &command = m_request.command;
    if (command == QLatin1String("create")) {
        return create();
    }
    if (command == QLatin1String("disable") || command == QLatin1String("enable")) {
        return setDisabled(command == QLatin1String("disable"));
    }
    if (command == QLatin1String("delete")) {
        return erase();
    }
    if (command == QLatin1String("reset-password")) {
        return resetPassword();
    }
    if (command == QLatin1String("export")) {
        return exportData();
    }
    if (ModerationTool::handles(command)) {
        return ModerationTool(m_database, m_request).run();
    }
    return backup();
}

std::optional<AdminAccount> AdminTool::account()
{
    const QString &login = m_request.argument;
    if (login.isEmpty() || login.size() > s_maxLookupLength || OperatorText::hasControl(login)) {
        say(QStringLiteral("invalid login %1").arg(shown(login)));
        return std::nullopt;
    }
    auto found = AccountAdmin(m_database).find(login);
    if (!found) {
        say(QStringLiteral("nobody has the login %1").arg(shown(login)));
    }
    return found;
}

int AdminTool::create()
{
    // as person/add takes them
    NewAccount account;
    account.login = m_request.argument.trimmed();
    account.email = m_request.email.trimmed();
    account.firstName = m_request.firstName.trimmed();
    account.lastName = m_request.lastName.trimmed();
    if (!RegistrationApi::isValidLogin(account.login)) {
        return failure(QStringLiteral("invalid login %1: 1 to %2 ASCII letters and digits").arg(shown(account.login)).arg(RegistrationApi::maxLoginLength));
    }
    if (!RegistrationApi::isValidEmail(account.email)) {
        return failure(QStringLiteral("invalid e-mail address %1").arg(shown(account.email)));
    }
    if (!RegistrationApi::isValidName(account.firstName) || !RegistrationApi::isValidName(account.lastName)) {
        return failure(
            QStringLiteral("a first and a last name are needed, each at most %1 characters, without control characters").arg(RegistrationApi::maxNameLength));
    }
    // before the password is asked for: the operator learns it now, not after typing it twice
    if (AccountAdmin(m_database).find(account.login)) {
        return failure(QStringLiteral("the login %1 is taken").arg(shown(account.login)));
    }
    QString password;
    QString error;
    if (!PasswordInput::readNew(&password, &error)) {
        return failure(error);
    }
    account.passwordHash = Argon2::hash(password);
    if (account.passwordHash.isEmpty()) {
        return failure(QStringLiteral("cannot hash the password (out of memory)"));
    }
    account.created = Clock(m_database).now();
    switch (AccountStore(m_database).add(account)) {
    case AccountStore::Result::Added:
        say(QStringLiteral("created %1").arg(shown(account.login)));
        return 0;
    case AccountStore::Result::LoginTaken:
        return failure(QStringLiteral("the login %1 is taken").arg(shown(account.login)));
    case AccountStore::Result::EmailTaken:
        return failure(QStringLiteral("the e-mail address %1 is taken").arg(shown(account.email)));
    case AccountStore::Result::Failed:
        break;
    }
    return failure(QStringLiteral("the database refused the new account"));
}

int AdminTool::setDisabled(bool disabled)
{
    const auto person = account();
    if (!person) {
        return 1;
    }
    if (person->disabled == disabled) {
        say(QStringLiteral("%1 was %2 already").arg(shown(person->personId), disabled ? QStringLiteral("disabled") : QStringLiteral("enabled")));
        return 0;
    }
    if (!AccountAdmin(m_database).setDisabled(person->row, disabled, Clock(m_database).now())) {
        return failure(QStringLiteral("the database refused the change"));
    }
    say(QStringLiteral("%1 %2").arg(disabled ? QStringLiteral("disabled") : QStringLiteral("enabled"), shown(person->personId)));
    return 0;
}

int AdminTool::erase()
{
    const auto person = account();
    if (!person) {
        return 1;
    }
    if (!m_request.yes) {
        if (!Terminal::isInteractive()) {
            say(QStringLiteral("delete asks for confirmation: run it on a terminal, or add --yes"));
            return 2;
        }
        const QByteArray prompt = QStringLiteral("Delete %1 (%2 %3) and everything of theirs? This cannot be undone.\nType the login to confirm: ")
                                      .arg(shown(person->personId), shown(person->firstName), shown(person->lastName))
                                      .toUtf8();
        QByteArray answer;
        if (Terminal::readLine(&answer, s_maxLookupLength, prompt.constData()) != Terminal::Read::Line
            || QString::fromUtf8(answer).trimmed().compare(person->personId, Qt::CaseInsensitive) != 0) {
            return failure(QStringLiteral("not deleted"));
        }
    }
    PersonEraser eraser(m_database);
    PersonEraser::Removed removed;
    QString error;
    if (!eraser.erase(*person, &removed, &error)) {
        return failure(QStringLiteral("nothing deleted: ") + error);
    }
    QStringList counts;
    for (const auto &table : std::as_const(removed)) {
        counts.append(QStringLiteral("%1 %2").arg(table.second).arg(table.first));
    }
    say(QStringLiteral("deleted %1: %2").arg(shown(person->personId), counts.join(QStringLiteral(", "))));
    if (!eraser.flushLog()) {
        say(QStringLiteral("note: the server is reading; the old pages leave the write-ahead log at its next checkpoint"));
    }
    return 0;
}

int AdminTool::resetPassword()
{
    const auto person = account();
    if (!person) {
        return 1;
    }
    QString password;
    QString error;
    if (!PasswordInput::readNew(&password, &error)) {
        return failure(error);
    }
    const QString hash = Argon2::hash(password);
    if (hash.isEmpty()) {
        return failure(QStringLiteral("cannot hash the password (out of memory)"));
    }
    if (!AccountAdmin(m_database).setPasswordHash(person->row, hash)) {
        return failure(QStringLiteral("the database refused the new password"));
    }
    say(QStringLiteral("new password for %1").arg(shown(person->personId)));
    return 0;
}

int AdminTool::exportData()
{
    const auto person = account();
    if (!person) {
        return 1;
    }
    const QJsonObject document = PersonExport(m_database).of(*person, Clock(m_database).now());
    if (document.isEmpty()) {
        return failure(QStringLiteral("cannot read %1 from the database").arg(shown(person->personId)));
    }
    const QByteArray json = QJsonDocument(document).toJson(QJsonDocument::Indented);
    if (m_request.output.isEmpty()) {
        return std::fwrite(json.constData(), 1, static_cast<size_t>(json.size()), stdout) == static_cast<size_t>(json.size()) && std::fflush(stdout) == 0
            ? 0
            : failure(QStringLiteral("cannot write to standard output"));
    }
    PrivateFile file(m_request.output);
    QString error;
    if (!file.open(&error) || file.file().write(json) != json.size() || !file.commit(&error)) {
        return failure(error.isEmpty() ? file.file().errorString() : error);
    }
    say(QStringLiteral("exported %1 to %2").arg(shown(person->personId), shown(m_request.output)));
    return 0;
}

int AdminTool::backup()
{
    const QFileInfo target(m_request.argument);
    if (target.exists() && target.canonicalFilePath() == QFileInfo(m_request.server.databasePath).canonicalFilePath()) {
        return failure(QStringLiteral("the backup would overwrite the database itself"));
    }
    qint64 people = 0;
    QString error;
    DatabaseBackup backup(m_database);
    const QString &url = m_request.server.databaseUrl;
    if (!(url.isEmpty() ? backup.copyTo(m_request.argument, &people, &error) : backup.dumpTo(url, m_request.argument, &people, &error))) {
        return failure(QStringLiteral("no backup: ") + error);
    }
    say(QStringLiteral("backed up %1 people to %2").arg(people).arg(shown(m_request.argument)));
    return 0;
}
