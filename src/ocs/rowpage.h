// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QByteArray>
#include <QVariantMap>
#include <QVector>

#include <optional>

namespace Ocs
{

/**
 * The rows of one list page in one block of bytes, the same in memory (PagedListModel) and on disk
 * (ReplyCache's rows files): a value becomes a QVariant only when a view asks for it, and loading a
 * cached page is reading its file.
 *
 * The block (little-endian): the number of rows (u32), the end of each row (u32, from the start of
 * the first row), then the rows back to back. A row is a run of fields: the key (u8: its index in
 * RecordFields::listKeys(), or 255 followed by the key as a string), then the value: its type (u8)
 * and what that type holds (see rowpage.cpp). fromBytes() checks the table of row ends; every field is
 * read with bounds checks when it is read, so a damaged block (which the rows file's checksum catches
 * first) yields missing values, never a read outside the block.
 */
class RowPage
{
public:
    RowPage() = default;

    /// Encodes @p rows (maps as Ocs::Variants makes them). Values of other types are kept as their text.
    static RowPage fromMaps(const QVector<QVariantMap> &rows);
    /// A block read from anywhere: nullopt unless its table of rows fits it.
    static std::optional<RowPage> fromBytes(const QByteArray &bytes);
    /// The same for the @p size bytes at @p offset of @p storage (a file read whole), which the page then shares.
    static std::optional<RowPage> fromBytes(const QByteArray &storage, int offset, int size);
    /// Names the keys table and the encoding: a block written with another schema is not read.
    static quint64 schema();
    /// A fast 64-bit checksum (not a cryptographic one): for files that may be damaged, not forged.
    static quint64 checksum(const char *data, qsizetype size);

    /// The block (a copy when the page shares a larger buffer).
    QByteArray bytes() const;
    int byteSize() const;
    int size() const;

    /// The value of key @p keyIndex (an index in RecordFields::listKeys()) in row @p row; invalid when absent.
    QVariant value(int row, int keyIndex) const;
    /// The value of @p key in row @p row; invalid when absent.
    QVariant value(int row, const QString &key) const;
    /// Row @p row as a map of its keys.
    QVariantMap row(int row) const;
    /// The `id` of row @p row (empty without one).
    QString id(int row) const;
    /// Whether row @p row holds the same fields and values as @p other's row @p otherRow.
    bool sameRow(int row, const RowPage &other, int otherRow) const;

private:
    RowPage(const QByteArray &storage, int offset, int size);
    const char *data() const;
    /// Where row @p row begins and ends in m_bytes.
    std::pair<const char *, const char *> span(int row) const;

    QByteArray m_bytes;
    int m_offset = 0;
    int m_size = 0;
    int m_count = 0;
};

} // namespace Ocs
