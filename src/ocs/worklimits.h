// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

/**
 * How much work a server can make us do, defined once. A server is untrusted: whatever it sends,
 * parsing, converting, caching and walking pages stays within these bounds.
 *
 * Replies (checked by a byte scan before QXmlStreamReader sees them, whose duplicate-attribute
 * check is quadratic; see ReplyParser):
 *   - at most maxAttributesPerElement attributes on one element (OCS uses none),
 *   - elements nested at most maxElementDepth deep (OCS needs 4),
 *   - no single text, CDATA section, comment or attribute value longer than maxRawStringBytes.
 * Any of these over its limit refuses the whole reply (ParseError::LimitExceeded).
 *
 * Within a readable reply:
 *   - a page publishes at most the rows asked for (pageSize); extra rows are skipped unconverted
 *     and their number logged,
 *   - a field value longer than maxFieldLength characters is cut to that length (a description
 *     stays readable; nothing the widget shows needs more).
 *
 * Help (knowledge base, comments, forum): a page of comments keeps at most maxCommentsPerPage comments counting
 * replies, nested replies are flattened and shown at most maxCommentDepth deep, counts are clamped to maxCount,
 * scores to 0–100.
 *
 * Lists and exports walk at most maxPages pages, that is at most maxListItems items (10,000
 * friends); an export stops early when a page adds no id it has not seen before.
 */
namespace Ocs::Limits
{
/// Rows asked for per list request: one page covers what a popup shows.
constexpr int pageSize = 100;
/// Pages any list source or export walks, at most.
constexpr int maxPages = 100;
/// Items a list or an export holds, at most.
constexpr int maxListItems = pageSize * maxPages;

constexpr int maxAttributesPerElement = 64;
constexpr int maxElementDepth = 32;
constexpr int maxRawStringBytes = 256 * 1024;
constexpr int maxFieldLength = 16 * 1024;

/// Comments one page of an entry's answers or a topic's replies keeps, replies counted (the rest are dropped).
constexpr int maxCommentsPerPage = 500;
/// Replies nested deeper than this are shown at this depth (the byte scan refuses what nests past maxElementDepth).
constexpr int maxCommentDepth = 8;
/// A number a server states of a record (answers, topics, replies) is clamped to 0 to maxCount.
constexpr int maxCount = 1000 * 1000;
}
