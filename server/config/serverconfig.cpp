// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "serverconfig.h"

#include "clientaddress.h"
#include "commandline.h"

#include <QFileInfo>
#include <QSettings>
#include <QUrl>

#include <algorithm>
#include <functional>
#include <vector>

namespace
{
/// One key of the file: how its text lands in the options; false when the text is not acceptable.
struct Key {
    const char *name;
    std::function<bool(const QString &, ServerOptions *)> apply;
};

bool number(const QString &text, int minimum, int maximum, int *target)
{
    bool ok = false;
    const int value = text.toInt(&ok);
    if (!ok || value < minimum || value > maximum) {
        return false;
    }
    *target = value;
    return true;
}

bool webAddress(const QString &text, QString *target)
{
    if (text.isEmpty()) {
        target->clear();
        return true;
    }
    const QUrl url(text, QUrl::StrictMode);
    if (!url.isValid() || (url.scheme() != QLatin1String("https") && url.scheme() != QLatin1String("http")) || url.host().isEmpty()) {
        return false;
    }
    *target = url.toString();
    return true;
}

bool text(const QString &value, QString *target)
{
    *target = value;
    return true;
}

bool file(const QString &value, QString *target)
{
    if (value.isEmpty() || !QFileInfo(value).isAbsolute()) {
        return false;
    }
    *target = value;
    return true;
}

/// A rate limit's key: "N" or "N/SECONDS" (SECONDS defaulting to the limit's own), 0 or off for none.
std::function<bool(const QString &, ServerOptions *)> rateLimit(RateLimit ServerOptions::*field, int defaultSeconds)
{
    return [field, defaultSeconds](const QString &value, ServerOptions *options) {
        const auto limit = RateLimit::parse(value, defaultSeconds);
        if (limit) {
            options->*field = *limit;
        }
        return limit.has_value();
    };
}

/// A whole number within bounds, for an int member.
std::function<bool(const QString &, ServerOptions *)> bounded(int ServerOptions::*field, int minimum, int maximum)
{
    return [field, minimum, maximum](const QString &value, ServerOptions *options) {
        return number(value, minimum, maximum, &(options->*field));
    };
}

const std::vector<Key> &keys()
{
    static const std::vector<Key> all = {
        {"Server/Listen",
         [](const QString &value, ServerOptions *options) {
             return !value.isEmpty() && text(value, &options->host);
         }},
        {"Server/Port", bounded(&ServerOptions::port, 0, 65535)},
        {"Server/PublicUrl",
         [](const QString &value, ServerOptions *options) {
             if (!webAddress(value, &options->publicUrl)) {
                 return false;
             }
             if (!options->publicUrl.isEmpty() && !options->publicUrl.endsWith(QLatin1Char('/'))) {
                 options->publicUrl += QLatin1Char('/');
             }
             return true;
         }},
        {"Server/Certificate",
         [](const QString &value, ServerOptions *options) {
             return file(value, &options->certificatePath);
         }},
        {"Server/PrivateKey",
         [](const QString &value, ServerOptions *options) {
             return file(value, &options->privateKeyPath);
         }},
        {"Server/TrustedProxies",
         [](const QString &value, ServerOptions *options) {
             const QStringList proxies = value.split(QLatin1Char(','), Qt::SkipEmptyParts);
             for (const QString &proxy : proxies) {
                 if (!ClientAddress::isValidProxy(proxy.trimmed())) {
                     return false;
                 }
                 options->trustedProxies.append(proxy.trimmed());
             }
             return true;
         }},
        {"Database/File",
         [](const QString &value, ServerOptions *options) {
             return file(value, &options->databasePath);
         }},
        {"Database/Url",
         [](const QString &value, ServerOptions *options) {
             // PostgreSQL: postgresql://user@host/name or "host=... dbname=..." (README.md)
             return CommandLine::isPostgreSqlAddress(value) && text(value, &options->databaseUrl);
         }},
        {"Database/Connections", bounded(&ServerOptions::databaseConnections, 1, 1000)},
        {"Community/Name",
         [](const QString &value, ServerOptions *options) {
             return !value.trimmed().isEmpty() && value.size() <= 200 && text(value.trimmed(), &options->communityName);
         }},
        {"Community/Id",
         [](const QString &value, ServerOptions *options) {
             return !value.isEmpty() && value.size() <= 64 && text(value, &options->providerId);
         }},
        {"Community/Icon",
         [](const QString &value, ServerOptions *options) {
             return webAddress(value, &options->iconUrl);
         }},
        {"Community/TermsOfUse",
         [](const QString &value, ServerOptions *options) {
             return webAddress(value, &options->termsOfUseUrl);
         }},
        {"Community/Register",
         [](const QString &value, ServerOptions *options) {
             return webAddress(value, &options->registerUrl);
         }},
        {"Community/Contact",
         [](const QString &value, ServerOptions *options) {
             // an e-mail address, nothing that could break out of the reply
             const int at = value.indexOf(QLatin1Char('@'));
             const bool plain = std::all_of(value.cbegin(), value.cend(), [](QChar c) {
                 return c.unicode() > 0x20 && c.unicode() < 0x7f && c != QLatin1Char('<') && c != QLatin1Char('>');
             });
             return value.size() <= 254 && at > 0 && at < value.size() - 1 && plain && text(value, &options->contactAddress);
         }},
        {"Community/PublicProfiles",
         [](const QString &value, ServerOptions *options) {
             if (value != QLatin1String("true") && value != QLatin1String("false")) {
                 return false;
             }
             options->publicProfiles = value == QLatin1String("true");
             return true;
         }},
        {"Community/SignUp",
         [](const QString &value, ServerOptions *options) {
             if (value != QLatin1String("open") && value != QLatin1String("closed")) {
                 return false;
             }
             options->signUpOpen = value == QLatin1String("open");
             return true;
         }},
        {"Community/Services",
         [](const QString &value, ServerOptions *options) {
             QStringList services = value.toLower().split(QLatin1Char(','), Qt::SkipEmptyParts);
             for (QString &service : services) {
                 service = service.trimmed();
                 if (!ServerOptions::allServices().contains(service)) {
                     return false;
                 }
             }
             options->services = services;
             return !services.isEmpty();
         }},
        {"Limits/SignUpsPerHour",
         [](const QString &value, ServerOptions *options) {
             int count = 0;
             if (!number(value, 1, 100000000, &count)) {
                 return false;
             }
             options->signupLimit = RateLimit{count, 3600};
             return true;
         }},
        {"Limits/SignUpsInAll", rateLimit(&ServerOptions::signupTotalLimit, 3600)},
        {"Limits/FailedSignInsPerAddress", rateLimit(&ServerOptions::signinLimit, 900)},
        {"Limits/FailedSignInsPerAccount", rateLimit(&ServerOptions::signinAccountLimit, 900)},
        {"Limits/MessagesPerAddress", rateLimit(&ServerOptions::messageLimit, 600)},
        {"Limits/MessagesPerAccount", rateLimit(&ServerOptions::messageAccountLimit, 600)},
        {"Limits/SearchesPerAddress", rateLimit(&ServerOptions::searchLimit, 60)},
        {"Limits/SearchesPerAccount", rateLimit(&ServerOptions::searchAccountLimit, 60)},
        {"Limits/PostsPerAddress", rateLimit(&ServerOptions::activityLimit, 600)},
        {"Limits/PostsPerAccount", rateLimit(&ServerOptions::activityAccountLimit, 600)},
        {"Limits/ProfileEditsPerAddress", rateLimit(&ServerOptions::profileLimit, 600)},
        {"Limits/ProfileEditsPerAccount", rateLimit(&ServerOptions::profileAccountLimit, 600)},
        {"Limits/QuestionsPerAddress", rateLimit(&ServerOptions::questionLimit, 3600)},
        {"Limits/QuestionsPerAccount", rateLimit(&ServerOptions::questionAccountLimit, 3600)},
        {"Limits/AnswersPerAddress", rateLimit(&ServerOptions::answerLimit, 600)},
        {"Limits/AnswersPerAccount", rateLimit(&ServerOptions::answerAccountLimit, 600)},
        {"Limits/VotesPerAddress", rateLimit(&ServerOptions::voteLimit, 600)},
        {"Limits/VotesPerAccount", rateLimit(&ServerOptions::voteAccountLimit, 600)},
        {"Limits/MaxBodyBytes", bounded(&ServerOptions::maxBodyBytes, 1024, 64 * 1024 * 1024)},
        {"Server/Threads", bounded(&ServerOptions::threads, 1, 1024)},
        {"Server/TimeoutSeconds", bounded(&ServerOptions::timeoutSeconds, 1, 600)},
        {"Limits/MaxPageSize", bounded(&ServerOptions::maxPageSize, 1, 1000)},
        {"Server/ReusePort",
         [](const QString &value, ServerOptions *options) {
             if (value != QLatin1String("true") && value != QLatin1String("false")) {
                 return false;
             }
             options->reusePort = value == QLatin1String("true");
             return true;
         }},
        {"Limits/CredentialCache",
         [](const QString &value, ServerOptions *options) {
             return number(value, 0, 10000000, &options->credentialCacheSize);
         }},
    };
    return all;
}

/// The file is UTF-8 (a community's name may be "Gemeinschaft Köln"): Qt 5's QSettings reads INI files as Latin-1
/// unless told, Qt 6's as UTF-8. The one place that knows.
void readAsUtf8(QSettings &settings)
{
#if QT_VERSION < QT_VERSION_CHECK(6, 0, 0)
    settings.setIniCodec("UTF-8");
#else
    Q_UNUSED(settings)
#endif
}

/// QSettings reads "a, b" as a list: the file's text again, as written.
QString valueText(const QSettings &settings, const QString &key)
{
    const QVariant value = settings.value(key);
    return (value.userType() == QMetaType::QStringList ? value.toStringList().join(QLatin1Char(',')) : value.toString()).trimmed();
}
}

