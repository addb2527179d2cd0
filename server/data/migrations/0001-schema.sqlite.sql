-- SPDX-FileCopyrightText: 2026 Social Desktop contributors
-- SPDX-License-Identifier: GPL-2.0-or-later
--
-- Step 1 on SQLite: the community server's schema version 1 (people, homepages, friendships, invitations,
-- messages, activities). Earlier servers ran this on every start, hence IF NOT EXISTS; databases they wrote
-- have schemaversion 1 in meta and go on from step 2.
CREATE TABLE IF NOT EXISTS meta (
    key TEXT PRIMARY KEY,
    value TEXT
);
CREATE TABLE IF NOT EXISTS people (
    id INTEGER PRIMARY KEY,
    personid TEXT NOT NULL COLLATE NOCASE,
    passwordsalt TEXT NOT NULL,
    passwordhash TEXT NOT NULL,
    apikey TEXT,
    privacy INTEGER NOT NULL DEFAULT 0,
    firstname TEXT NOT NULL DEFAULT '',
    lastname TEXT NOT NULL DEFAULT '',
    searchname TEXT NOT NULL DEFAULT '',
    gender TEXT NOT NULL DEFAULT '',
    communityrole TEXT NOT NULL DEFAULT '',
    company TEXT NOT NULL DEFAULT '',
    avatarfound INTEGER NOT NULL DEFAULT 1,
    birthday TEXT NOT NULL DEFAULT '',
    jobstatus TEXT NOT NULL DEFAULT '',
    city TEXT NOT NULL DEFAULT '',
    countrycode TEXT NOT NULL DEFAULT '',
    latitude REAL,
    longitude REAL,
    ircnick TEXT NOT NULL DEFAULT '',
    ircchannels TEXT NOT NULL DEFAULT '',
    likes TEXT NOT NULL DEFAULT '',
    dontlikes TEXT NOT NULL DEFAULT '',
    interests TEXT NOT NULL DEFAULT '',
    languages TEXT NOT NULL DEFAULT '',
    programminglanguages TEXT NOT NULL DEFAULT '',
    favouritequote TEXT NOT NULL DEFAULT '',
    favouritemusic TEXT NOT NULL DEFAULT '',
    favouritetvshows TEXT NOT NULL DEFAULT '',
    favouritemovies TEXT NOT NULL DEFAULT '',
    favouritebooks TEXT NOT NULL DEFAULT '',
    favouritegames TEXT NOT NULL DEFAULT '',
    description TEXT NOT NULL DEFAULT '',
    balancecents INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX IF NOT EXISTS people_personid ON people (personid);
CREATE UNIQUE INDEX IF NOT EXISTS people_apikey ON people (apikey);
CREATE INDEX IF NOT EXISTS people_latitude ON people (latitude);
CREATE TABLE IF NOT EXISTS homepages (
    person INTEGER NOT NULL REFERENCES people (id),
    position INTEGER NOT NULL,
    url TEXT NOT NULL,
    type TEXT NOT NULL,
    PRIMARY KEY (person, position)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS friendships (
    a INTEGER NOT NULL REFERENCES people (id),
    b INTEGER NOT NULL REFERENCES people (id),
    since INTEGER NOT NULL,
    PRIMARY KEY (a, b)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS invitations (
    sender INTEGER NOT NULL REFERENCES people (id),
    recipient INTEGER NOT NULL REFERENCES people (id),
    message TEXT NOT NULL,
    created INTEGER NOT NULL,
    PRIMARY KEY (sender, recipient)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS invitations_recipient ON invitations (recipient);
CREATE TABLE IF NOT EXISTS messages (
    id INTEGER PRIMARY KEY,
    owner INTEGER NOT NULL REFERENCES people (id),
    folder INTEGER NOT NULL,
    sender INTEGER NOT NULL REFERENCES people (id),
    recipient INTEGER NOT NULL REFERENCES people (id),
    senddate INTEGER NOT NULL,
    status INTEGER NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS messages_owner ON messages (owner, folder, senddate);
CREATE TABLE IF NOT EXISTS activities (
    id INTEGER PRIMARY KEY,
    person INTEGER NOT NULL REFERENCES people (id),
    timestamp INTEGER NOT NULL,
    type INTEGER NOT NULL,
    message TEXT NOT NULL,
    link TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS activities_person ON activities (person, timestamp);
