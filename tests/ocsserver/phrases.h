// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>

class Prng;

/**
 * Pools of profile texts, messages and status lines for the demo community.
 */
class Phrases
{
public:
    enum class Pool {
        Interests,
        Likes,
        DontLikes,
        ProgrammingLanguages,
        Quotes,
        Music,
        TvShows,
        Movies,
        Books,
        Games,
        Companies,
        CommunityRoles,
        JobStatuses,
        IrcChannels,
        StatusMessages,
        MessageSubjects,
        MessageBodies,
        InvitationMessages,
        Descriptions,
    };

    static QString pick(Prng &prng, Pool pool);
    /** Up to count distinct entries joined with ", ". */
    static QString pickList(Prng &prng, Pool pool, int count);
    /** Languages a person living in that country plausibly speaks, e.g. "German, English". */
    static QString spokenLanguages(Prng &prng, const char *countryCode);
};
