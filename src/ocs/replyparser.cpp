// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "replyparser.h"

#include "ocs_debug.h"
#include "recordfields.h"
#include "servertext.h"

#include <QXmlStreamReader>

#include <algorithm>
#include <cstring>
#include <limits>

using namespace Ocs;

namespace
{
/// @p text cut to Limits::maxFieldLength characters, never between the halves of a surrogate pair.
QString bounded(QString text)
{
    if (text.size() > Limits::maxFieldLength) {
        int length = Limits::maxFieldLength;
        if (text.at(length - 1).isHighSurrogate()) {
            --length;
        }
        text.truncate(length);
    }
    return text;
}

/// The text of the current element and its children, without invisible characters, trimmed and bounded: the
/// one door every field of a reply goes through (ServerText::visible).
QString readText(QXmlStreamReader &reader)
{
    return bounded(ServerText::visible(reader.readElementText(QXmlStreamReader::IncludeChildElements)).trimmed());
}

struct ScanResult {
    ParseError error = ParseError::None;
    QString detail;
};

/**
 * One linear pass over the bytes that enforces Ocs::Limits before QXmlStreamReader reads them: its
 * check for duplicate attributes compares every attribute with every other (160,000 attributes
 * cost it 40 s of CPU). Counts attributes by their '=' outside quoted values, depth by start and
 * end tags; strings are the runs between tags, whole tags and their quoted values, comments,
 * CDATA sections and processing instructions. Malformed input is left to the reader, which reports it.
 */
ScanResult scanLimits(const QByteArray &xml)
{
    const char *const begin = xml.constData();
    const char *const end = begin + xml.size();
    const char *p = begin;
    int depth = 0;
    auto tooLong = [](qsizetype length) {
        return length > Limits::maxRawStringBytes;
    };
    auto refuse = [begin](const char *at, const QString &what) {
        return ScanResult{ParseError::LimitExceeded, QStringLiteral("byte %1: %2").arg(at - begin).arg(what)};
    };
    auto startsWith = [&end](const char *at, const char *literal) {
        const std::size_t length = std::strlen(literal);
        return std::size_t(end - at) >= length && std::memcmp(at, literal, length) == 0;
    };
    // Skips a construct that ends with @p terminator; false when the document ends first.
    auto skipPast = [&](const char *from, const char *terminator, const char **after) {
        const int found = xml.indexOf(terminator, int(from - begin));
        if (found < 0) {
            return false;
        }
        *after = begin + found + std::strlen(terminator);
        return true;
    };
    const auto stringTooLong = [] {
        return QStringLiteral("a string longer than %1 bytes").arg(Limits::maxRawStringBytes);
    };

    while (p < end) {
        const char *open = static_cast<const char *>(std::memchr(p, '<', std::size_t(end - p)));
        if (tooLong((open ? open : end) - p)) {
            return refuse(p, stringTooLong());
        }
        if (!open) {
            break;
        }
        p = open + 1;
        if (p == end) {
            break;
        }
        // Comments, CDATA sections and processing instructions are skipped whole, and measured.
        const char *terminator = nullptr;
        if (*p == '?') {
            terminator = "?>";
        } else if (*p == '!' && startsWith(p, "!--")) {
            terminator = "-->";
        } else if (*p == '!' && startsWith(p, "![CDATA[")) {
            terminator = "]]>";
        } else if (*p == '!') {
            // Any other declaration is a document type or worse: never read.
            return ScanResult{startsWith(p, "!DOCTYPE") ? ParseError::DtdRefused : ParseError::NotXml, QStringLiteral("a markup declaration")};
        }
        if (terminator) {
            const char *after = end;
            const bool closed = skipPast(p, terminator, &after);
            if (tooLong(after - p)) {
                return refuse(p, stringTooLong());
            }
            p = closed ? after : end;
            continue;
        }
        if (*p == '/') {
            depth = std::max(depth - 1, 0);
            const char *close = static_cast<const char *>(std::memchr(p, '>', std::size_t(end - p)));
            if (tooLong((close ? close : end) - p)) {
                return refuse(p, stringTooLong());
            }
            p = close ? close + 1 : end;
            continue;
        }
        // A start tag: count its attributes, measure its quoted values and its own length.
        const char *tagStart = p;
        int attributes = 0;
        while (p < end) {
            const char c = *p;
            if (c == '"' || c == '\'') {
                const char *quote = static_cast<const char *>(std::memchr(p + 1, c, std::size_t(end - p - 1)));
                if (tooLong((quote ? quote : end) - p - 1)) {
                    return refuse(p, stringTooLong());
                }
                p = quote ? quote + 1 : end;
                continue;
            }
            if (c == '=' && ++attributes > Limits::maxAttributesPerElement) {
                return refuse(tagStart, QStringLiteral("more than %1 attributes on one element").arg(Limits::maxAttributesPerElement));
            }
            if (c == '>') {
                if (p[-1] != '/' && ++depth > Limits::maxElementDepth) {
                    return refuse(tagStart, QStringLiteral("elements nested more than %1 deep").arg(Limits::maxElementDepth));
                }
                ++p;
                break;
            }
            if (c == '<') {
                break; // malformed: the reader says so
            }
            ++p;
        }
        // A whole tag counts as one string too: names and the space between attributes are text the reader copies.
        if (tooLong(p - tagStart)) {
            return refuse(tagStart, stringTooLong());
        }
    }
    return {};
}

int toInt(const QString &text, int fallback)
{
    bool ok = false;
    const int value = text.toInt(&ok);
    return ok ? value : fallback;
}

/// The child elements of one item, read into a record through its field table.
template<typename Record>
Record readRecord(QXmlStreamReader &reader)
{
    const RecordFields::Table<Record> &table = RecordFields::table<Record>();
    Record record;
    int hint = 0;
    while (reader.readNextStartElement()) {
        // The element's name is only valid until its text is read.
        if (const RecordFields::Field<Record> *field = table.find(reader.name(), &hint)) {
            field->read(record, readText(reader));
        } else if (table.unknown) {
            const QString name = reader.name().toString();
            table.unknown(record, name, readText(reader));
        } else {
            reader.skipCurrentElement();
        }
    }
    if (table.finish) {
        table.finish(record);
    }
    return record;
}

/// What a reply says of its status, wherever it says it.
struct MetaReading {
    bool hasStatusCode = false;
    bool hasStatus = false;

