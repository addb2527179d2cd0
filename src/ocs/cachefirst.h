// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <tuple>

namespace Ocs
{

/**
 * The order in which a fetch answers: the cached copy first, the server's word last.
 *
 * The network may answer (a 304 most of all) before the cached copy is read or parsed. Its result
 * then waits here until the cached copy has been handed over, so a caller never sees stale data
 * after fresh data. Shared (std::shared_ptr) between the cache's and the network's callbacks;
 * used on one thread.
 */
template<typename... Args>
class CacheFirst
{
public:
    using Callback = std::function<void(const Args &...)>;

    explicit CacheFirst(Callback done)
        : m_done(std::move(done))
    {
    }

    /// A cached copy is on its way: the server's result waits for it.
    void expectCached()
    {
        m_cachedPending = true;
    }

    /// The cached copy is ready; it is handed over when @p show (a readable, successful copy), then a waiting server result.
    void cached(bool show, const Args &...args)
    {
        m_cachedPending = false;
        if (show) {
            m_done(args...);
        }
        if (m_held) {
            const std::tuple<Args...> held = std::move(*m_held);
            m_held.reset();
            std::apply(m_done, held);
        }
    }

    /// The server's result: handed over now, or once the cached copy has been.
    void server(const Args &...args)
    {
        if (m_cachedPending) {
            m_held = std::make_tuple(args...);
        } else {
            m_done(args...);
        }
    }

private:
    Callback m_done;
    bool m_cachedPending = false;
    std::optional<std::tuple<Args...>> m_held;
};

} // namespace Ocs
