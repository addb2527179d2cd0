// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "enginesession.h"

#include "engineservice.h"
#include "modelrows.h"

#include <plasmaengine.h>

namespace
{
// Set in place of a source's data by refresh(): the next update replaces it.
const QString pending = QStringLiteral("pending");
}

bool EngineSession::load()
{
    m_engine = m_consumer.dataEngine(QStringLiteral("ocs"));
    return m_engine && m_engine->isValid();
}

PlasmaEngine::DataEngine *EngineSession::engine() const
{
    return m_engine;
}

Receiver &EngineSession::receiver()
{
    return m_receiver;
}

void EngineSession::connect(const QString &source)
{
    m_engine->connectSource(source, &m_receiver);
}

PlasmaEngine::DataEngine::Data EngineSession::data(const QString &source) const
{
    return m_receiver.data.value(source);
}

QVariantList EngineSession::rows(const QString &source) const
{
    PlasmaEngine::DataContainer *container = m_engine ? m_engine->containerForSource(source) : nullptr;
    return modelRows(container ? container->model() : nullptr);
}

QString EngineSession::status(const QString &source) const
{
    return data(source).value(QStringLiteral("Status")).toString();
}

QString EngineSession::call(const QString &operation, const QVariantMap &parameters, QVariant *result)
{
    const ServiceAnswer answer = callService(m_engine, operation, parameters);
    if (result) {
        *result = answer.result;
    }
    return answer.error;
}

QString EngineSession::login(const QUrl &baseUrl, const QString &user, const QString &password)
{
    return call(QStringLiteral("login"),
                {{QStringLiteral("serverUrl"), baseUrl.toString()}, {QStringLiteral("user"), user}, {QStringLiteral("password"), password}});
}

void EngineSession::refresh(const QStringList &sources)
{
    for (const QString &source : sources) {
        PlasmaEngine::DataEngine::Data marked = m_receiver.data.value(source);
        marked.insert(QStringLiteral("Status"), pending);
        m_receiver.data.insert(source, marked);
    }
    for (const QString &source : sources) {
        call(QStringLiteral("refresh"), {{QStringLiteral("source"), source}});
    }
}

bool EngineSession::settled(const QStringList &sources) const
{
    return std::all_of(sources.begin(), sources.end(), [this](const QString &source) {
        const QString state = status(source);
        return state != pending && state != QLatin1String("loading");
    });
}
