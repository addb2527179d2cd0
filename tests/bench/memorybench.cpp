// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "memorybench.h"

#include "ocs/pagedlistmodel.h"
#include "ocs/replyparser.h"
#include "ocs/variants.h"
#include "wholelist.h"

#include <QFile>
#include <QVariantMap>

#include <memory>

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

// What the engine keeps for one list source: its model's rows.
std::unique_ptr<Ocs::PagedListModel> modelOf(const QByteArray &xml)
{
    Ocs::Reply<Ocs::NoData> status;
    auto model = std::make_unique<Ocs::PagedListModel>();
    model->setPage(0, Bench::wholeListRows(xml, &status));
    return model;
}

// The same as one QVariantMap per person.
QVariantList variantsOf(const QByteArray &xml)
{
    return Ocs::Variants::fromList(Bench::wholeList(xml).items, Ocs::Variants::fromPerson);
}
}

MemoryBench::Result MemoryBench::run(const QByteArray &xml)
{
    Result result;
    // Once without measuring: lazily created statics (string tables, thread pool) are not the engine's data.
    modelOf(xml);
    variantsOf(xml);
    double heapBefore = heapInUse();
    const double rssBefore = residentBytes();
    {
        const std::unique_ptr<Ocs::PagedListModel> held = modelOf(xml);
        result.heapBytes = heapInUse() - heapBefore;
        result.rssBytes = residentBytes() - rssBefore;
        result.items = held->rowCount();
    }
    heapBefore = heapInUse();
    const QVariantList variants = variantsOf(xml);
    result.variantHeapBytes = heapInUse() - heapBefore;
    return result;
}
