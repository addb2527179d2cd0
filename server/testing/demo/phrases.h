// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>

class Prng;

/**
 * Profile texts, messages and status lines for the demo community (data/phrases.json).
 */
class Phrases
{
public:
    /** An entry of a pool: "ircchannels", "statusmessages", "messagesubjects", "messagebodies", "invitationmessages". */
    static QString pick(Prng &prng, const QString &pool);
    /** Up to count distinct entries of a pool joined with ", ". */
    static QString pickList(Prng &prng, const QString &pool, int count);
    /**
     * What a seeded person writes into the profile text @p field ("likes", "company", …): nothing but for the
     * field's share of people, else up to its most entries joined with ", ".
     */
    static QString profileText(Prng &prng, const QString &field);
    /** Languages a person living in that country plausibly speaks, e.g. "German, English". */
    static QString spokenLanguages(Prng &prng, const QString &countryCode);
};
