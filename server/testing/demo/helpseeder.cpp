// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "helpseeder.h"

#include "database.h"
#include "helpsql.h"
#include "prng.h"
#include "seeder.h"
#include "statement.h"

#include <QStringList>
#include <QVector>

namespace
{
constexpr std::uint64_t s_seed = 0x4e1b5eedULL;

const char *const s_categories[HelpSeeder::categories] = {"Desktop", "Network", "Sound and video", "Printing", "Hardware", "Applications"};

// per category: what the questions are about
const char *const s_subjects[HelpSeeder::categories][7] = {
    {"the panel", "desktop effects", "the wallpaper", "virtual desktops", "the clock widget", "notifications", "the application launcher"},
    {"Wi-Fi", "a VPN connection", "Bluetooth tethering", "the firewall", "a network share", "IPv6", "the proxy settings"},
    {"the microphone", "HDMI sound", "a webcam", "subtitles", "the volume keys", "Bluetooth headphones", "screen recording"},
    {"a network printer", "duplex printing", "a scanner", "PDF printing", "paper sizes", "printer drivers", "the print queue"},
    {"suspend", "the touchpad", "a second monitor", "the battery", "fan noise", "a docking station", "the keyboard backlight"},
    {"the file manager", "the text editor", "the e-mail client", "the calendar", "the image viewer", "the terminal", "the music player"},
};
const char *const s_questions[] = {"How do I set up %1?",
                                   "Why does %1 stop working after an update?",
                                   "Can I change %1 without a restart?",
                                   "Where are the settings of %1?",
                                   "What is the best way to use %1?",
                                   "%1 is slow: what can I do?"};
const char *const s_answers[] = {
    "Open System Settings and look for %1 there; the change takes effect at once.",
    "This happens when an old configuration file is left over. Rename it and sign in again, %1 then starts fresh.",
    "I had the same problem with %1. Installing the latest updates fixed it for me.",
    "Check the journal (journalctl -b) for messages about %1; they usually say what is missing.",
    "A restart of the session is enough in most cases; for %1 you do not need to reboot.",
};
const char *const s_replies[] = {"Thank you, that worked!",
                                 "Did not help here, unfortunately.",
                                 "Same here: it works now.",
                                 "Which version do you use?",
                                 "Could you post the exact error message?"};
const char *const s_forums[4][2] = {
    {"Announcements", "News from the community's team"},
    {"Help and support", "Ask the community when something does not work"},
    {"Development", "Building and testing the Social Desktop"},
    {"Off topic", "Everything else"},
};
const char *const s_topicSubjects[] = {"Welcome, new members",
                                       "Show your desktop",
                                       "Release party",
                                       "Tips for beginners",
                                       "My first week with Plasma",
                                       "Favourite widgets",
                                       "Which distribution do you use?",
                                       "Building from source",
                                       "Translations wanted",
                                       "Bug hunting weekend",
                                       "Keyboard shortcuts you love",
                                       "Themes and icons"};
const char *const s_models[HelpSeeder::models] = {"Lenovo ThinkPad T14 Gen 3",
                                                  "Lenovo ThinkPad X1 Carbon Gen 9",
                                                  "Dell XPS 13 9310",
                                                  "Dell Latitude 7420",
                                                  "HP EliteBook 840 G8",
                                                  "Framework Laptop 13",
                                                  "ASUS ZenBook 14 UX425EA",
                                                  "Tuxedo InfinityBook Pro 14",
                                                  "Fujitsu LIFEBOOK U7411",
                                                  "Apple MacBookPro11,1",
                                                  "MSI Modern 14 B11M",
                                                  "Slimbook Executive 14"};

// the seeded help lies in the last 60 days before the epoch
constexpr qint64 s_span = 60 * 86400;

QString fill(const char *text, const QString &subject)
{
    return QString::fromUtf8(text).arg(subject);
}
}

HelpSeeder::HelpSeeder(Database &database, int members)
    : m_database(database)
    , m_members(members)
{
}

