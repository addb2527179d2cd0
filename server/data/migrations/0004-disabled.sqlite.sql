-- SPDX-FileCopyrightText: 2026 Social Desktop contributors
-- SPDX-License-Identifier: GPL-2.0-or-later
--
-- Step 4 on SQLite: accounts the operator disabled (socialdesktop-admin disable): they cannot sign in and are not
-- listed to others. A column that names a person says REFERENCES people (id): socialdesktop-admin delete finds it so.
CREATE TABLE IF NOT EXISTS disabled (
    person INTEGER PRIMARY KEY REFERENCES people (id),
    since INTEGER NOT NULL
);
