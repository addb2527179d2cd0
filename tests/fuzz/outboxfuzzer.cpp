// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

// The outbox reading a damaged entry file next to a good one: the damaged one is set aside, the
// good one is never lost, and an entry that was read is written back unchanged.

#include "fuzzsupport.h"

#include "ocs/outbox.h"

#include <QDir>

using namespace Ocs;

namespace
{
bool sameEntry(const Outbox::Entry &a, const Outbox::Entry &b)
{
    return a.id == b.id && a.kind == b.kind && a.state == b.state && a.to == b.to && a.subject == b.subject && a.body == b.body && a.created == b.created
        && a.attempts == b.attempts && a.error == b.error;
}
}

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    FuzzSupport::silenceLogging();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString directory = FuzzSupport::scratchDirectory() + QStringLiteral("/outbox");
    QDir(directory).removeRecursively();
    const Outbox outbox(directory);

    Outbox::Entry good;
    good.to = QStringLiteral("anna.richter");
    good.subject = QStringLiteral("kept");
    good.body = QStringLiteral("never lost");
    const std::optional<Outbox::Entry> stored = outbox.add(good);
    FuzzSupport::check(stored.has_value(), "cannot add an entry");

    // The fuzzed file, under the name an entry with this id would have.
    const QString id = QStringLiteral("00000000-0000-4000-8000-000000000000");
    FuzzSupport::writeFile(directory + QLatin1Char('/') + id + QStringLiteral(".entry"), QByteArray(reinterpret_cast<const char *>(data), int(size)));

    const QVector<Outbox::Entry> entries = outbox.entries();
    const bool goodKept = std::any_of(entries.begin(), entries.end(), [&stored](const Outbox::Entry &entry) {
        return sameEntry(entry, *stored);
    });
    FuzzSupport::check(goodKept, "a damaged entry cost a good one");
    for (const Outbox::Entry &entry : entries) {
        FuzzSupport::check(!entry.id.isEmpty() && !entry.to.isEmpty() && entry.created.isValid(), "an entry without id, recipient or date");
        if (entry.id != stored->id) {
            FuzzSupport::check(entry.id == id, "an entry under another file's name");
            // Written back and read again, it stays the same (the sender updates entries this way).
            FuzzSupport::check(outbox.update(entry), "cannot update an entry");
            const QVector<Outbox::Entry> again = outbox.entries();
            const bool same = std::any_of(again.begin(), again.end(), [&entry](const Outbox::Entry &other) {
                return sameEntry(entry, other);
            });
            FuzzSupport::check(same, "an entry changed when written back");
        }
    }
    return 0;
}
