-- SPDX-FileCopyrightText: 2026 Social Desktop contributors
-- SPDX-License-Identifier: GPL-2.0-or-later
--
-- Step 4 on PostgreSQL: accounts the operator disabled (socialdesktop-admin disable): they cannot sign in and are not
-- listed to others.
CREATE TABLE disabled (
    person BIGINT PRIMARY KEY REFERENCES people (id),
    since BIGINT NOT NULL
);
