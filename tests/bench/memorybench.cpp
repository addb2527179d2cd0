// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "memorybench.h"

#include "ocs/replyparser.h"
#include "ocs/variants.h"
#include "wholelist.h"

#include <QFile>
#include <QVariantMap>

#include <malloc.h>
#include <unistd.h>

using namespace Bench;

namespace
{
double heapInUse()
{
    malloc_trim(0);
    const struct mallinfo2 info = mallinfo2();
    return double(info.uordblks) + double(info.hblkhd);
}

double residentBytes()
{
    QFile statm(QStringLiteral("/proc/self/statm"));
    if (!statm.open(QIODevice::ReadOnly)) {
        return -1;
    }
    const QList<QByteArray> fields = statm.readAll().split(' ');
    return fields.size() > 1 ? fields.at(1).toDouble() * sysconf(_SC_PAGESIZE) : -1;
}

// What the engine keeps for one list source (see fillList in ocsengine.cpp).
QVariantMap publishedData(const QByteArray &xml)
{
    const Ocs::Reply<Ocs::Person> reply = Bench::wholeList(xml);
    QVariantMap data;
    data.insert(QStringLiteral("Items"), Ocs::Variants::fromList(reply.items, Ocs::Variants::fromPerson));
    data.insert(QStringLiteral("TotalItems"), reply.meta.totalItems);
    return data;
}
}

MemoryBench::Result MemoryBench::run(const QByteArray &xml)
{
    Result result;
    // Once without measuring: lazily created statics (string tables, thread pool) are not the engine's data.
    publishedData(xml);
    const double heapBefore = heapInUse();
    const double rssBefore = residentBytes();
    const QVariantMap held = publishedData(xml);
    result.heapBytes = heapInUse() - heapBefore;
    result.rssBytes = residentBytes() - rssBefore;
    result.items = held.value(QStringLiteral("Items")).toList().size();
    return result;
}
