// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QtGlobal>

class Database;
class Prng;

/**
 * The demo community's help (docs/help.md, "Server tables"): 40 knowledge-base entries over 6 categories, two
 * thirds answered; 4 forums, one with a sub-forum; 60 topics; 300 comments with votes; and the hardware attribute
 * (global/pc) on one member in five, drawn from 12 models. Deterministic as the rest of the demo (its own Prng, so
 * the people, friends and messages stay as they were), every time before Seeder::epoch.
 */
class HelpSeeder
{
public:
    static constexpr int entries = 40;
    static constexpr int categories = 6;
    static constexpr int forums = 5; // 4 at the top, one sub-forum
    static constexpr int topics = 60;
    static constexpr int comments = 300;
    static constexpr int models = 12;

    /** Members are the rows 1 … @p members of people (row 1 the demo account). */
    HelpSeeder(Database &database, int members);

    /** Inside the seeder's transaction, after its bulk rows are in; false when a row was not stored. */
    bool seed();

    /** The hardware model of the member at row @p row, or an empty string when the member published none. */
    static QString modelOf(qint64 row);
    /** Whether the entry of the @p index-th seeded question (0-based) is answered. */
    static bool isAnswered(int index);

private:
    qint64 member(Prng &prng) const;

    Database &m_database;
    int m_members;
};
