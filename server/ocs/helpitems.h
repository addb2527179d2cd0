// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "helprecords.h"
#include "ocsitem.h"

/**
 * The items of the help modules (docs/ocs-protocol.md, "Help from the community"): knowledge-base entries, comments,
 * forums, topics, attributes. Their dates carry "+00:00", the only offset Attica's parser of these modules reads.
 */
namespace HelpItems
{
/** 2026-01-01T10:00:00+00:00 */
QString date(qint64 secondsSinceEpoch);
OcsItem entry(const KnowledgeBaseEntry &entry);
OcsItem comment(const HelpComment &comment);
OcsItem forum(const Forum &forum);
OcsItem topic(const ForumTopic &topic);
OcsItem attribute(const PersonAttribute &attribute);
/** What add answers beside 100 (our extension): <element details="id"><id>N</id></element>. */
OcsItem newId(const QString &element, qint64 id);
/** A number from a parameter or path part: -1 when it is none (not a whole number of at most 18 digits, or negative). */
qint64 number(const QString &text);
/** Texts as stored: at most so many characters (a title, a text). */
constexpr int maxTitle = 200;
constexpr int maxText = 10000;
/** Searches are cut to so many characters. */
constexpr int maxSearch = 200;
}
