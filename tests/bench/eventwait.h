// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <functional>

namespace Bench
{
/// Runs the event loop until @p done() holds, for at most @p timeoutMs, looking every @p stepMs; false on timeout.
bool waitUntil(const std::function<bool()> &done, int timeoutMs, int stepMs = 20);
}
