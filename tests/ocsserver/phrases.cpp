// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "phrases.h"

#include "prng.h"

#include <QStringList>

#include <cstring>
#include <vector>

namespace
{
const std::vector<const char *> &pool(Phrases::Pool pool)
{
    static const std::vector<const char *> s_interests = {"free software", "photography",      "hiking",          "astronomy",     "cooking",
                                                          "cycling",       "music production", "open hardware",   "typography",    "climbing",
                                                          "chess",         "gardening",        "translation",     "accessibility", "retro computing",
                                                          "birdwatching",  "3D printing",      "urban sketching", "running",       "board games"};
    static const std::vector<const char *> s_likes = {"good coffee",
                                                      "clean code",
                                                      "long train rides",
                                                      "mechanical keyboards",
                                                      "rainy Sundays",
                                                      "well-written documentation",
                                                      "tea",
                                                      "night walks",
                                                      "small conferences",
                                                      "vinyl records",
                                                      "sourdough bread",
                                                      "pixel art"};
    static const std::vector<const char *> s_dontLikes = {"spam",
                                                          "meetings without an agenda",
                                                          "flaky tests",
                                                          "cold coffee",
                                                          "autoplaying videos",
                                                          "trailing whitespace",
                                                          "captchas",
                                                          "crowded trains",
                                                          "merge conflicts"};
    static const std::vector<const char *> s_programmingLanguages =
        {"C++", "Python", "QML", "Rust", "JavaScript", "C", "Go", "Kotlin", "Haskell", "Perl", "Ruby", "Java", "Lua", "Shell"};
    static const std::vector<const char *> s_quotes = {"Talk is cheap. Show me the code.",
                                                       "Release early, release often.",
                                                       "Simplicity is prerequisite for reliability.",
                                                       "There is no cloud, just other people's computers.",
                                                       "Be excellent to each other.",
                                                       "Premature optimisation is the root of all evil.",
                                                       "Given enough eyeballs, all bugs are shallow."};
    static const std::vector<const char *> s_music = {"jazz",
                                                      "Bach",
                                                      "indie rock",
                                                      "techno",
                                                      "bossa nova",
                                                      "film scores",
                                                      "post-rock",
                                                      "blues",
                                                      "Afrobeat",
                                                      "J-pop",
                                                      "folk",
                                                      "drum and bass",
                                                      "classical guitar"};
    static const std::vector<const char *> s_tvShows =
        {"Star Trek", "Doctor Who", "The Expanse", "Columbo", "Sherlock", "Mr. Robot", "Halt and Catch Fire", "The IT Crowd", "Babylon 5", "Twin Peaks"};
    static const std::vector<const char *> s_movies =
        {"Metropolis", "Spirited Away", "Amélie", "Blade Runner", "The Matrix", "Alien", "Cinema Paradiso", "Arrival", "Hackers", "Sneakers", "WarGames"};
    static const std::vector<const char *> s_books = {"Snow Crash",
                                                      "Dune",
                                                      "The Hitchhiker's Guide to the Galaxy",
                                                      "Neuromancer",
                                                      "The Left Hand of Darkness",
                                                      "Gödel, Escher, Bach",
                                                      "The Cathedral and the Bazaar",
                                                      "Cryptonomicon",
                                                      "Foundation",
                                                      "The Name of the Rose",
                                                      "One Hundred Years of Solitude"};
    static const std::vector<const char *> s_games =
        {"SuperTuxKart", "Wesnoth", "0 A.D.", "Minetest", "KPatience", "KMines", "Chess", "Go", "OpenTTD", "FreeCiv", "Frozen Bubble"};
    static const std::vector<const char *> s_companies = {"Freelancer",
                                                          "Blue Systems",
                                                          "Example GmbH",
                                                          "Open Source Consulting Ltd.",
                                                          "University of Somewhere",
                                                          "City Library",
                                                          "Nordic Pixel AB",
                                                          "Café Linux",
                                                          "Self-employed",
                                                          "Public Broadcasting Lab"};
    static const std::vector<const char *> s_communityRoles =
        {"developer", "artist", "translator", "documentation writer", "user", "tester", "promoter", "sysadmin"};
    static const std::vector<const char *> s_jobStatuses = {"employed", "freelancer", "student", "looking for a job", "retired", "self-employed"};
    static const std::vector<const char *> s_ircChannels =
        {"#kde", "#plasma", "#kde-devel", "#socialdesktop", "#kde-i18n", "#debian", "#opensuse", "#qt", "#kde-vdg", "#linux"};
    static const std::vector<const char *> s_statusMessages = {"Just released a new version of my plasmoid!",
                                                               "Hacking on the weekend sprint.",
                                                               "Anyone going to the meetup on Thursday?",
                                                               "Finally fixed that crash on startup.",
                                                               "Translating the new strings, almost done.",
                                                               "New wallpaper uploaded.",
                                                               "Coffee and code review.",
                                                               "Looking for testers for the Wayland session.",
                                                               "Great talk at the conference today.",
                                                               "Switched my desktop to dark mode."};
    static const std::vector<const char *> s_messageSubjects = {"Hello from the community",
                                                                "About your last patch",
                                                                "Meetup next week?",
                                                                "Thanks for the help",
                                                                "Question about the translation",
                                                                "Your wallpaper",
                                                                "Sprint planning",
                                                                "Coffee?"};
    static const std::vector<const char *> s_messageBodies = {"Hi! Nice to meet you here. Let's stay in touch.",
                                                              "I tried your patch and it works fine for me. Thanks a lot!",
                                                              "Are you coming to the meetup? We could share a table.",
                                                              "Could you have a look at the review when you find a minute?",
                                                              "I loved the talk you gave. Do you have the slides somewhere?",
                                                              "The new release looks great on my old laptop."};
    static const std::vector<const char *> s_invitationMessages = {"Hi, let's be friends!",
                                                                   "We met at the sprint, remember?",
                                                                   "I enjoy your posts, let's connect.",
                                                                   "Hello from a fellow contributor!"};
    static const std::vector<const char *> s_descriptions = {"Free software enthusiast since the dial-up days.",
                                                             "I make things look nice and work well.",
                                                             "Contributor, tinkerer and occasional bug magnet.",
                                                             "Translating KDE into my language in my spare time.",
                                                             "Sysadmin by day, plasmoid hacker by night.",
                                                             "Student, learning Qt one signal at a time.",
                                                             "Photographer and desktop customisation addict.",
                                                             "Happy user, occasional tester."};

    switch (pool) {
    case Phrases::Pool::Interests:
        return s_interests;
    case Phrases::Pool::Likes:
        return s_likes;
    case Phrases::Pool::DontLikes:
        return s_dontLikes;
    case Phrases::Pool::ProgrammingLanguages:
        return s_programmingLanguages;
    case Phrases::Pool::Quotes:
        return s_quotes;
    case Phrases::Pool::Music:
        return s_music;
    case Phrases::Pool::TvShows:
        return s_tvShows;
    case Phrases::Pool::Movies:
        return s_movies;
    case Phrases::Pool::Books:
        return s_books;
    case Phrases::Pool::Games:
        return s_games;
    case Phrases::Pool::Companies:
        return s_companies;
    case Phrases::Pool::CommunityRoles:
        return s_communityRoles;
    case Phrases::Pool::JobStatuses:
        return s_jobStatuses;
    case Phrases::Pool::IrcChannels:
        return s_ircChannels;
    case Phrases::Pool::StatusMessages:
        return s_statusMessages;
    case Phrases::Pool::MessageSubjects:
        return s_messageSubjects;
    case Phrases::Pool::MessageBodies:
        return s_messageBodies;
    case Phrases::Pool::InvitationMessages:
        return s_invitationMessages;
    case Phrases::Pool::Descriptions:
        return s_descriptions;
    }
    return s_interests;
}

struct LanguageSet {
    const char *countries;
    const char *language;
};

const LanguageSet s_languages[] = {
    {"DE AT CH", "German"},
    {"FR BE LU", "French"},
    {"ES MX AR CO CL PE UY", "Spanish"},
    {"IT", "Italian"},
    {"PL", "Polish"},
    {"CZ", "Czech"},
    {"SE", "Swedish"},
    {"NO", "Norwegian"},
    {"FI", "Finnish"},
    {"NL", "Dutch"},
    {"GR", "Greek"},
    {"BR PT", "Portuguese"},
    {"JP", "Japanese"},
    {"IN", "Hindi"},
    {"NG", "Yoruba"},
    {"KE", "Swahili"},
    {"TR", "Turkish"},
    {"CN TW SG", "Mandarin"},
};
}

QString Phrases::pick(Prng &prng, Pool which)
{
    const auto &list = pool(which);
    return QString::fromUtf8(list.at(prng.below(static_cast<std::uint32_t>(list.size()))));
}

QString Phrases::pickList(Prng &prng, Pool which, int count)
{
    QStringList picked;
    for (int i = 0; i < count; ++i) {
        const QString entry = pick(prng, which);
        if (!picked.contains(entry)) {
            picked.append(entry);
        }
    }
    return picked.join(QStringLiteral(", "));
}

QString Phrases::spokenLanguages(Prng &prng, const char *countryCode)
{
    QStringList languages;
    for (const LanguageSet &set : s_languages) {
        if (std::strstr(set.countries, countryCode)) {
            languages.append(QString::fromLatin1(set.language));
            break;
        }
    }
    if (!languages.contains(QStringLiteral("English"))) {
        languages.append(QStringLiteral("English"));
    }
    if (prng.chance(25)) {
        const QString extra = QString::fromLatin1(s_languages[prng.below(sizeof(s_languages) / sizeof(s_languages[0]))].language);
        if (!languages.contains(extra)) {
            languages.append(extra);
        }
    }
    return languages.join(QStringLiteral(", "));
}
