// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "faults.h"

namespace
{
struct Named {
    Faults::Mode mode;
    const char *name;
};

const Named s_modes[] = {
    {Faults::Mode::None, "none"},
    {Faults::Mode::Slow, "slow"},
    {Faults::Mode::Truncated, "truncated"},
    {Faults::Mode::Html, "html"},
    {Faults::Mode::Http500, "http500"},
    {Faults::Mode::Drop, "drop"},
    {Faults::Mode::Garbage, "garbage"},
    {Faults::Mode::RateLimit, "ratelimit"},
    {Faults::Mode::Unauthorized, "unauthorized"},
    {Faults::Mode::Huge, "huge"},
    {Faults::Mode::Rows3000, "rows3000"},
    {Faults::Mode::Endless, "endless"},
    {Faults::Mode::SamePage, "samepage"},
    {Faults::Mode::AttrFlood, "attrflood"},
    {Faults::Mode::Grid, "grid"},
    {Faults::Mode::LongMessage, "longmessage"},
    {Faults::Mode::EventFlood, "eventflood"},
    {Faults::Mode::EventHuge, "eventhuge"},
    {Faults::Mode::SignupMessage, "signupmessage"},
};
}

std::optional<Faults::Mode> Faults::parse(const QString &name)
{
    for (const Named &named : s_modes) {
        if (name.trimmed().compare(QLatin1String(named.name), Qt::CaseInsensitive) == 0) {
            return named.mode;
        }
    }
    return std::nullopt;
}

QString Faults::name(Mode mode)
{
    for (const Named &named : s_modes) {
        if (named.mode == mode) {
            return QString::fromLatin1(named.name);
        }
    }
    return QString();
}

QStringList Faults::names()
{
    QStringList result;
    for (const Named &named : s_modes) {
        result.append(QString::fromLatin1(named.name));
    }
    return result;
}

void Faults::set(Mode mode, int count, const QString &only)
{
    std::lock_guard<std::mutex> guard(m_mutex);
    m_mode = mode;
    m_remaining = mode == Mode::None || count <= 0 ? -1 : count;
    m_only = mode == Mode::None ? QString() : only;
}

Faults::Mode Faults::take(const QString &call)
{
    std::lock_guard<std::mutex> guard(m_mutex);
    if (!m_only.isEmpty() && !call.startsWith(m_only)) {
        return Mode::None;
    }
    const Mode mode = m_mode;
    if (m_remaining > 0 && --m_remaining == 0) {
        m_mode = Mode::None;
        m_remaining = -1;
        m_only.clear();
    }
    return mode;
}

Faults::Mode Faults::mode() const
{
    std::lock_guard<std::mutex> guard(m_mutex);
    return m_mode;
}

int Faults::remaining() const
{
    std::lock_guard<std::mutex> guard(m_mutex);
    return m_remaining;
}
