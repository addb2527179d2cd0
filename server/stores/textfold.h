// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>

namespace TextFold
{
/** Text folded to plain ASCII letters and digits (diacritics dropped), lower case: "Łukasz" is "lukasz". */
QString toAscii(const QString &text);
}
