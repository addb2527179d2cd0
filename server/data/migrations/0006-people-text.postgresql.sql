-- SPDX-FileCopyrightText: 2026 Social Desktop contributors
-- SPDX-License-Identifier: GPL-2.0-or-later
--
-- Step 6 on PostgreSQL: nothing. SQLite's step 6 adds a trigram index for person/data's text searches; PostgreSQL's
-- counterpart (pg_trgm) is an extension the server's database role may not be allowed to create, and PostgreSQL's
-- readers never wait for one another: its searches read the table, as before.
SELECT 1;