    /// Reads one element of the meta block (or, in the 1.0 form, of <ocs> itself); false when it is none of them.
    bool read(QXmlStreamReader &reader, Metadata &meta)
    {
        const auto name = reader.name();
        if (name == QLatin1String("status")) {
            meta.status = readText(reader);
            hasStatus = meta.status == QLatin1String("ok") || meta.status == QLatin1String("failed");
        } else if (name == QLatin1String("statuscode")) {
            bool ok = false;
            meta.statusCode = readText(reader).toInt(&ok);
            hasStatusCode = ok;
        } else if (name == QLatin1String("message")) {
            meta.message = readText(reader);
        } else if (name == QLatin1String("totalitems")) {
            meta.totalItems = toInt(readText(reader), -1);
        } else if (name == QLatin1String("itemsperpage")) {
            meta.itemsPerPage = toInt(readText(reader), -1);
        } else {
            return false;
        }
        return true;
    }

    /// Whether the status is known. Servers before OCS 1.3 state only `ok` or `failed`: `ok` counts as 100, and
    /// `failed` as a refusal without a code (0).
    bool finish(Metadata &meta) const
    {
        if (!hasStatusCode && hasStatus) {
            meta.statusCode = meta.status == QLatin1String("ok") ? 100 : 0;
        }
        return hasStatusCode || hasStatus;
    }
};

bool readMeta(QXmlStreamReader &reader, Metadata &meta)
{
    MetaReading reading;
    while (reader.readNextStartElement()) {
        if (!reading.read(reader, meta)) {
            reader.skipCurrentElement();
        }
    }
    return reading.finish(meta);
}

enum class DataShape {
    None, ///< the call returns no data
    Items, ///< `<data>` holds item elements
    Fields, ///< `<data>` holds the fields of one item directly (config)
};

template<typename T, typename Make = T (*)(QXmlStreamReader &)>
Reply<T> parse(const QByteArray &xml, DataShape shape, std::initializer_list<QLatin1String> itemNames, Make make, int maxItems = Limits::pageSize)
{
    Reply<T> reply;
    auto fail = [&reply](ParseError error, const QString &detail) {
        reply.error = error;
        reply.errorDetail = detail;
        reply.items.clear();
        return reply;
    };
    if (xml.trimmed().isEmpty()) {
        return fail(ParseError::Empty, QStringLiteral("empty reply"));
    }
    const ScanResult scan = scanLimits(xml);
    if (scan.error != ParseError::None) {
        return fail(scan.error, scan.detail);
    }

    QXmlStreamReader reader(xml);
    reader.setNamespaceProcessing(false);
    bool rootSeen = false;
    bool metaSeen = false;
    // The 1.0 form: status and message straight in <ocs>, no <meta> (the spec's own examples of its POST calls).
    MetaReading bare;
    bool dataSeen = false;
    int dropped = 0;
    while (!reader.atEnd()) {
        const QXmlStreamReader::TokenType token = reader.readNext();
        if (token == QXmlStreamReader::DTD) {
            return fail(ParseError::DtdRefused, QStringLiteral("document type declarations are not accepted"));
        }
        if (token != QXmlStreamReader::StartElement) {
            continue;
        }
        if (!rootSeen) {
            if (reader.name() != QLatin1String("ocs")) {
                return fail(ParseError::NotOcs, QStringLiteral("root element is <%1>, not <ocs>").arg(reader.name()));
            }
            rootSeen = true;
            continue;
        }
        if (reader.name() == QLatin1String("meta")) {
            metaSeen = readMeta(reader, reply.meta);
        } else if (!metaSeen && bare.read(reader, reply.meta)) {
            continue;
        } else if (reader.name() == QLatin1String("data")) {
            dataSeen = true;
            if (shape == DataShape::Fields) {
                reply.items.append(make(reader));
                continue;
            }
            while (reader.readNextStartElement()) {
                const auto name = reader.name();
                const bool wanted = std::any_of(itemNames.begin(), itemNames.end(), [&name](QLatin1String itemName) {
                    return name == itemName;
                });
                if (shape == DataShape::Items && wanted && reply.items.size() < maxItems) {
                    reply.items.append(make(reader));
                } else {
                    // Rows beyond what was asked for are skipped unread: never converted, never shown.
                    dropped += wanted ? 1 : 0;
                    reader.skipCurrentElement();
                }
            }
        } else {
            reader.skipCurrentElement();
        }
    }
    if (reader.hasError()) {
        const bool truncated = reader.error() == QXmlStreamReader::PrematureEndOfDocumentError;
        return fail(truncated ? ParseError::Truncated : ParseError::NotXml,
                    QStringLiteral("line %1, column %2: %3").arg(reader.lineNumber()).arg(reader.columnNumber()).arg(reader.errorString()));
    }
    if (!rootSeen) {
        return fail(ParseError::NotOcs, QStringLiteral("no root element"));
    }
    if (!metaSeen) {
        metaSeen = bare.finish(reply.meta);
    }
    if (!metaSeen) {
        return fail(ParseError::MissingMeta, QStringLiteral("no status in <meta> or, as OCS 1.0 wrote it, in <ocs>"));
    }
    // A successful call that returns data must carry <data>; a failure may omit it.
    if (shape != DataShape::None && reply.meta.isSuccess() && !dataSeen) {
        return fail(ParseError::WrongShape, QStringLiteral("no <data> in a successful reply"));
    }
    if (dropped > 0) {
        qCWarning(SOCIALDESKTOP_OCS) << "The server sent" << reply.items.size() + dropped << "items where at most" << maxItems << "were asked for;" << dropped
                                     << "dropped";
    }
    return reply;
}

/// How many records a reply may still add, counting nested ones, and how many it sent beyond that.
struct Budget {
    int left = 0;
    int dropped = 0;
};

/**
 * One record of a tree (a comment with its replies in `children`, a forum with its sub-forums) with everything
 * below it, appended to @p out in reading order: the record, then each of its children followed by theirs. Each
 * says its @c parent and its @c depth, which stops growing at @p maxDepth. The byte scan bounds the nesting
 * (Limits::maxElementDepth), so the recursion is bounded too; @p budget bounds the records.
 */
template<typename Record>
void readTree(QXmlStreamReader &reader, QLatin1String itemName, int depth, int maxDepth, Budget &budget, QVector<Record> &out)
{
    if (budget.left <= 0) {
        ++budget.dropped;
        reader.skipCurrentElement();
        return;
    }
    --budget.left;
    const RecordFields::Table<Record> &table = RecordFields::table<Record>();
    const int at = out.size();
    out.append(Record());
    Record record;
    record.depth = std::min(depth, maxDepth);
    QVector<int> children;
    int hint = 0;
    while (reader.readNextStartElement()) {
        if (reader.name() == QLatin1String("children")) {
            // Several sections are joined, as Attica does.
            while (reader.readNextStartElement()) {
                if (reader.name() == itemName) {
                    children.append(out.size());
                    readTree(reader, itemName, depth + 1, maxDepth, budget, out);
                    if (children.last() >= out.size()) {
                        children.removeLast(); // over the budget: skipped
                    }
                } else {
                    reader.skipCurrentElement();
                }
            }
        } else if (const RecordFields::Field<Record> *field = table.find(reader.name(), &hint)) {
            field->read(record, readText(reader));
        } else {
            reader.skipCurrentElement();
        }
    }
    // The id may come after the children: they learn it now.
    for (const int child : std::as_const(children)) {
        out[child].parent = record.id;
    }
    out[at] = std::move(record);
}

/// A reply whose items are trees, read into one flat list of at most @p maxRecords records, nested ones counted.
template<typename Record>
Reply<Record> parseTrees(const QByteArray &xml, QLatin1String itemName, int maxDepth, int maxRecords)
{
    Budget budget{std::max(maxRecords, 0), 0};
    auto make = [&budget, itemName, maxDepth](QXmlStreamReader &reader) {
        QVector<Record> tree;
        readTree(reader, itemName, 0, maxDepth, budget, tree);
        return tree;
    };
    const Reply<QVector<Record>> trees = parse<QVector<Record>>(xml, DataShape::Items, {itemName}, make, std::numeric_limits<int>::max());
    Reply<Record> reply;
    reply.meta = trees.meta;
    reply.error = trees.error;
    reply.errorDetail = trees.errorDetail;
    for (const QVector<Record> &tree : trees.items) {
        reply.items += tree;
    }
    if (budget.dropped > 0 && trees.isReadable()) {
        qCWarning(SOCIALDESKTOP_OCS) << "The server sent" << reply.items.size() + budget.dropped << itemName.latin1() << "items where at most" << maxRecords
                                     << "are kept;" << budget.dropped << "dropped";
    }
    return reply;
}

/// The attributes of `<attribute>` items straight in `<data>` (the spec), or inside `<person>` items (the PHP reference).
QVector<PersonAttribute> readAttributes(QXmlStreamReader &reader)
{
    if (reader.name() == QLatin1String("attribute")) {
        return {readRecord<PersonAttribute>(reader)};
    }
    QVector<PersonAttribute> attributes;
    while (reader.readNextStartElement()) {
        if (reader.name() == QLatin1String("attribute") && attributes.size() < Limits::pageSize) {
            attributes.append(readRecord<PersonAttribute>(reader));
        } else {
            reader.skipCurrentElement();
        }
    }
    return attributes;
}
}

