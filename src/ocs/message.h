// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QDateTime>
#include <QUrl>

namespace Ocs
{

struct Message {
    enum Status {
        Unread = 0,
        Read = 1,
        Answered = 2,
    };

    QString id;
    QString from; ///< sender's person id
    QString fromFirstName;
    QString fromLastName;
    QUrl fromProfilePage;
    QString to;
    QDateTime sent;
    Status status = Unread;
    QString subject;
    QString body;
};

} // namespace Ocs