bool ServerConfig::read(const QString &path, ServerOptions *options, QString *error)
{
    const QFileInfo info(path);
    if (!info.isFile() || !info.isReadable()) {
        *error = QStringLiteral("cannot read the configuration file %1").arg(path);
        return false;
    }
    QSettings settings(path, QSettings::IniFormat);
    readAsUtf8(settings);
    if (settings.status() != QSettings::NoError) {
        *error = QStringLiteral("%1 is not a configuration file (INI groups and keys)").arg(path);
        return false;
    }
    for (const Key &key : keys()) {
        const QString name = QString::fromLatin1(key.name);
        if (settings.contains(name) && !key.apply(valueText(settings, name), options)) {
            *error = QStringLiteral("%1: %2 has the value \"%3\", which the server cannot use (see README.md)").arg(path, name, valueText(settings, name));
            return false;
        }
    }
    if (settings.contains(QStringLiteral("Database/Url")) && settings.contains(QStringLiteral("Database/File"))) {
        *error = QStringLiteral("%1: Database/File (SQLite) and Database/Url (PostgreSQL) exclude each other").arg(path);
        return false;
    }
    if (options->certificatePath.isEmpty() != options->privateKeyPath.isEmpty()) {
        *error = QStringLiteral("%1: Server/Certificate and Server/PrivateKey go together").arg(path);
        return false;
    }
    return true;
}

QStringList ServerConfig::unknownKeys(const QString &path)
{
    QSettings settings(path, QSettings::IniFormat);
    readAsUtf8(settings);
    QStringList unknown = settings.allKeys();
    for (const Key &key : keys()) {
        unknown.removeAll(QString::fromLatin1(key.name));
    }
    // QSettings takes only ";" for a comment: a "#Key=value" line is a key switched off, as in deploy/server.conf
    unknown.erase(std::remove_if(unknown.begin(),
                                 unknown.end(),
                                 [](const QString &key) {
                                     return key.section(QLatin1Char('/'), -1).startsWith(QLatin1Char('#'));
                                 }),
                  unknown.end());
    return unknown;
}
