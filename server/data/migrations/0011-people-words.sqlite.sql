-- SPDX-FileCopyrightText: 2026 Social Desktop contributors
-- SPDX-License-Identifier: GPL-2.0-or-later
--
-- Step 11 on SQLite: the person/data searches step 7 left reading every person.
-- - people_about: a trigram index of the free text a description= search looks in (description, interests, likes,
--   company, languages, programming languages, favourite quote), as people_text is for names and cities: a term of
--   three characters or more is looked up. Shorter description terms find nothing.
-- - people_words: the words of the names and cities (unicode61: letters and digits, case and accents folded) with
--   their first one and two characters indexed, so that a name or city term of one or two characters, which no
--   trigram holds, finds the people with a word starting with it through the index.
-- Both hold no copy of the texts (content='people'); the triggers keep them in step with the people table, and the
-- search still applies its own conditions to what they find.
CREATE VIRTUAL TABLE IF NOT EXISTS people_about USING fts5(description, interests, likes, company, languages, programminglanguages, favouritequote,
    content='people', content_rowid='id', tokenize='trigram');
CREATE TRIGGER IF NOT EXISTS people_about_insert AFTER INSERT ON people BEGIN
    INSERT INTO people_about (rowid, description, interests, likes, company, languages, programminglanguages, favouritequote)
        VALUES (new.id, new.description, new.interests, new.likes, new.company, new.languages, new.programminglanguages, new.favouritequote);
END;
CREATE TRIGGER IF NOT EXISTS people_about_delete AFTER DELETE ON people BEGIN
    INSERT INTO people_about (people_about, rowid, description, interests, likes, company, languages, programminglanguages, favouritequote)
        VALUES ('delete', old.id, old.description, old.interests, old.likes, old.company, old.languages, old.programminglanguages, old.favouritequote);
END;
CREATE TRIGGER IF NOT EXISTS people_about_update AFTER UPDATE OF description, interests, likes, company, languages, programminglanguages, favouritequote ON people BEGIN
    INSERT INTO people_about (people_about, rowid, description, interests, likes, company, languages, programminglanguages, favouritequote)
        VALUES ('delete', old.id, old.description, old.interests, old.likes, old.company, old.languages, old.programminglanguages, old.favouritequote);
    INSERT INTO people_about (rowid, description, interests, likes, company, languages, programminglanguages, favouritequote)
        VALUES (new.id, new.description, new.interests, new.likes, new.company, new.languages, new.programminglanguages, new.favouritequote);
END;
INSERT INTO people_about (people_about) VALUES ('rebuild');
CREATE VIRTUAL TABLE IF NOT EXISTS people_words USING fts5(searchname, city, content='people', content_rowid='id',
    tokenize='unicode61 remove_diacritics 2', prefix='1 2');
CREATE TRIGGER IF NOT EXISTS people_words_insert AFTER INSERT ON people BEGIN
    INSERT INTO people_words (rowid, searchname, city) VALUES (new.id, new.searchname, new.city);
END;
CREATE TRIGGER IF NOT EXISTS people_words_delete AFTER DELETE ON people BEGIN
    INSERT INTO people_words (people_words, rowid, searchname, city) VALUES ('delete', old.id, old.searchname, old.city);
END;
CREATE TRIGGER IF NOT EXISTS people_words_update AFTER UPDATE OF searchname, city ON people BEGIN
    INSERT INTO people_words (people_words, rowid, searchname, city) VALUES ('delete', old.id, old.searchname, old.city);
    INSERT INTO people_words (rowid, searchname, city) VALUES (new.id, new.searchname, new.city);
END;
INSERT INTO people_words (people_words) VALUES ('rebuild');
