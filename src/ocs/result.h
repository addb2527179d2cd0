// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "reply.h"
#include "response.h"

namespace Ocs
{

/// What a call produced: the transport's response and, when there was a body, the parsed reply.
template<typename T>
struct Result {
    Response response;
    Reply<T> reply;
    bool fromCache = false; ///< read from the disk cache, not from the network

    /// The server confirmed the data: a successful reply, or 304 for the cached copy.
    bool isSuccess() const
    {
        return response.error == Response::NoError && (response.notModified || reply.isSuccess());
    }
};

} // namespace Ocs
