// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "locationsource.h"

namespace Geo
{

LocationSource::LocationSource(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<Geo::Fix>();
    qRegisterMetaType<Geo::SourceStatus>();
}

LocationSource::~LocationSource() = default;

void LocationSource::start()
{
    if (m_running) {
        return;
    }
    m_running = true;
    onStart();
}

void LocationSource::stop()
{
    if (!m_running) {
        return;
    }
    m_running = false;
    onStop();
    loseFix();
    setStatus(SourceStatus::State::Off);
}

bool LocationSource::isRunning() const
{
    return m_running;
}

SourceStatus LocationSource::status() const
{
    return m_status;
}

Fix LocationSource::fix() const
{
    return m_fix;
}

void LocationSource::setFix(const Fix &fix)
{
    m_fix = fix;
    setStatus(SourceStatus::State::Active);
    Q_EMIT fixChanged(m_fix);
}

void LocationSource::loseFix()
{
    if (m_fix.isValid()) {
        m_fix = Fix();
        Q_EMIT fixLost();
    }
}

void LocationSource::fail(SourceStatus::Error error, const QString &detail)
{
    loseFix();
    setStatus(SourceStatus::State::Error, error, detail);
}

void LocationSource::setStatus(SourceStatus::State state, SourceStatus::Error error, const QString &detail)
{
    const SourceStatus status{state, error, detail};
    if (status == m_status) {
        return;
    }
    m_status = status;
    Q_EMIT statusChanged(m_status);
}

void LocationSource::abandon()
{
    m_running = false;
}

} // namespace Geo
