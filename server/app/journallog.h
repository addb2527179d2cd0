// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

/**
 * Logging under systemd: when standard error goes to the journal (systemd sets JOURNAL_STREAM), every Qt message is
 * written as one line with its syslog priority in front ("<4>…", sd-daemon's convention), so `journalctl -p warning`
 * finds the warnings. Elsewhere Qt's own handler stays.
 */
namespace JournalLog
{
/** Installs the handler when the journal is listening; true when it did. */
bool installIfJournal();
}
