// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "profilefields.h"

const QStringList &ProfileFields::summary()
{
    static const QStringList s_names = QStringLiteral("gender communityrole company").split(QLatin1Char(' '));
    return s_names;
}

const QStringList &ProfileFields::details()
{
    static const QStringList s_names = QStringLiteral(
                                           "birthday jobstatus ircnick ircchannels likes dontlikes interests languages programminglanguages favouritequote "
                                           "favouritemusic favouritetvshows favouritemovies favouritebooks favouritegames description")
                                           .split(QLatin1Char(' '));
    return s_names;
}

const QStringList &ProfileFields::all()
{
    static const QStringList s_names = summary() + details();
    return s_names;
}
