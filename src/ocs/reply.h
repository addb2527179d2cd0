// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "metadata.h"

#include <QVector>

namespace Ocs
{

/// Why a reply could not be read. Texts for users are made from these at the engine's edge.
enum class ParseError {
    None,
    Empty, ///< no bytes at all
    NotXml, ///< not well-formed XML (an HTML error page, random bytes)
    Truncated, ///< well-formed so far, but the document ends early
    DtdRefused, ///< a DOCTYPE (and with it entity declarations) is never processed
    NotOcs, ///< XML, but not an `<ocs>` document
    MissingMeta, ///< no `<meta>` block or no status code in it
    WrongShape, ///< an `<ocs>` document that does not carry what the call returns
    LimitExceeded, ///< too many attributes on an element, too deep, or one string too long (see Ocs::Limits)
};

/// A parsed OCS reply: the `<meta>` block and the items of `<data>`, or why it could not be read.
template<typename T>
struct Reply {
    Metadata meta;
    QVector<T> items;
    ParseError error = ParseError::None;
    QString errorDetail; ///< technical detail for logs (never shown as is)

    /// Read without error; the OCS status may still be a failure (see meta.isSuccess()).
    bool isReadable() const
    {
        return error == ParseError::None;
    }

    bool isSuccess() const
    {
        return isReadable() && meta.isSuccess();
    }
};

/// What a call that returns no data (most POSTs) carries.
struct NoData {
};

} // namespace Ocs
