// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "pseudoterminal.h"

#include <QDeadlineTimer>

#include <fcntl.h>
#include <poll.h>
#include <stdlib.h>
#include <unistd.h>

PseudoTerminal::PseudoTerminal()
{
    m_master = posix_openpt(O_RDWR | O_NOCTTY);
    if (m_master < 0) {
        return;
    }
    const char *name = grantpt(m_master) == 0 && unlockpt(m_master) == 0 ? ptsname(m_master) : nullptr;
    if (!name) {
        ::close(m_master);
        m_master = -1;
        return;
    }
    m_slave = QString::fromLocal8Bit(name);
}

PseudoTerminal::~PseudoTerminal()
{
    if (m_master >= 0) {
        ::close(m_master);
    }
}

bool PseudoTerminal::isOpen() const
{
    return m_master >= 0;
}

QString PseudoTerminal::slavePath() const
{
    return m_slave;
}

bool PseudoTerminal::waitFor(const QByteArray &text, int ms)
{
    QDeadlineTimer deadline(ms);
    while (!m_shown.contains(text)) {
        pollfd ready{m_master, POLLIN, 0};
        const int remaining = static_cast<int>(deadline.remainingTime());
        if (remaining <= 0 || ::poll(&ready, 1, remaining) <= 0) {
            return false;
        }
        char buffer[4096];
        const ssize_t got = ::read(m_master, buffer, sizeof buffer);
        if (got <= 0) {
            // EIO once nothing has the terminal side open any more
            return m_shown.contains(text);
        }
        m_shown.append(buffer, static_cast<int>(got));
    }
    return true;
}

QByteArray PseudoTerminal::shown() const
{
    return m_shown;
}

void PseudoTerminal::write(const QByteArray &typed)
{
    const ssize_t written = ::write(m_master, typed.constData(), static_cast<size_t>(typed.size()));
    Q_UNUSED(written)
}
