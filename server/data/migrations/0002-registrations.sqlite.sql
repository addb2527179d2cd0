-- SPDX-FileCopyrightText: 2026 Social Desktop contributors
-- SPDX-License-Identifier: GPL-2.0-or-later
--
-- Step 2 on SQLite: accounts made with person/add, their e-mail (seeded people have none; the password is in people
-- as Argon2id). Servers of schema version 1 made this table too, without counting it: IF NOT EXISTS.
CREATE TABLE IF NOT EXISTS registrations (
    person INTEGER PRIMARY KEY REFERENCES people (id),
    email TEXT NOT NULL COLLATE NOCASE,
    created INTEGER NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS registrations_email ON registrations (email);
