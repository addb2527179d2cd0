-- SPDX-FileCopyrightText: 2026 Social Desktop contributors
-- SPDX-License-Identifier: GPL-2.0-or-later
--
-- Step 10 on PostgreSQL: trigram indexes (pg_trgm, as step 7) of the texts the knowledge base and the forum search
-- (docs/help.md), for their lower(…) LIKE conditions. Without the extension the searches read the tables.
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
        CREATE INDEX IF NOT EXISTS kb_entries_name_trigrams ON kb_entries USING gin (lower(name) gin_trgm_ops);
        CREATE INDEX IF NOT EXISTS kb_entries_description_trigrams ON kb_entries USING gin (lower(description) gin_trgm_ops);
        CREATE INDEX IF NOT EXISTS comments_text_trigrams ON comments USING gin (lower(text) gin_trgm_ops);
        CREATE INDEX IF NOT EXISTS forum_topics_subject_trigrams ON forum_topics USING gin (lower(subject) gin_trgm_ops);
        CREATE INDEX IF NOT EXISTS forum_topics_content_trigrams ON forum_topics USING gin (lower(content) gin_trgm_ops);
    END IF;
END
$$;