QString HelpSeeder::modelOf(qint64 row)
{
    // one member in five, the demo account (row 1) not among them
    if (row % 5 != 3) {
        return QString();
    }
    return QString::fromLatin1(s_models[(row / 5) % models]);
}

bool HelpSeeder::isAnswered(int index)
{
    return index % 3 != 2;
}

qint64 HelpSeeder::member(Prng &prng) const
{
    return 1 + prng.below(std::uint32_t(m_members));
}

bool HelpSeeder::seed()
{
    if (m_members <= 0) {
        return true;
    }
    Prng prng(s_seed);
    const qint64 start = Seeder::epoch - s_span;
    auto returning = [this](Statement &statement, QVector<qint64> *ids) {
        if (!statement.next()) {
            return false;
        }
        ids->append(statement.int64(0));
        statement.reset();
        return true;
    };

    QVector<qint64> categoryIds;
    {
        Statement insert(m_database, "INSERT INTO kb_categories (name, position) VALUES (?, ?) RETURNING id");
        for (int i = 0; i < categories; ++i) {
            insert.bindAll(QString::fromLatin1(s_categories[i]), i);
            if (!returning(insert, &categoryIds)) {
                return false;
            }
        }
    }

    struct Post {
        qint64 id;
        qint64 created;
        QString subject;
    };
    QVector<Post> entryPosts;
    {
        Statement insert(m_database,
                         "INSERT INTO kb_entries (author, content, category, name, description, created, changed) VALUES (?, 0, ?, ?, ?, ?, ?) RETURNING id");
        for (int i = 0; i < entries; ++i) {
            const int category = i % categories;
            const QString subject = QString::fromLatin1(s_subjects[category][(i / categories) % 7]);
            const QString title = fill(s_questions[i % 6], subject);
            const QString text = QStringLiteral(
                                     "I use the Social Desktop on my laptop and want to know about %1. I looked in the settings but found "
                                     "nothing that explains it. What should I do?")
                                     .arg(subject);
            const qint64 created = start + qint64(i) * (s_span / entries) + prng.below(3600);
            insert.bindAll(member(prng), categoryIds.at(category), title, text, created, created);
            QVector<qint64> id;
            if (!returning(insert, &id)) {
                return false;
            }
            entryPosts.append(Post{id.constFirst(), created, subject});
        }
    }

    QVector<qint64> forumIds;
    {
        Statement insert(m_database, "INSERT INTO forums (parent, position, name, description, icon, created) VALUES (?, ?, ?, ?, '', ?) RETURNING id");
        for (int i = 0; i < 4; ++i) {
            insert.bindNull(1);
            insert.bind(2, i).bind(3, QString::fromLatin1(s_forums[i][0])).bind(4, QString::fromLatin1(s_forums[i][1])).bind(5, start);
            if (!returning(insert, &forumIds)) {
                return false;
            }
        }
        // the sub-forum of "Help and support"
        insert.bind(1, forumIds.at(1)).bind(2, 4).bind(3, QStringLiteral("Hardware")).bind(4, QStringLiteral("Laptops, printers and everything you can touch"));
        insert.bind(5, start);
        if (!returning(insert, &forumIds)) {
            return false;
        }
    }

    QVector<Post> topicPosts;
    {
        Statement insert(m_database, "INSERT INTO forum_topics (forum, author, subject, content, created, changed) VALUES (?, ?, ?, ?, ?, ?) RETURNING id");
        for (int i = 0; i < topics; ++i) {
            const QString subject = QString::fromLatin1(s_topicSubjects[i % 12]) + (i >= 12 ? QStringLiteral(" (%1)").arg(i / 12 + 1) : QString());
            const qint64 created = start + qint64(i) * (s_span / topics) + prng.below(3600);
            insert.bindAll(forumIds.at(i % forums),
                           member(prng),
                           subject,
                           QStringLiteral("Let us talk about this: %1.").arg(subject.toLower()),
                           created,
                           created);
            QVector<qint64> id;
            if (!returning(insert, &id)) {
                return false;
            }
            topicPosts.append(Post{id.constFirst(), created, subject});
        }
    }

    // the comments: answers on the answered entries first (two or three each), the rest replies in the topics;
    // one comment in four answers an earlier one of the same post
    Statement insert(m_database, "INSERT INTO comments (entry, topic, parent, author, subject, text, created) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id");
    Statement touchEntry(m_database, "UPDATE kb_entries SET changed = ? WHERE id = ? AND changed < ?");
    Statement touchTopic(m_database, "UPDATE forum_topics SET changed = ? WHERE id = ? AND changed < ?");
    QVector<qint64> commentIds;
    int made = 0;
    auto addComment = [&](bool onEntry, const Post &post, qint64 parent, const QString &text, qint64 created) {
        if (onEntry) {
            insert.bind(1, post.id);
            insert.bindNull(2);
        } else {
            insert.bindNull(1);
            insert.bind(2, post.id);
        }
        if (parent) {
            insert.bind(3, parent);
        } else {
            insert.bindNull(3);
        }
        insert.bind(4, member(prng)).bind(5, QStringLiteral("Re: ") + post.subject.left(190)).bind(6, text).bind(7, created);
        if (!returning(insert, &commentIds)) {
            return false;
        }
        Statement &touch = onEntry ? touchEntry : touchTopic;
        touch.reset();
        ++made;
        return touch.bindAll(created, post.id, created).exec();
    };
    for (int i = 0; i < entries; ++i) {
        if (!isAnswered(i)) {
            continue;
        }
        const Post &post = entryPosts.at(i);
        const int answers = 2 + int(prng.below(2));
        qint64 first = 0;
        for (int a = 0; a < answers; ++a) {
            const qint64 created = post.created + 600 + qint64(a) * 3600 + prng.below(600);
            const bool reply = a > 0 && prng.chance(25);
            const QString text = reply ? QString::fromLatin1(s_replies[prng.below(5)]) : fill(s_answers[prng.below(5)], post.subject);
            if (!addComment(true, post, reply ? first : 0, text, created)) {
                return false;
            }
            if (a == 0) {
                first = commentIds.constLast();
            }
        }
    }
    for (int i = 0; made < comments; ++i) {
        const Post &post = topicPosts.at(i % topics);
        const qint64 created = post.created + 900 + qint64(i / topics) * 3600 + prng.below(600);
        const bool reply = i >= topics && prng.chance(25);
        qint64 parent = 0;
        if (reply) {
            // an earlier comment in the same topic: the one made a round before
            parent = commentIds.at(commentIds.size() - topics);
        }
        if (!addComment(false, post, parent, QString::fromLatin1(s_replies[prng.below(5)]) + QStringLiteral(" (%1)").arg(i + 1), created)) {
            return false;
        }
    }

    // votes: each comment gets up to four, from other members
    Statement vote(m_database, "INSERT INTO comment_votes (comment, person, vote) VALUES (?, ?, ?) ON CONFLICT DO NOTHING");
    Statement tally(m_database, "UPDATE comments SET votes = votes + 1, score_sum = score_sum + ? WHERE id = ?");
    for (const qint64 comment : std::as_const(commentIds)) {
        const int votes = int(prng.below(5));
        for (int v = 0; v < votes; ++v) {
            const int value = prng.chance(75) ? 100 : 0;
            vote.reset();
            if (!vote.bindAll(comment, member(prng), value).exec()) {
                return false;
            }
            if (vote.changes() == 1) {
                tally.reset();
                if (!tally.bindAll(value, comment).exec()) {
                    return false;
                }
            }
        }
    }

    Statement attribute(m_database, "INSERT INTO person_attributes (person, app, name, value, folded, lastmodified) VALUES (?, 'global', 'pc', ?, ?, ?)");
    for (qint64 row = 1; row <= m_members; ++row) {
        const QString model = modelOf(row);
        if (model.isEmpty()) {
            continue;
        }
        attribute.reset();
        if (!attribute.bindAll(row, model, HelpSql::folded(model), start + row % 86400).exec()) {
            return false;
        }
    }
    return true;
}
