// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>

/**
 * ISO 3166-1 alpha-2 codes and English country names.
 *
 * person/self takes a code, person/data replies carry the name (docs/ocs-protocol.md, "Calls").
 */
class Countries
{
public:
    /** The English name for a code (case-insensitive); the code itself when unknown. */
    static QString name(const QString &code);
    /** The code for a code or an English name (case-insensitive); empty when unknown. */
    static QString code(const QString &codeOrName);
};
