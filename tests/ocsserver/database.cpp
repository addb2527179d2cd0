// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "database.h"

#include "ocsserver_debug.h"

#include <sqlite3.h>

namespace
{
const char s_schema[] = R"SQL(
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
INSERT OR IGNORE INTO meta (key, value) VALUES ('schemaversion', '1');
)SQL";
}

Database::Database() = default;

Database::~Database()
{
    close();
}

bool Database::open(const QString &path, QString *errorMessage)
{
    // memory statistics cost a global mutex on every allocation; nobody reads them here
    static const bool s_configured = sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0) == SQLITE_OK;
    Q_UNUSED(s_configured)
    auto guard = lock();
    const QByteArray fileName = path.toUtf8();
    if (sqlite3_open_v2(fileName.constData(), &m_db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nullptr) != SQLITE_OK) {
        *errorMessage = QString::fromUtf8(sqlite3_errmsg(m_db));
        sqlite3_close(m_db);
        m_db = nullptr;
        return false;
    }
    sqlite3_busy_timeout(m_db, 5000);
    if (!exec("PRAGMA journal_mode = WAL;") || !exec("PRAGMA synchronous = NORMAL;") || !exec("PRAGMA foreign_keys = ON;") || !createSchema()) {
        *errorMessage = QString::fromUtf8(sqlite3_errmsg(m_db));
        close();
        return false;
    }
    return true;
}

void Database::close()
{
    auto guard = lock();
    if (m_db) {
        sqlite3_close(m_db);
        m_db = nullptr;
    }
}

sqlite3 *Database::handle() const
{
    return m_db;
}

std::unique_lock<std::recursive_mutex> Database::lock() const
{
    return std::unique_lock<std::recursive_mutex>(m_mutex);
}

bool Database::exec(const char *sql)
{
    auto guard = lock();
    char *error = nullptr;
    if (sqlite3_exec(m_db, sql, nullptr, nullptr, &error) != SQLITE_OK) {
        qCWarning(OCSSERVER) << "SQL failed:" << error;
        sqlite3_free(error);
        return false;
    }
    return true;
}

int Database::changes() const
{
    return sqlite3_changes(m_db);
}

qint64 Database::lastInsertId() const
{
    return sqlite3_last_insert_rowid(m_db);
}

bool Database::createSchema()
{
    return exec(s_schema);
}
