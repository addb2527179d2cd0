// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "rowpage.h"

#include "recordfields.h"

#include <QDateTime>
#include <QHash>
#include <QtEndian>

#include <cstring>

namespace Ocs
{

namespace
{
// Bump when the encoding changes: files of another version are then read from their XML again.
// 2: fields without invisible characters (ServerText::visible); rows kept by 1 may hold them.
constexpr quint32 encodingVersion = 2;
constexpr quint8 namedKey = 255;
// Lists and maps inside a value (homepages are a list of maps): deeper is refused.
constexpr int maxDepth = 4;

enum Type : quint8 {
    Bool = 0,
    Int = 1,
    LongLong = 2,
    Double = 3,
    String = 4,
    Date = 5,
    DateTime = 6,
    StringList = 7,
    List = 8,
    Map = 9,
};

enum Spec : quint8 {
    LocalTime = 0,
    Utc = 1,
    Offset = 2,
};

const QHash<QString, int> &keyIndexes()
{
    static const QHash<QString, int> indexes = [] {
        QHash<QString, int> map;
        const QStringList &keys = RecordFields::listKeys();
        for (int i = 0; i < keys.size(); ++i) {
            map.insert(keys.at(i), i);
        }
        return map;
    }();
    return indexes;
}

// ---- writing

class Writer
{
public:
    QByteArray bytes;

    template<typename Number>
    void number(Number value)
    {
        const Number little = qToLittleEndian(value);
        bytes.append(reinterpret_cast<const char *>(&little), sizeof little);
    }
    void byte(quint8 value)
    {
        bytes.append(char(value));
    }
    void text(const QString &value)
    {
        const QByteArray utf8 = value.toUtf8();
        number<quint32>(quint32(utf8.size()));
        bytes.append(utf8);
    }
    void real(double value)
    {
        quint64 bits = 0;
        std::memcpy(&bits, &value, sizeof bits);
        number<quint64>(bits);
    }

    void value(const QVariant &value, int depth)
    {
        switch (int(value.userType())) {
        case QMetaType::Bool:
            byte(Bool);
            byte(value.toBool() ? 1 : 0);
            return;
        case QMetaType::Int:
            byte(Int);
            number<qint32>(value.toInt());
            return;
        case QMetaType::LongLong:
            byte(LongLong);
            number<qint64>(value.toLongLong());
            return;
        case QMetaType::Double:
            byte(Double);
            real(value.toDouble());
            return;
        case QMetaType::QDate:
            byte(Date);
            number<qint64>(value.toDate().toJulianDay());
            return;
        case QMetaType::QDateTime:
            dateTime(value.toDateTime());
            return;
        case QMetaType::QStringList: {
            const QStringList list = value.toStringList();
            byte(StringList);
            number<quint32>(quint32(list.size()));
            for (const QString &entry : list) {
                text(entry);
            }
            return;
        }
        case QMetaType::QVariantList:
            if (depth < maxDepth) {
                const QVariantList list = value.toList();
                byte(List);
                number<quint32>(quint32(list.size()));
                for (const QVariant &entry : list) {
                    this->value(entry, depth + 1);
                }
                return;
            }
            break;
        case QMetaType::QVariantMap:
            if (depth < maxDepth) {
                const QVariantMap map = value.toMap();
                byte(Map);
                number<quint32>(quint32(map.size()));
                for (auto it = map.cbegin(); it != map.cend(); ++it) {
                    text(it.key());
                    this->value(it.value(), depth + 1);
                }
                return;
            }
            break;
        default:
            break;
        }
        byte(String);
        text(value.toString());
    }

