-- SPDX-FileCopyrightText: 2026 Social Desktop contributors
-- SPDX-License-Identifier: GPL-2.0-or-later
--
-- Step 2 on PostgreSQL: accounts made with person/add, their e-mail (citext: unique whatever its case).
CREATE TABLE registrations (
    person BIGINT PRIMARY KEY REFERENCES people (id),
    email CITEXT NOT NULL,
    created BIGINT NOT NULL
);
CREATE UNIQUE INDEX registrations_email ON registrations (email);
