// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "ratelimit.h"

#include <QString>
#include <QStringList>

/** What the command line asked for (see README.md). */
struct ServerOptions {
    QString host = QStringLiteral("127.0.0.1");
    int port = 0;
    QString portFile;
    QString databasePath = QStringLiteral("ocsserver.sqlite");
    /// A PostgreSQL database (postgresql:// URL or libpq "key=value" string); when set, used instead of databasePath.
    QString databaseUrl;
    int databaseConnections = 8; // database connections of this process at most (SQLite: readers beside the writer)
    QString requestLogPath;
    int maxPageSize = 100;
    /// The OCS services offered; calls of the others get 998, as on a server without that module.
    QStringList services = allServices();

    static QStringList allServices()
    {
        return {QStringLiteral("person"),
                QStringLiteral("friend"),
                QStringLiteral("message"),
                QStringLiteral("activity"),
                QStringLiteral("event"),
                QStringLiteral("knowledgebase"),
                QStringLiteral("comment"),
                QStringLiteral("forum")};
    }
    /** The service an OCS path's first part belongs to (comments/… is the service comment, forums/data forum). */
    static QString serviceOf(const QString &firstSegment)
    {
        const QString word = firstSegment.toLower();
        if (word == QLatin1String("comments")) {
            return QStringLiteral("comment");
        }
        if (word == QLatin1String("forums")) {
            return QStringLiteral("forum");
        }
        return word;
    }
    bool reusePort = false; // SO_REUSEPORT: several processes listen on one port, the kernel spreads the connections
    int credentialCacheSize = 10000; // passwords verified against Argon2id remembered per process; 0: none

    // What a deployment sets (usually in the configuration file, see ServerConfig).
    QString publicUrl; ///< e.g. https://social.example.org/ : links and /providers.xml name it; empty: from the Host header
    QString certificatePath; ///< PEM certificate chain: with privateKeyPath, the server speaks HTTPS itself
    QString privateKeyPath;
    bool signUpOpen = true; ///< false: person/add answers 998, as a server without sign-up
    QString communityName = QStringLiteral("Social Desktop reference server");
    QString providerId = QStringLiteral("socialdesktop-reference");
    QString iconUrl;
    QString termsOfUseUrl;
    QString registerUrl; ///< a sign-up page on the web, named in /providers.xml
    QString contactAddress; ///< the operator's e-mail address, named by the config call
    bool publicProfiles = false; ///< true: anonymous callers may read public profiles (person/data); false: 401 for them

    // Safe on the internet (README.md): rate limits, each a count per seconds (count 0: off), and request bounds.
    RateLimit signupLimit{30, 3600}; // person/add calls per client address
    RateLimit signupTotalLimit{1000, 3600}; // person/add calls from everyone
    RateLimit signinLimit{100, 900}; // failed sign-ins per client address
    RateLimit signinAccountLimit{20, 900}; // failed sign-ins per account
    RateLimit messageLimit{300, 600}; // messages and friend invitations per client address
    RateLimit messageAccountLimit{200, 600}; // messages and friend invitations per account
    RateLimit searchLimit{600, 60}; // person/data searches per client address
    RateLimit searchAccountLimit{300, 60}; // person/data searches per account
    RateLimit activityLimit{120, 600}; // activity posts per client address
    RateLimit activityAccountLimit{60, 600}; // activity posts per account
    RateLimit profileLimit{120, 600}; // person/self edits per client address
    RateLimit profileAccountLimit{60, 600}; // person/self edits per account
    RateLimit questionLimit{30, 3600}; // knowledge-base questions and forum topics per client address
    RateLimit questionAccountLimit{10, 3600}; // knowledge-base questions and forum topics per account
    RateLimit answerLimit{120, 600}; // comments (answers, replies) per client address
    RateLimit answerAccountLimit{30, 600}; // comments per account
    RateLimit voteLimit{600, 600}; // comment votes per client address
    RateLimit voteAccountLimit{200, 600}; // comment votes per account
    int limitKeys = 100000; // addresses or accounts each limit tracks at most
    /// Peers whose X-Forwarded-For is believed: addresses or networks (ADDR/PREFIX); none by default.
    QStringList trustedProxies;
    int maxBodyBytes = 64 * 1024; // request bodies, multipart included
    int threads = 64; // worker threads, each serving one connection at a time
    int timeoutSeconds = 5; // reading or writing a connection, each time
};
