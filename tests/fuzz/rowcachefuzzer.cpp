// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

// The reply cache's rows files (a list page as the model holds it, read back at every start), then every
// row read the way the model and QML read them.
//
// The first byte chooses what the rest is: 'B' is a rows block (RowPage), wrapped into a well-formed
// rows file with its checksum, so that the fuzzer reaches the block's reader through the cache; anything
// else is the whole file as found on disk.

#include "fuzzsupport.h"

#include "ocs/recordfields.h"
#include "ocs/replycache.h"
#include "ocs/rowpage.h"

#include <QDir>
#include <QFile>

using namespace Ocs;

namespace
{
const QString key = QStringLiteral("Friends");

// What PagedListModel does with a page: every role of every row, the row as a map, ids and comparisons.
void readEveryRow(const RowPage &page)
{
    const int keys = RecordFields::listKeys().size();
    for (int row = 0; row < page.size() && row < 1000; ++row) {
        const QVariantMap map = page.row(row);
        for (const QVariant &value : map) {
            FuzzSupport::check(value.isValid(), "an invalid value in a row");
        }
        for (int key = 0; key < keys; ++key) {
            const QVariant value = page.value(row, key);
            FuzzSupport::check(!value.isValid() || map.contains(RecordFields::listKeys().at(key)), "a value that is not in its row");
        }
        page.id(row);
        FuzzSupport::check(page.sameRow(row, page, row), "a row differs from itself");
    }
}
}

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    FuzzSupport::silenceLogging();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const ReplyCache cache(FuzzSupport::scratchDirectory() + QStringLiteral("/rows"));
    static const bool created = QDir().mkpath(cache.directory());
    FuzzSupport::check(created, "cannot create the cache directory");

    const QByteArray input(reinterpret_cast<const char *>(data), int(size));
    if (!input.isEmpty() && input.at(0) == 'B') {
        const std::optional<RowPage> block = RowPage::fromBytes(input.mid(1));
        if (!block) {
            return 0;
        }
        readEveryRow(*block);
        ReplyCache::RowsEntry entry;
        entry.etag = "\"fuzz\"";
        entry.updated = QDateTime::fromMSecsSinceEpoch(1767225600000, Qt::UTC);
        entry.meta.statusCode = 100;
        entry.rows = *block;
        FuzzSupport::check(cache.storeRows(key, entry), "cannot store rows");
        const std::optional<ReplyCache::RowsEntry> loaded = cache.loadRows(key);
        FuzzSupport::check(loaded.has_value(), "stored rows did not load");
        FuzzSupport::check(loaded->rows.bytes() == block->bytes() && loaded->etag == entry.etag, "the cache changed the rows");
        readEveryRow(loaded->rows);
        cache.remove(key);
        return 0;
    }

    bool damaged = false;
    const std::optional<ReplyCache::RowsEntry> decoded = ReplyCache::decodeRows(input, key, &damaged);
    FuzzSupport::check(!decoded || !damaged, "accepted and damaged at once");
    if (decoded) {
        readEveryRow(decoded->rows);
        // What was accepted is written back the same.
        FuzzSupport::check(ReplyCache::encodeRows(key, *decoded) == input, "an accepted file does not encode to itself");
    }
    return 0;
}
