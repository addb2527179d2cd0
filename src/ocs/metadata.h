// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>

namespace Ocs
{

/// The `<meta>` block of an OCS v1 reply.
struct Metadata {
    QString status; ///< "ok" or "failed"
    int statusCode = 0; ///< 100 is success; 101–1xx are call-specific failures, 200 rate limit, 999 unknown call
    QString message;
    int totalItems = -1; ///< list replies only; -1 when absent
    int itemsPerPage = -1; ///< list replies only; -1 when absent

    /// OCS v1 knows one success: status code 100 (unlike Attica since 2019, 101–199 are failures).
    bool isSuccess() const
    {
        return statusCode == 100;
    }
};

} // namespace Ocs
