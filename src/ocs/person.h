// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QDate>
#include <QMap>
#include <QStringList>
#include <QUrl>
#include <QVector>

#include <cmath>

namespace Ocs
{

struct Homepage {
    QUrl url;
    QString type; ///< e.g. "Blog", "Facebook"; may be empty
    QUrl icon;
};

/**
 * A person as OCS v1 describes one (`<person>` in get, self and search replies, `<user>` in friend lists).
 * Summary and friend-list replies fill only some fields; the rest stay empty.
 */
struct Person {
    QString id;
    int privacy = 0; ///< 0 public, 1 registered users, 2 friends, 3 only the person
    QString privacyText;
    QString firstName;
    QString lastName;
    QString gender;
    QString communityRole;
    QString company;
    QString jobStatus;
    QVector<Homepage> homepages;
    QUrl avatarUrl; ///< empty when the server has no picture (avatarpicfound is not 1)
    QUrl bigAvatarUrl;
    QDate birthday;
    QString city;
    QString country;
    double latitude = std::nan("");
    double longitude = std::nan("");
    QString ircNick;
    QStringList ircChannels;
    QVector<QUrl> ircLinks;
    QString likes;
    QString dontLikes;
    QString interests;
    QString languages;
    QString programmingLanguages;
    QString favouriteQuote;
    QString favouriteMusic;
    QString favouriteTvShows;
    QString favouriteMovies;
    QString favouriteBooks;
    QString favouriteGames;
    QString description;
    QUrl profilePage;
    /// Elements this client does not know, by name (the last one wins when repeated).
    QMap<QString, QString> extra;

    bool hasPosition() const
    {
        return std::isfinite(latitude) && std::isfinite(longitude);
    }
};

} // namespace Ocs
