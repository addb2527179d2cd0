// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "updatelog.h"

#include "shownsource.h"

#include <plasmaengine.h>

UpdateLog::UpdateLog(PlasmaEngine::DataEngine *engine)
    : m_engine(engine)
{
}

QVector<UpdateLog::Update> UpdateLog::of(const QString &source) const
{
    QVector<Update> result;
    std::copy_if(m_updates.begin(), m_updates.end(), std::back_inserter(result), [&source](const Update &update) {
        return update.source == source;
    });
    return result;
}

void UpdateLog::dataUpdated(const QString &source, const PlasmaEngine::DataEngine::Data &values)
{
    PlasmaEngine::DataContainer *container = m_engine->containerForSource(source);
    m_updates.append({source,
                      values.value(QStringLiteral("Status")).toString(),
                      values.value(QStringLiteral("FromCache")).toBool(),
                      shownSource(values, container ? container->model() : nullptr)});
}