Reply<Person> ReplyParser::persons(const QByteArray &xml)
{
    return persons(xml, Limits::pageSize);
}

Reply<Person> ReplyParser::persons(const QByteArray &xml, int maxItems)
{
    return parse<Person>(xml, DataShape::Items, {QLatin1String("person"), QLatin1String("user")}, readRecord<Person>, std::max(maxItems, 0));
}

Reply<Folder> ReplyParser::folders(const QByteArray &xml)
{
    return parse<Folder>(xml, DataShape::Items, {QLatin1String("folder")}, readRecord<Folder>);
}

Reply<Message> ReplyParser::messages(const QByteArray &xml)
{
    return parse<Message>(xml, DataShape::Items, {QLatin1String("message")}, readRecord<Message>);
}

Reply<Activity> ReplyParser::activities(const QByteArray &xml)
{
    return parse<Activity>(xml, DataShape::Items, {QLatin1String("activity")}, readRecord<Activity>);
}

Reply<Event> ReplyParser::events(const QByteArray &xml)
{
    return parse<Event>(xml, DataShape::Items, {QLatin1String("event")}, readRecord<Event>);
}

Reply<ServerConfig> ReplyParser::config(const QByteArray &xml)
{
    return parse<ServerConfig>(xml, DataShape::Fields, {}, readRecord<ServerConfig>);
}

