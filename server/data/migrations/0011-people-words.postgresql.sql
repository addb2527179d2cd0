-- SPDX-FileCopyrightText: 2026 Social Desktop contributors
-- SPDX-License-Identifier: GPL-2.0-or-later
--
-- Step 11 on PostgreSQL: the person/data searches step 7 left reading every person.
-- - people_about_trigrams: one trigram index (pg_trgm, as step 7) of all the free text a description= search looks
--   in (description, interests, likes, company, languages, programming languages, favourite quote, joined by a
--   character no text holds), so that the search's OR over the seven fields is narrowed down by one lookup. Without
--   the extension that search reads the table. Shorter description terms than three characters find nothing.
-- - people_words, people_city_words: the words of the names and cities (the 'simple' configuration: lower case, no
--   stemming), so that a name or city term of one or two characters, which no trigram holds, finds the people with
--   a word starting with it through the index (a prefix query, 'term':*).
DO $$
BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'pg_trgm is not available (%): text searches read the table', SQLERRM;
END
$$;
DO $$
BEGIN
    IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
        CREATE INDEX IF NOT EXISTS people_about_trigrams ON people USING gin (lower(description || chr(1) || interests || chr(1) || likes || chr(1)
            || company || chr(1) || languages || chr(1) || programminglanguages || chr(1) || favouritequote) gin_trgm_ops);
        -- step 7's index of the description alone: the search no longer looks it up
        DROP INDEX IF EXISTS people_description_trigrams;
    END IF;
END
$$;
CREATE INDEX IF NOT EXISTS people_words ON people USING gin (to_tsvector('simple', searchname));
CREATE INDEX IF NOT EXISTS people_city_words ON people USING gin (to_tsvector('simple', city));
