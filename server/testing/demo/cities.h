// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>

/**
 * Real cities with their true coordinates, where the demo community lives (data/cities.json).
 *
 * Coordinates are kept as integer micro-degrees so that seeding never depends on floating point
 * library functions.
 */
class Cities
{
public:
    struct City {
        QString name;
        QString countryCode;
        int latitudeMicro = 0;
        int longitudeMicro = 0;
        int weight = 0; // relative share of the community living there
    };

    static int count();
    static const City &at(int index);
    /** Index of the city with that name, -1 when unknown. */
    static int indexOf(const QString &name);
    static int totalWeight();
    /** The city a value in [0, totalWeight()) falls on. */
    static int byWeight(int value);
};
