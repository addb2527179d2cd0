-- SPDX-FileCopyrightText: 2026 Social Desktop contributors
-- SPDX-License-Identifier: GPL-2.0-or-later
--
-- Step 10 on SQLite: trigram indexes of the texts the knowledge base and the forum search (docs/help.md): the
-- questions' titles and texts, the comments' texts and the topics' subjects and first posts, so that a search of three
-- characters or more looks them up instead of reading every row (one that finds nothing among 20,000 questions with
-- 100,000 answers: 0.45 s before, a few milliseconds with them). As step 7 they hold no copy of the texts, only their
-- trigrams, kept in step by triggers; the searches still apply their own conditions to what they find.
CREATE VIRTUAL TABLE IF NOT EXISTS kb_text USING fts5(name, description, content='kb_entries', content_rowid='id', tokenize='trigram');
CREATE TRIGGER IF NOT EXISTS kb_text_insert AFTER INSERT ON kb_entries BEGIN
    INSERT INTO kb_text (rowid, name, description) VALUES (new.id, new.name, new.description);
END;
CREATE TRIGGER IF NOT EXISTS kb_text_delete AFTER DELETE ON kb_entries BEGIN
    INSERT INTO kb_text (kb_text, rowid, name, description) VALUES ('delete', old.id, old.name, old.description);
END;
CREATE TRIGGER IF NOT EXISTS kb_text_update AFTER UPDATE OF name, description ON kb_entries BEGIN
    INSERT INTO kb_text (kb_text, rowid, name, description) VALUES ('delete', old.id, old.name, old.description);
    INSERT INTO kb_text (rowid, name, description) VALUES (new.id, new.name, new.description);
END;
INSERT INTO kb_text (kb_text) VALUES ('rebuild');
CREATE VIRTUAL TABLE IF NOT EXISTS comment_text USING fts5(text, content='comments', content_rowid='id', tokenize='trigram');
CREATE TRIGGER IF NOT EXISTS comment_text_insert AFTER INSERT ON comments BEGIN
    INSERT INTO comment_text (rowid, text) VALUES (new.id, new.text);
END;
CREATE TRIGGER IF NOT EXISTS comment_text_delete AFTER DELETE ON comments BEGIN
    INSERT INTO comment_text (comment_text, rowid, text) VALUES ('delete', old.id, old.text);
END;
CREATE TRIGGER IF NOT EXISTS comment_text_update AFTER UPDATE OF text ON comments BEGIN
    INSERT INTO comment_text (comment_text, rowid, text) VALUES ('delete', old.id, old.text);
    INSERT INTO comment_text (rowid, text) VALUES (new.id, new.text);
END;
INSERT INTO comment_text (comment_text) VALUES ('rebuild');
CREATE VIRTUAL TABLE IF NOT EXISTS topic_text USING fts5(subject, content, content='forum_topics', content_rowid='id', tokenize='trigram');
CREATE TRIGGER IF NOT EXISTS topic_text_insert AFTER INSERT ON forum_topics BEGIN
    INSERT INTO topic_text (rowid, subject, content) VALUES (new.id, new.subject, new.content);
END;
CREATE TRIGGER IF NOT EXISTS topic_text_delete AFTER DELETE ON forum_topics BEGIN
    INSERT INTO topic_text (topic_text, rowid, subject, content) VALUES ('delete', old.id, old.subject, old.content);
END;
CREATE TRIGGER IF NOT EXISTS topic_text_update AFTER UPDATE OF subject, content ON forum_topics BEGIN
    INSERT INTO topic_text (topic_text, rowid, subject, content) VALUES ('delete', old.id, old.subject, old.content);
    INSERT INTO topic_text (rowid, subject, content) VALUES (new.id, new.subject, new.content);
END;
INSERT INTO topic_text (topic_text) VALUES ('rebuild');
