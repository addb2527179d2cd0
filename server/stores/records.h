// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QHash>
#include <QString>
#include <QVector>

/** Plain records passed between the stores and the API classes. */

struct Homepage {
    QString url;
    QString type;
};

struct Person {
    qint64 row = 0;
    QString personId;
    int privacy = 0;
    QString firstName;
    QString lastName;
    bool avatarFound = true;
    QString city;
    QString countryCode;
    bool hasPosition = false;
    double latitude = 0.0;
    double longitude = 0.0;
    /** The texts kept and served as they are, by element name (ProfileFields); full details only but for the summary ones. */
    QHash<QString, QString> texts;
    // full details only
    QVector<Homepage> homepages;
    qint64 balanceCents = 0;
};

/** Who is asking: row 0 means anonymous. */
struct Viewer {
    qint64 row = 0;
    QString personId;

    bool isAuthenticated() const
    {
        return row != 0;
    }
};

struct Invitation {
    Person person; // the other side: the sender of a received one, the recipient of a sent one
    QString message;
    qint64 created = 0;
};

struct Message {
    qint64 id = 0;
    int folder = 0;
    QString from;
    QString fromFirstName;
    QString fromLastName;
    QString to;
    qint64 sendDate = 0;
    int status = 0; // 0 unread, 1 read, 2 answered
    QString subject;
    QString body;
};

struct Activity {
    qint64 id = 0;
    QString personId;
    QString firstName;
    QString lastName;
    bool avatarFound = true;
    int privacy = 0; ///< the author's
    qint64 timestamp = 0;
    int type = 1;
    QString message;
    QString link; // absolute, or a server path starting with '/'
};