    void dateTime(const QDateTime &time)
    {
        byte(DateTime);
        if (time.timeSpec() == Qt::LocalTime) {
            byte(LocalTime);
            number<qint32>(0);
        } else if (time.timeSpec() == Qt::UTC) {
            byte(Utc);
            number<qint32>(0);
        } else {
            byte(Offset);
            number<qint32>(time.offsetFromUtc());
        }
        number<qint64>(time.isValid() ? time.toMSecsSinceEpoch() : std::numeric_limits<qint64>::min());
    }
};

// ---- reading (of blocks fromBytes() checked, or checking them)

class Reader
{
public:
    Reader(const char *begin, const char *end)
        : m_at(begin)
        , m_end(end)
    {
    }

    bool atEnd() const
    {
        return m_at == m_end;
    }
    bool ok() const
    {
        return m_ok;
    }

    template<typename Number>
    Number number()
    {
        Number value{};
        if (!need(sizeof value)) {
            return value;
        }
        std::memcpy(&value, m_at, sizeof value);
        m_at += sizeof value;
        return qFromLittleEndian(value);
    }
    quint8 byte()
    {
        return number<quint8>();
    }
    /// The bytes of a string, without decoding them.
    std::pair<const char *, quint32> rawText()
    {
        const quint32 size = number<quint32>();
        if (!need(size)) {
            return {m_at, 0};
        }
        const char *start = m_at;
        m_at += size;
        return {start, size};
    }
    QString text()
    {
        const auto [start, size] = rawText();
        return QString::fromUtf8(start, int(size));
    }
    double real()
    {
        const quint64 bits = number<quint64>();
        double value = 0;
        std::memcpy(&value, &bits, sizeof value);
        return value;
    }

    /// Reads one value; with @p decode false only steps over it (and checks it).
    QVariant value(bool decode, int depth)
    {
        const quint8 type = byte();
        switch (type) {
        case Bool:
            return decode ? QVariant(byte() != 0) : (byte(), QVariant());
        case Int:
            return decode ? QVariant(number<qint32>()) : (number<qint32>(), QVariant());
        case LongLong:
            return decode ? QVariant(number<qint64>()) : (number<qint64>(), QVariant());
        case Double:
            return decode ? QVariant(real()) : (real(), QVariant());
        case String:
            return decode ? QVariant(text()) : (rawText(), QVariant());
        case Date: {
            const qint64 day = number<qint64>();
            return decode ? QVariant(QDate::fromJulianDay(day)) : QVariant();
        }
        case DateTime:
            return dateTime(decode);
        case StringList: {
            const quint32 count = number<quint32>();
            QStringList list;
            for (quint32 i = 0; i < count && m_ok; ++i) {
                if (decode) {
                    list.append(text());
                } else {
                    rawText();
                }
            }
            return decode ? QVariant(list) : QVariant();
        }
        case List:
        case Map: {
            if (depth >= maxDepth) {
                m_ok = false;
                return {};
            }
            const quint32 count = number<quint32>();
            QVariantList list;
            QVariantMap map;
            for (quint32 i = 0; i < count && m_ok; ++i) {
                const QString key = type == Map ? (decode ? text() : (rawText(), QString())) : QString();
                QVariant entry = value(decode, depth + 1);
                if (!decode) {
                    continue;
                }
                if (type == Map) {
                    map.insert(key, std::move(entry));
                } else {
                    list.append(std::move(entry));
                }
            }
            return decode ? (type == Map ? QVariant(map) : QVariant(list)) : QVariant();
        }
        default:
            m_ok = false;
            return {};
        }
    }

    /// The key of the next field: its index in listKeys(), or -1 with @p name set.
    int key(QString *name, bool decode)
    {
        const quint8 index = byte();
        if (index == namedKey) {
            if (decode) {
                *name = text();
            } else {
                rawText();
            }
            return -1;
        }
        if (index >= RecordFields::listKeys().size()) {
            m_ok = false;
            return -1;
        }
        return index;
    }

private:
    bool need(quint64 size)
    {
        if (!m_ok || quint64(m_end - m_at) < size) {
            m_ok = false;
            m_at = m_end;
            return false;
        }
        return true;
    }

