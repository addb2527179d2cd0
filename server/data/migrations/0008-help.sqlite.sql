-- SPDX-FileCopyrightText: 2026 Social Desktop contributors
-- SPDX-License-Identifier: GPL-2.0-or-later
--
-- Step 8 on SQLite: the community's help (docs/help.md, "Server tables"): the knowledge base (questions and their
-- categories), the forum (forums and topics), and the comments that answer both, with their votes. Times are seconds
-- since the epoch, UTC. hidden is when the operator hid a row (socialdesktop-admin hide), else NULL: a hidden row is
-- shown to its author only. A column that names a person says REFERENCES people (id): socialdesktop-admin delete
-- finds it so.
CREATE TABLE IF NOT EXISTS kb_categories (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    position INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS kb_entries (
    id INTEGER PRIMARY KEY,
    author INTEGER NOT NULL REFERENCES people (id),
    content INTEGER NOT NULL DEFAULT 0,
    category INTEGER REFERENCES kb_categories (id) ON DELETE SET NULL,
    name TEXT NOT NULL,
    description TEXT NOT NULL,
    created INTEGER NOT NULL,
    changed INTEGER NOT NULL,
    hidden INTEGER
);
CREATE INDEX IF NOT EXISTS kb_entries_changed ON kb_entries (hidden, changed);
CREATE INDEX IF NOT EXISTS kb_entries_author ON kb_entries (author, created);
CREATE TABLE IF NOT EXISTS forums (
    id INTEGER PRIMARY KEY,
    parent INTEGER REFERENCES forums (id) ON DELETE CASCADE,
    position INTEGER NOT NULL DEFAULT 0,
    name TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    icon TEXT NOT NULL DEFAULT '',
    created INTEGER NOT NULL,
    hidden INTEGER
);
CREATE TABLE IF NOT EXISTS forum_topics (
    id INTEGER PRIMARY KEY,
    forum INTEGER NOT NULL REFERENCES forums (id) ON DELETE CASCADE,
    author INTEGER NOT NULL REFERENCES people (id),
    subject TEXT NOT NULL,
    content TEXT NOT NULL,
    created INTEGER NOT NULL,
    changed INTEGER NOT NULL,
    hidden INTEGER
);
CREATE INDEX IF NOT EXISTS forum_topics_forum ON forum_topics (forum, changed);
CREATE INDEX IF NOT EXISTS forum_topics_author ON forum_topics (author, created);
CREATE TABLE IF NOT EXISTS comments (
    id INTEGER PRIMARY KEY,
    entry INTEGER REFERENCES kb_entries (id) ON DELETE CASCADE,
    topic INTEGER REFERENCES forum_topics (id) ON DELETE CASCADE,
    parent INTEGER REFERENCES comments (id) ON DELETE SET NULL,
    author INTEGER NOT NULL REFERENCES people (id),
    subject TEXT NOT NULL DEFAULT '',
    text TEXT NOT NULL,
    created INTEGER NOT NULL,
    hidden INTEGER,
    votes INTEGER NOT NULL DEFAULT 0,
    score_sum INTEGER NOT NULL DEFAULT 0,
    CHECK ((entry IS NULL) <> (topic IS NULL))
);
CREATE INDEX IF NOT EXISTS comments_entry ON comments (entry, id);
CREATE INDEX IF NOT EXISTS comments_topic ON comments (topic, id);
CREATE INDEX IF NOT EXISTS comments_author ON comments (author, created);
CREATE INDEX IF NOT EXISTS comments_parent ON comments (parent);
CREATE TABLE IF NOT EXISTS comment_votes (
    comment INTEGER NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
    person INTEGER NOT NULL REFERENCES people (id),
    vote INTEGER NOT NULL CHECK (vote BETWEEN 0 AND 100),
    PRIMARY KEY (comment, person)
);
CREATE INDEX IF NOT EXISTS comment_votes_person ON comment_votes (person);
