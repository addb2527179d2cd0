// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "processmemory.h"

#include <QFile>

namespace
{
qint64 field(qint64 pid, const QByteArray &name)
{
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (!status.open(QIODevice::ReadOnly)) {
        return -1;
    }
    const QList<QByteArray> lines = status.readAll().split('\n');
    for (const QByteArray &line : lines) {
        if (line.startsWith(name + ':')) {
            return line.mid(name.size() + 1).trimmed().split(' ').value(0).toLongLong();
        }
    }
    return -1;
}
}

qint64 ProcessMemory::residentKiB(qint64 pid)
{
    return field(pid, QByteArrayLiteral("VmRSS"));
}

qint64 ProcessMemory::peakKiB(qint64 pid)
{
    return field(pid, QByteArrayLiteral("VmHWM"));
}

bool ProcessMemory::resetPeak(qint64 pid)
{
    QFile clear(QStringLiteral("/proc/%1/clear_refs").arg(pid));
    return clear.open(QIODevice::WriteOnly) && clear.write("5") == 1;
}
