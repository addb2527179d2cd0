// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>
#include <QVector>

/** Plain records of the community's help (docs/help.md): the knowledge base, comments, the forum, person attributes. */

struct KnowledgeBaseCategory {
    qint64 id = 0;
    QString name;
};

struct KnowledgeBaseEntry {
    qint64 id = 0;
    QString author; // a login
    qint64 content = 0; // the content item it is about; 0 none
    qint64 categoryId = 0; // 0 none
    QString category; // its name
    QString name;
    QString description;
    qint64 created = 0;
    qint64 changed = 0;
    bool hidden = false;
    int comments = 0; // shown to the viewer
    QString answer; // the best visible top-level comment, or empty
    QString answerUser;
};

struct HelpComment {
    qint64 id = 0;
    qint64 parent = 0; // 0: top level
    QString author;
    QString subject;
    QString text;
    qint64 created = 0;
    bool hidden = false;
    int score = 0; // the votes' rounded mean, 0 without votes
    QVector<HelpComment> children;
};

struct Forum {
    qint64 id = 0;
    qint64 parent = 0; // 0: at the top
    QString name;
    QString description;
    QString icon;
    qint64 created = 0;
    bool hidden = false;
    int topics = 0; // visible ones
    QVector<Forum> children;
};

struct ForumTopic {
    qint64 id = 0;
    qint64 forum = 0;
    QString author;
    QString subject;
    QString content;
    qint64 created = 0;
    qint64 changed = 0;
    bool hidden = false;
    int comments = 0;
};

struct PersonAttribute {
    QString app;
    QString key;
    QString value;
    qint64 lastModified = 0;
};

/** What a write did: stored (with the row's id), found the same one already stored, or stored nothing. */
struct HelpWrite {
    enum Outcome {
        Stored,
        Repeated, // the same post by the same author within the repeat window: its id, nothing stored
        NotFound, // what it refers to is unknown, hidden or of a disabled person
        Failed, // the database took nothing
    };
    Outcome outcome = Failed;
    qint64 id = 0;
};
