// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "signinbench.h"

#include "engineservice.h"
#include "eventwait.h"
#include "latencyproxy.h"
#include "ocsserverprocess.h"

#include <plasmaengine.h>

using namespace Bench;

namespace
{
const QString accountSource = QStringLiteral("Account");
const QString user = QStringLiteral("demo");

QString serverUrl(quint16 port)
{
    return QStringLiteral("http://127.0.0.1:%1/v1/").arg(port);
}

QVariantMap loginParameters(quint16 port)
{
    return {{QStringLiteral("serverUrl"), serverUrl(port)}, {QStringLiteral("user"), user}, {QStringLiteral("password"), QStringLiteral("demo-password")}};
}

/// Starts @p proxy (at @p port, or a free one when 0) and loads the `ocs` engine into @p consumer (a fresh one when
/// no other consumer holds it); empty when both did, else why not.
QString startProxyAndEngine(LatencyProxy &proxy, quint16 port, PlasmaEngine::DataEngineConsumer &consumer, PlasmaEngine::DataEngine *&engine)
{
    engine = nullptr;
    if (!proxy.start(port)) {
        return port == 0 ? QStringLiteral("the proxy did not start") : QStringLiteral("the proxy could not listen on port %1 again").arg(port);
    }
    PlasmaEngine::DataEngine *loaded = consumer.dataEngine(QStringLiteral("ocs"));
    if (!loaded || !loaded->isValid()) {
        return QStringLiteral("the ocs engine did not load");
    }
    engine = loaded;
    return QString();
}

double latest(const QHash<QString, double> &msPerSource)
{
    double all = 0;
    for (double ms : msPerSource) {
        all = std::max(all, ms);
    }
    return all;
}
}

SignInBench::SignInBench(OcsServerProcess &server)
    : m_server(server)
{
}

QStringList SignInBench::sources()
{
    return {QStringLiteral("Self"), QStringLiteral("Friends"), QStringLiteral("Invitations")};
}

void SignInBench::dataUpdated(const QString &source, const PlasmaEngine::DataEngine::Data &data)
{
    if (source == accountSource) {
        m_account = data;
        return;
    }
    if (!m_measuring || !sources().contains(source)) {
        return;
    }
    const double ms = m_clock.nsecsElapsed() / 1e6;
    const QString status = data.value(QStringLiteral("Status")).toString();
    const bool fromCache = data.value(QStringLiteral("FromCache")).toBool();
    const bool ready = status == QLatin1String("ready");
    if (status == QLatin1String("error") && !m_errors.contains(source)) {
        m_errors.insert(source, data.value(QStringLiteral("Error")).toString());
    }
    // The engine publishes a source's changes once per event-loop pass: a cached copy and an answer that came
    // in one pass show as one update, the answer's.
    if ((fromCache || ready) && !m_shown.contains(source)) {
        m_shown.insert(source, ms);
        m_together += fromCache ? 0 : 1;
    }
    if (ready && !m_ready.contains(source)) {
        m_ready.insert(source, ms);
    }
}

void SignInBench::connectSources(PlasmaEngine::DataEngine *engine)
{
    engine->connectSource(accountSource, this);
    for (const QString &source : sources()) {
        engine->connectSource(source, this);
    }
}

void SignInBench::disconnectSources(PlasmaEngine::DataEngine *engine)
{
    engine->disconnectSource(accountSource, this);
    for (const QString &source : sources()) {
        engine->disconnectSource(source, this);
    }
}

QString SignInBench::runAndWait(PlasmaEngine::DataEngine *engine, const QString &operation, const QVariantMap &parameters, double *answeredMs)
{
    m_ready.clear();
    m_shown.clear();
    m_errors.clear();
    m_together = 0;
    m_measuring = true;
    m_clock.start();
    const ServiceAnswer answer = callService(engine, operation, parameters);
    if (answeredMs) {
        *answeredMs = m_clock.nsecsElapsed() / 1e6;
    }
    const int count = sources().size();
    const bool done = answer.error.isEmpty()
        && waitUntil(
                          [this, count] {
                              return (m_ready.size() == count && m_shown.size() == count) || !m_errors.isEmpty();
                          },
                          60000,
                          1);
    m_measuring = false;
    if (!answer.error.isEmpty()) {
        return operation + QStringLiteral(" failed: ") + answer.error;
    }
    if (!m_errors.isEmpty()) {
        return m_errors.cbegin().key() + QStringLiteral(": ") + m_errors.cbegin().value();
    }
    return done ? QString() : QStringLiteral("not every source became ready");
}

