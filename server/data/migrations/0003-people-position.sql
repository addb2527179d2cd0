-- SPDX-FileCopyrightText: 2026 Social Desktop contributors
-- SPDX-License-Identifier: GPL-2.0-or-later
--
-- Step 3, both stores: the nearby search reads only these columns, so a covering index spares it a lookup of the
-- wide people row per candidate (a search around Berlin among 100,000 people: about 7,800 candidates, 40 ms on
-- SQLite with the index on latitude alone, 2 ms with this one; 17 and 2 ms on PostgreSQL). It replaces that index.
-- SQLite keeps the row id in every index anyway; PostgreSQL needs it named.
CREATE INDEX IF NOT EXISTS people_position ON people (latitude, longitude, privacy, personid, id);
DROP INDEX IF EXISTS people_latitude;
