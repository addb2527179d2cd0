// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "signinbench.h"

#include "engineservice.h"
#include "eventwait.h"
#include "latencyproxy.h"
#include "ocsserverprocess.h"

#include <Plasma/DataEngineConsumer>

#include <QEventLoop>
#include <QTimer>

using namespace Bench;

SignInBench::SignInBench(OcsServerProcess &server)
    : m_server(server)
{
}

QStringList SignInBench::sources()
{
    return {QStringLiteral("Self"), QStringLiteral("Friends"), QStringLiteral("Invitations")};
}

void SignInBench::dataUpdated(const QString &source, const Plasma::DataEngine::Data &data)
{
    if (m_measuring && sources().contains(source) && !m_ready.contains(source) && data.value(QStringLiteral("Status")).toString() == QLatin1String("ready")) {
        m_ready.insert(source, m_clock.nsecsElapsed() / 1e6);
    }
}

SignInBench::Run SignInBench::cold(int oneWayMs)
{
    Run run;
    LatencyProxy proxy(quint16(m_server.port()), oneWayMs);
    if (!proxy.start()) {
        run.error = QStringLiteral("the proxy did not start");
        return run;
    }
    Plasma::DataEngineConsumer consumer;
    Plasma::DataEngine *engine = consumer.dataEngine(QStringLiteral("ocs"));
    if (!engine || !engine->isValid()) {
        run.error = QStringLiteral("the ocs engine did not load");
        return run;
    }
    // The widget's sources are connected before it signs in.
    engine->connectSource(QStringLiteral("Account"), this);
    for (const QString &source : sources()) {
        engine->connectSource(source, this);
    }
    const int logStart = m_server.requestLog().size();
    m_ready.clear();
    m_measuring = true;
    m_clock.start();
    const ServiceAnswer answer = callService(engine,
                                             QStringLiteral("login"),
                                             {{QStringLiteral("serverUrl"), QStringLiteral("http://127.0.0.1:%1/v1/").arg(proxy.port())},
                                              {QStringLiteral("user"), QStringLiteral("demo")},
                                              {QStringLiteral("password"), QStringLiteral("demo-password")}});
    const bool ready = answer.error.isEmpty()
        && waitUntil(
                           [this] {
                               return m_ready.size() == sources().size();
                           },
                           60000,
                           1);
    m_measuring = false;
    if (!answer.error.isEmpty()) {
        run.error = QStringLiteral("sign-in failed: ") + answer.error;
    } else if (!ready) {
        run.error = QStringLiteral("not every source became ready");
    } else {
        run.ok = true;
        run.readyMs = m_ready;
        for (double ms : std::as_const(m_ready)) {
            run.allMs = std::max(run.allMs, ms);
        }
    }
    run.connections = proxy.connections();
    run.requests = m_server.requestLog().size() - logStart;
    callService(engine, QStringLiteral("logout"), {});
    engine->disconnectSource(QStringLiteral("Account"), this);
    for (const QString &source : sources()) {
        engine->disconnectSource(source, this);
    }
    return run;
}
