// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "manualsource.h"

namespace Geo
{

ManualSource::ManualSource(QObject *parent)
    : LocationSource(parent)
{
}

void ManualSource::setPosition(const Fix &position)
{
    m_position = position;
    if (isRunning()) {
        offer();
    }
}

Fix ManualSource::position() const
{
    return m_position;
}

void ManualSource::onStart()
{
    offer();
}

void ManualSource::onStop()
{
}

void ManualSource::offer()
{
    if (!m_position.isValid()) {
        fail(SourceStatus::Error::ManualInvalid, QString());
        return;
    }
    if (m_position != fix()) {
        setFix(m_position);
    }
}

} // namespace Geo
