// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "limitoptions.h"

#include "clientaddress.h"
#include "serveroptions.h"

#include <QCommandLineParser>

namespace
{
struct LimitOption {
    const char *name;
    const char *what;
    RateLimit ServerOptions::*field;
    int defaultSeconds;
};

const LimitOption s_limits[] = {
    {"signup-limit", "person/add calls per client address", &ServerOptions::signupLimit, 3600},
    {"signup-total-limit", "person/add calls from all addresses together", &ServerOptions::signupTotalLimit, 3600},
    {"signin-limit", "failed sign-ins (Basic authentication, person/check) per client address", &ServerOptions::signinLimit, 900},
    {"signin-account-limit", "failed sign-ins per account", &ServerOptions::signinAccountLimit, 900},
    {"message-limit", "messages and friend invitations sent per client address", &ServerOptions::messageLimit, 600},
    {"message-account-limit", "messages and friend invitations sent per account", &ServerOptions::messageAccountLimit, 600},
    {"search-limit", "person/data searches per client address", &ServerOptions::searchLimit, 60},
    {"search-account-limit", "person/data searches per account", &ServerOptions::searchAccountLimit, 60},
    {"activity-limit", "activity posts per client address", &ServerOptions::activityLimit, 600},
    {"activity-account-limit", "activity posts per account", &ServerOptions::activityAccountLimit, 600},
    {"profile-limit", "person/self edits per client address", &ServerOptions::profileLimit, 600},
    {"profile-account-limit", "person/self edits per account", &ServerOptions::profileAccountLimit, 600},
    {"question-limit", "knowledge-base questions and forum topics per client address", &ServerOptions::questionLimit, 3600},
    {"question-account-limit", "knowledge-base questions and forum topics per account", &ServerOptions::questionAccountLimit, 3600},
    {"answer-limit", "comments (answers and replies) per client address", &ServerOptions::answerLimit, 600},
    {"answer-account-limit", "comments per account", &ServerOptions::answerAccountLimit, 600},
    {"vote-limit", "comment votes per client address", &ServerOptions::voteLimit, 600},
    {"vote-account-limit", "comment votes per account", &ServerOptions::voteAccountLimit, 600},
};

struct NumberOption {
    const char *name;
    const char *what;
    int ServerOptions::*field;
    int minimum;
    int maximum;
};

const NumberOption s_numbers[] = {
    {"limit-keys", "addresses or accounts each limit tracks at most", &ServerOptions::limitKeys, 1, 10000000},
    {"max-body", "largest request body in bytes, multipart included", &ServerOptions::maxBodyBytes, 1024, 64 * 1024 * 1024},
    {"threads", "worker threads (each answers one whole request at a time)", &ServerOptions::threads, 1, 1024},
    {"timeout", "seconds a whole request may take to arrive, and a write", &ServerOptions::timeoutSeconds, 1, 600},
};

const QString s_trustedProxy = QStringLiteral("trusted-proxy");
}

void LimitOptions::add(QCommandLineParser *parser)
{
    const ServerOptions defaults;
    for (const LimitOption &limit : s_limits) {
        parser->addOption(QCommandLineOption(QString::fromLatin1(limit.name),
                                             QStringLiteral("%1: N or N/SECONDS (default %2, SECONDS %3 when left out); 0 or off: none.")
                                                 .arg(QString::fromLatin1(limit.what), (defaults.*limit.field).toString())
                                                 .arg(limit.defaultSeconds),
                                             QStringLiteral("N[/SECONDS]")));
    }
    for (const NumberOption &number : s_numbers) {
        parser->addOption(QCommandLineOption(QString::fromLatin1(number.name),
                                             QStringLiteral("The %1 (default %2).").arg(QString::fromLatin1(number.what)).arg(defaults.*number.field),
                                             QStringLiteral("N")));
    }
    parser->addOption(QCommandLineOption(s_trustedProxy,
                                         QStringLiteral("A reverse proxy whose X-Forwarded-For is believed: address or ADDR/PREFIX; repeatable."),
                                         QStringLiteral("address")));
}

bool LimitOptions::read(const QCommandLineParser &parser, ServerOptions *options, QString *error)
{
    for (const LimitOption &limit : s_limits) {
        const QString name = QString::fromLatin1(limit.name);
        if (!parser.isSet(name)) {
            continue;
        }
        const auto value = RateLimit::parse(parser.value(name), limit.defaultSeconds);
        if (!value) {
            *error = QStringLiteral("invalid --%1 %2 (N or N/SECONDS)").arg(name, parser.value(name));
            return false;
        }
        options->*limit.field = *value;
    }
    for (const NumberOption &number : s_numbers) {
        const QString name = QString::fromLatin1(number.name);
        if (!parser.isSet(name)) {
            continue;
        }
        bool ok = false;
        const int value = parser.value(name).toInt(&ok);
        if (!ok || value < number.minimum || value > number.maximum) {
            *error = QStringLiteral("invalid --%1 %2 (%3 to %4)").arg(name, parser.value(name)).arg(number.minimum).arg(number.maximum);
            return false;
        }
        options->*number.field = value;
    }
    const QStringList proxies = parser.values(s_trustedProxy);
    for (const QString &proxy : proxies) {
        if (!ClientAddress::isValidProxy(proxy)) {
            *error = QStringLiteral("invalid --trusted-proxy %1 (an IP address or ADDR/PREFIX)").arg(proxy);
            return false;
        }
    }
    options->trustedProxies += proxies;
    return true;
}
