// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "rdfdescription.h"

#include <QByteArray>

namespace Export
{

/**
 * Writes descriptions as Turtle with Serd's writer (serd-0): prefixes declared once, IRIs in the
 * declared namespaces abbreviated, blank nodes written inline as `[ … ]`, UTF-8 kept as is.
 * The same descriptions always give the same bytes.
 */
class TurtleWriter
{
public:
    /// Empty on a writer error (logged).
    static QByteArray write(const std::vector<RdfDescription> &graph);
};

} // namespace Export
