// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "fetchbench.h"

#include "stallprobe.h"

#include "ocs/client.h"
#include "ocs/replyparser.h"
#include "wholelist.h"

#include <Attica/ListJob>
#include <Attica/Person>
#include <Attica/ProviderManager>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTimer>

using namespace Bench;

namespace
{
// The demo account's city; a distance of 180 degrees covers the globe.
constexpr double latitude = 52.520008;
constexpr double longitude = 13.404954;
constexpr double distance = 180;
constexpr int timeoutMs = 120000;

Ocs::Request searchRequest(int listSize)
{
    Ocs::Request request;
    request.path = QStringLiteral("person/data");
    request.query.addQueryItem(QStringLiteral("latitude"), QString::number(latitude, 'f', 6));
    request.query.addQueryItem(QStringLiteral("longitude"), QString::number(longitude, 'f', 6));
    request.query.addQueryItem(QStringLiteral("distance"), QString::number(distance));
    request.query.addQueryItem(QStringLiteral("page"), QStringLiteral("0"));
    request.query.addQueryItem(QStringLiteral("pagesize"), QString::number(listSize));
    request.authenticate = false;
    return request;
}

/// Lets deferred deletions and queued events of the run happen, with the event loop running (and probed).
void settle()
{
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QEventLoop loop;
    QTimer::singleShot(20, &loop, &QEventLoop::quit);
    loop.exec();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
}

/// Runs the event loop until @p done is called or the timeout, and returns whether it was called.
bool waitFor(QEventLoop &loop)
{
    bool timedOut = false;
    QTimer::singleShot(timeoutMs, &loop, [&loop, &timedOut] {
        timedOut = true;
        loop.quit();
    });
    loop.exec();
    return !timedOut;
}
}

FetchBench::FetchBench(const QUrl &baseUrl, int listSize)
    : m_baseUrl(baseUrl)
    , m_listSize(listSize)
    , m_attica(std::make_unique<Attica::ProviderManager>(Attica::ProviderManager::DisablePlugins))
    , m_network(std::make_unique<QNetworkAccessManager>())
{
    // Attica's own QNetworkAccessManager (no KDE plugin): its leanest transport.
    m_attica->addProviderFromXml(QStringLiteral("<providers><provider><id>bench</id><location>%1</location><name>bench</name>"
                                                "<services><person ocsversion=\"1.3\"/><friend ocsversion=\"1.3\"/></services>"
                                                "</provider></providers>")
                                     .arg(baseUrl.toString()));
}

FetchBench::~FetchBench() = default;

FetchBench::Run FetchBench::ours()
{
    Ocs::Client client;
    client.setProvider(Ocs::Provider(m_baseUrl));
    QObject context;
    QEventLoop loop;
    StallProbe probe;
    Run run;
    QElapsedTimer timer;
    probe.start();
    timer.start();
    client.call<Ocs::Person>(searchRequest(m_listSize), Bench::wholeList, &context, [&](const Ocs::Result<Ocs::Person> &result) {
        run.ms = timer.nsecsElapsed() / 1e6;
        run.items = result.reply.items.size();
        run.ok = result.isSuccess();
        loop.quit();
    });
    run.ok = waitFor(loop) && run.ok;
    // The parsed list is freed when the client's future goes: part of the run, on this thread.
    settle();
    probe.stop();
    run.stallMs = probe.longestStallMs();
    return run;
}

FetchBench::Run FetchBench::attica()
{
    Run run;
    const QList<Attica::Provider> providers = m_attica->providers();
    if (providers.isEmpty()) {
        return run;
    }
    Attica::Provider provider = providers.first();
    QEventLoop loop;
    StallProbe probe;
    QElapsedTimer timer;
    probe.start();
    timer.start();
    Attica::ListJob<Attica::Person> *job = provider.requestPersonSearchByLocation(latitude, longitude, distance, 0, m_listSize);
    QObject::connect(job, &Attica::BaseJob::finished, &loop, [&run, &timer, &loop, job] {
        run.ms = timer.nsecsElapsed() / 1e6;
        run.items = job->itemList().size();
        run.ok = job->metadata().error() == Attica::Metadata::NoError;
        loop.quit();
    });
    job->start();
    run.ok = waitFor(loop) && run.ok;
    // The job holds the list: freeing it is part of the run, as for ours.
    delete job;
    settle();
    probe.stop();
    run.stallMs = probe.longestStallMs();
    return run;
}

FetchBench::Run FetchBench::bareGet()
{
    const Ocs::Request request = searchRequest(m_listSize);
    QEventLoop loop;
    Run run;
    QElapsedTimer timer;
    timer.start();
    QNetworkReply *reply = m_network->get(QNetworkRequest(Ocs::Provider(m_baseUrl).callUrl(request.path, request.query)));
    QObject::connect(reply, &QNetworkReply::finished, &loop, [&run, &timer, &loop, reply] {
        run.ms = timer.nsecsElapsed() / 1e6;
        run.items = reply->readAll().size();
        run.ok = reply->error() == QNetworkReply::NoError;
        loop.quit();
    });
    run.ok = waitFor(loop) && run.ok;
    delete reply;
    return run;
}

QByteArray FetchBench::body()
{
    Ocs::Client client;
    client.setProvider(Ocs::Provider(m_baseUrl));
    QObject context;
    QEventLoop loop;
    QByteArray body;
    client.send(searchRequest(m_listSize), &context, [&](const Ocs::Response &response) {
        body = response.body;
        loop.quit();
    });
    waitFor(loop);
    return body;
}
