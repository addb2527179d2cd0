// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>

class Prng;

/**
 * Believable names from several cultures for the demo community (data/names.json).
 */
class Names
{
public:
    struct Name {
        QString firstName;
        QString lastName;
        QString gender; // "male", "female"
    };

    /** A name that fits a person living in the country (most of the time: communities are mixed). */
    static Name generate(Prng &prng, const QString &countryCode);
    /** Lower-case ASCII login stem, e.g. "lukasz.wojcik" for "Łukasz Wójcik". */
    static QString loginStem(const QString &firstName, const QString &lastName);
    /** Text folded to plain ASCII letters and digits (diacritics dropped), lower case. */
    static QString toAscii(const QString &text);
};