SignInBench::Run SignInBench::cold(int oneWayMs)
{
    Run run;
    LatencyProxy proxy(quint16(m_server.port()), oneWayMs);
    PlasmaEngine::DataEngineConsumer consumer;
    PlasmaEngine::DataEngine *engine = nullptr;
    run.error = startProxyAndEngine(proxy, 0, consumer, engine);
    if (!engine) {
        return run;
    }
    // The widget's sources are connected before it signs in.
    connectSources(engine);
    const int logStart = m_server.requestLog().size();
    run.error = runAndWait(engine, QStringLiteral("login"), loginParameters(proxy.port()));
    if (run.error.isEmpty()) {
        run.ok = true;
        run.readyMs = m_ready;
        run.allMs = latest(m_ready);
    }
    run.connections = proxy.connections();
    run.requests = m_server.requestLog().size() - logStart;
    callService(engine, QStringLiteral("logout"), {});
    disconnectSources(engine);
    return run;
}

bool SignInBench::waitForQuietServer(int quietMs)
{
    int size = m_server.requestLog().size();
    QElapsedTimer quiet;
    quiet.start();
    return waitUntil(
        [&] {
            const int now = m_server.requestLog().size();
            if (now != size) {
                size = now;
                quiet.restart();
            }
            return quiet.elapsed() >= quietMs;
        },
        20000);
}

quint16 SignInBench::signInBefore(QString *error)
{
    LatencyProxy proxy(quint16(m_server.port()), 0);
    PlasmaEngine::DataEngineConsumer consumer;
    PlasmaEngine::DataEngine *engine = nullptr;
    *error = startProxyAndEngine(proxy, 0, consumer, engine);
    if (!engine) {
        return 0;
    }
    connectSources(engine);
    *error = runAndWait(engine, QStringLiteral("login"), loginParameters(proxy.port()));
    if (error->isEmpty()) {
        // The password goes to the wallet once the server took it.
        const QString passwordStorage = QStringLiteral("PasswordStorage");
        waitUntil(
            [this, &passwordStorage] {
                return !m_account.value(passwordStorage).toString().isEmpty();
            },
            20000);
        const QString storage = m_account.value(passwordStorage).toString();
        if (storage != QLatin1String("wallet")) {
            *error = QStringLiteral("the password was kept in %1, not in a wallet: an engine restart loses it")
                         .arg(storage.isEmpty() ? QStringLiteral("no place") : storage);
        }
    }
    // The message folders go out after the first answer: nothing of this sign-in may still be under way.
    waitForQuietServer(300);
    if (!error->isEmpty()) {
        callService(engine, QStringLiteral("logout"), {});
    }
    disconnectSources(engine);
    // The engine unloads with its last consumer, and the proxy closes every connection of this sign-in.
    return error->isEmpty() ? proxy.port() : 0;
}

SignInBench::WarmRun SignInBench::warm(int oneWayMs)
{
    WarmRun run;
    QString error;
    const quint16 port = signInBefore(&error);
    if (port == 0) {
        run.error = QStringLiteral("the sign-in before: ") + error;
        return run;
    }
    // The same address (the cache and the wallet entry are the account's on that host and port), new connections;
    // and an engine restart, as when plasmashell starts again: a fresh engine, signed out, its sources connected.
    LatencyProxy proxy(quint16(m_server.port()), oneWayMs);
    PlasmaEngine::DataEngineConsumer consumer;
    PlasmaEngine::DataEngine *engine = nullptr;
    run.error = startProxyAndEngine(proxy, port, consumer, engine);
    if (!engine) {
        return run;
    }
    m_account.clear();
    connectSources(engine);
    const bool fresh = waitUntil(
        [this] {
            return !m_account.isEmpty();
        },
        20000);
    if (!fresh || m_account.value(QStringLiteral("SignedIn")).toBool()) {
        run.error = QStringLiteral("the engine did not start afresh");
    }
    const int logStart = m_server.requestLog().size();
    if (run.error.isEmpty()) {
        run.error =
            runAndWait(engine, QStringLiteral("resume"), {{QStringLiteral("serverUrl"), serverUrl(port)}, {QStringLiteral("user"), user}}, &run.resumedMs);
    }
    if (run.error.isEmpty()) {
        run.ok = true;
        run.shownMs = m_shown;
        run.allShownMs = latest(m_shown);
        run.revalidatedMs = m_ready;
        run.allRevalidatedMs = latest(m_ready);
        run.shownWithAnswer = m_together;
    }
    run.connections = proxy.connections();
    const QVector<QJsonObject> log = m_server.requestLog();
    run.requests = log.size() - logStart;
    run.notModified = int(std::count_if(log.begin() + logStart, log.end(), [](const QJsonObject &entry) {
        return entry.value(QStringLiteral("status")).toInt() == 304;
    }));
    callService(engine, QStringLiteral("logout"), {});
    disconnectSources(engine);
    return run;
}
