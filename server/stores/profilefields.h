// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QStringList>

/**
 * The texts of a profile the server keeps and serves as they are (Person::texts). Each name is the OCS element
 * and the column of the table "people" (data/migrations/).
 */
class ProfileFields
{
public:
    /** In summaries too: gender, communityrole, company. */
    static const QStringList &summary();
    /** With full details only, in the order of <person details="full">: birthday, jobstatus, ircnick, … description. */
    static const QStringList &details();
    /** summary() and details(). */
    static const QStringList &all();
};
