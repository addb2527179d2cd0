-- SPDX-FileCopyrightText: 2026 Social Desktop contributors
-- SPDX-License-Identifier: GPL-2.0-or-later
--
-- Step 9: the person attributes of OCS (person/attributes, setattribute, deleteattribute; docs/help.md): per person,
-- app and key (name: key is an SQL keyword) a value. folded is the value trimmed, its inner white space one space and
-- case-folded: what person/data's attributevalue and pc search. At most 100 a person (the server's rule).
CREATE TABLE person_attributes (
    person BIGINT NOT NULL REFERENCES people (id),
    app TEXT NOT NULL,
    name TEXT NOT NULL,
    value TEXT NOT NULL,
    folded TEXT NOT NULL,
    lastmodified BIGINT NOT NULL,
    PRIMARY KEY (person, app, name)
);
CREATE INDEX person_attributes_match ON person_attributes (app, name, folded);
