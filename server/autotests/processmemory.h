// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QtGlobal>

/**
 * Another process's memory as Linux counts it (/proc/PID/status): its resident set now and its peak, which can be
 * set back to the resident set (/proc/PID/clear_refs), so that the peak of one attack is measured alone.
 */
namespace ProcessMemory
{
/// VmRSS in KiB, or -1.
qint64 residentKiB(qint64 pid);
/// VmHWM in KiB, or -1.
qint64 peakKiB(qint64 pid);
/// Sets the peak back to the resident set; false when the kernel does not let us.
bool resetPeak(qint64 pid);
}