Reply<NoData> ReplyParser::status(const QByteArray &xml)
{
    return parse<NoData>(xml, DataShape::None, {}, static_cast<NoData (*)(QXmlStreamReader &)>(nullptr));
}

Reply<KnowledgeEntry> ReplyParser::knowledgeBase(const QByteArray &xml)
{
    return knowledgeBase(xml, Limits::pageSize);
}

Reply<KnowledgeEntry> ReplyParser::knowledgeBase(const QByteArray &xml, int maxItems)
{
    return parse<KnowledgeEntry>(xml,
                                 DataShape::Items,
                                 {QLatin1String("content"), QLatin1String("knowledgebase")},
                                 readRecord<KnowledgeEntry>,
                                 std::max(maxItems, 0));
}

Reply<Comment> ReplyParser::comments(const QByteArray &xml)
{
    return parseTrees<Comment>(xml, QLatin1String("comment"), Limits::maxCommentDepth, Limits::maxCommentsPerPage);
}

Reply<Forum> ReplyParser::forums(const QByteArray &xml)
{
    return parseTrees<Forum>(xml, QLatin1String("forum"), 1, Limits::pageSize);
}

Reply<Topic> ReplyParser::topics(const QByteArray &xml)
{
    return topics(xml, Limits::pageSize);
}

Reply<Topic> ReplyParser::topics(const QByteArray &xml, int maxItems)
{
    return parse<Topic>(xml, DataShape::Items, {QLatin1String("topic")}, readRecord<Topic>, std::max(maxItems, 0));
}

Reply<PersonAttribute> ReplyParser::attributes(const QByteArray &xml)
{
    const Reply<QVector<PersonAttribute>> groups =
        parse<QVector<PersonAttribute>>(xml, DataShape::Items, {QLatin1String("attribute"), QLatin1String("person")}, readAttributes);
    Reply<PersonAttribute> reply;
    reply.meta = groups.meta;
    reply.error = groups.error;
    reply.errorDetail = groups.errorDetail;
    for (const QVector<PersonAttribute> &group : groups.items) {
        reply.items += group.mid(0, Limits::pageSize - reply.items.size());
    }
    return reply;
}

bool ReplyParser::withinLimits(const QByteArray &xml, QString *detail)
{
    const ScanResult scan = scanLimits(xml);
    if (detail) {
        *detail = scan.detail;
    }
    return scan.error == ParseError::None;
}