    QVariant dateTime(bool decode)
    {
        const quint8 spec = byte();
        const qint32 offset = number<qint32>();
        const qint64 msecs = number<qint64>();
        if (spec > Offset || (spec != Offset && offset != 0)) {
            m_ok = false;
        }
        if (!decode || !m_ok || msecs == std::numeric_limits<qint64>::min()) {
            return decode ? QVariant(QDateTime()) : QVariant();
        }
        switch (spec) {
        case LocalTime:
            return QDateTime::fromMSecsSinceEpoch(msecs, Qt::LocalTime);
        case Utc:
            return QDateTime::fromMSecsSinceEpoch(msecs, Qt::UTC);
        default:
            return QDateTime::fromMSecsSinceEpoch(msecs, Qt::OffsetFromUTC, offset);
        }
    }

    const char *m_at;
    const char *m_end;
    bool m_ok = true;
};

constexpr int headerSize = int(sizeof(quint32));

quint32 readU32(const char *at)
{
    quint32 value = 0;
    std::memcpy(&value, at, sizeof value);
    return qFromLittleEndian(value);
}
}

RowPage::RowPage(const QByteArray &storage, int offset, int size)
    : m_bytes(storage)
    , m_offset(offset)
    , m_size(size)
    , m_count(size >= headerSize ? int(readU32(storage.constData() + offset)) : 0)
{
}

const char *RowPage::data() const
{
    return m_bytes.constData() + m_offset;
}

RowPage RowPage::fromMaps(const QVector<QVariantMap> &rows)
{
    const QHash<QString, int> &indexes = keyIndexes();
    Writer body;
    QVector<quint32> ends;
    ends.reserve(rows.size());
    for (const QVariantMap &row : rows) {
        for (auto it = row.cbegin(); it != row.cend(); ++it) {
            if (!it.value().isValid()) {
                continue;
            }
            const int index = indexes.value(it.key(), -1);
            if (index >= 0 && index < namedKey) {
                body.byte(quint8(index));
            } else {
                body.byte(namedKey);
                body.text(it.key());
            }
            body.value(it.value(), 0);
        }
        ends.append(quint32(body.bytes.size()));
    }
    Writer block;
    block.bytes.reserve(headerSize + ends.size() * int(sizeof(quint32)) + body.bytes.size());
    block.number<quint32>(quint32(rows.size()));
    for (const quint32 end : ends) {
        block.number<quint32>(end);
    }
    block.bytes.append(body.bytes);
    return RowPage(block.bytes, 0, block.bytes.size());
}

std::optional<RowPage> RowPage::fromBytes(const QByteArray &bytes)
{
    return fromBytes(bytes, 0, bytes.size());
}

std::optional<RowPage> RowPage::fromBytes(const QByteArray &storage, int offset, int size)
{
    if (offset < 0 || size < headerSize || qint64(offset) + size > storage.size()) {
        return std::nullopt;
    }
    const char *block = storage.constData() + offset;
    const quint32 count = readU32(block);
    const qint64 tableEnd = headerSize + qint64(count) * qint64(sizeof(quint32));
    if (tableEnd > size) {
        return std::nullopt;
    }
    // The table of row ends only: fields are read with bounds checks wherever they are read, so a damaged row
    // (which the file's checksum catches first) yields missing values, never a read outside the block.
    const qint64 rowsSize = size - tableEnd;
    quint32 begin = 0;
    for (quint32 i = 0; i < count; ++i) {
        const quint32 end = readU32(block + headerSize + i * sizeof(quint32));
        if (end < begin || end > rowsSize) {
            return std::nullopt;
        }
        begin = end;
    }
    // Nothing after the last row: a block is exactly what fromMaps() writes.
    if (begin != rowsSize) {
        return std::nullopt;
    }
    return RowPage(storage, offset, size);
}

quint64 RowPage::schema()
{
    static const quint64 value = [] {
        const QByteArray keys = RecordFields::listKeys().join(QLatin1Char(',')).toUtf8() + '/' + QByteArray::number(encodingVersion);
        return checksum(keys.constData(), keys.size());
    }();
    return value;
}

quint64 RowPage::checksum(const char *data, qsizetype size)
{
    // Fletcher's sums over 64-bit words (a running sum, and the sum of those sums, which depends on where each
    // word is), in eight independent lanes so that the processor adds them at once, then mixed into one value.
    constexpr int lanes = 8;
    quint64 sums[lanes] = {quint64(size)};
    quint64 sumsOfSums[lanes] = {};
    qsizetype at = 0;
    for (; at + qsizetype(sizeof(quint64)) * lanes <= size; at += qsizetype(sizeof(quint64)) * lanes) {
        quint64 words[lanes];
        std::memcpy(words, data + at, sizeof words);
        for (int i = 0; i < lanes; ++i) {
            sums[i] += qFromLittleEndian(words[i]);
            sumsOfSums[i] += sums[i];
        }
    }
    for (; at < size; ++at) {
        sums[0] += quint8(data[at]);
        sumsOfSums[0] += sums[0];
    }
    quint64 hash = 0x9e3779b97f4a7c15ULL;
    for (int i = 0; i < lanes; ++i) {
        for (const quint64 part : {sums[i], sumsOfSums[i]}) {
            hash = (hash ^ part) * 0xff51afd7ed558ccdULL;
            hash ^= hash >> 33;
        }
    }
    return hash;
}

QByteArray RowPage::bytes() const
{
    return m_offset == 0 && m_size == m_bytes.size() ? m_bytes : m_bytes.mid(m_offset, m_size);
}

int RowPage::byteSize() const
{
    return m_size;
}

int RowPage::size() const
{
    return m_count;
}

std::pair<const char *, const char *> RowPage::span(int row) const
{
    const char *block = data();
    const char *rows = block + headerSize + m_count * sizeof(quint32);
    const quint32 begin = row == 0 ? 0 : readU32(block + headerSize + (row - 1) * sizeof(quint32));
    const quint32 end = readU32(block + headerSize + row * sizeof(quint32));
    return {rows + begin, rows + end};
}

QVariant RowPage::value(int row, int keyIndex) const
{
    if (row < 0 || row >= m_count) {
        return {};
    }
    const auto [begin, end] = span(row);
    Reader reader(begin, end);
    QString name;
    while (reader.ok() && !reader.atEnd()) {
        if (reader.key(&name, false) == keyIndex && reader.ok()) {
            QVariant found = reader.value(true, 0);
            return reader.ok() ? found : QVariant();
        }
        reader.value(false, 0);
    }
    return {};
}

QVariant RowPage::value(int row, const QString &key) const
{
    const int index = keyIndexes().value(key, -1);
    if (index >= 0) {
        return value(row, index);
    }
    return this->row(row).value(key);
}

QVariantMap RowPage::row(int row) const
{
    QVariantMap map;
    if (row < 0 || row >= m_count) {
        return map;
    }
    const auto [begin, end] = span(row);
    Reader reader(begin, end);
    const QStringList &keys = RecordFields::listKeys();
    QString name;
    while (reader.ok() && !reader.atEnd()) {
        const int index = reader.key(&name, true);
        QVariant value = reader.value(true, 0);
        if (reader.ok()) {
            map.insert(index >= 0 ? keys.at(index) : name, std::move(value));
        }
    }
    return map;
}

QString RowPage::id(int row) const
{
    static const int idIndex = keyIndexes().value(QStringLiteral("id"), -1);
    return value(row, idIndex).toString();
}

bool RowPage::sameRow(int row, const RowPage &other, int otherRow) const
{
    if (row < 0 || row >= m_count || otherRow < 0 || otherRow >= other.m_count) {
        return false;
    }
    const auto [begin, end] = span(row);
    const auto [otherBegin, otherEnd] = other.span(otherRow);
    return end - begin == otherEnd - otherBegin && std::memcmp(begin, otherBegin, end - begin) == 0;
}

} // namespace Ocs
