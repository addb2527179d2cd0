// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "testserverextension.h"

#include "eventcatalog.h"
#include "faultreplies.h"
#include "hostilereplies.h"
#include "httpheaders.h"
#include "ocsreply.h"
#include "ocsserver_debug.h"
#include "peoplestore.h"
#include "personformatter.h"
#include "personoverrides.h"
#include "requestparams.h"
#include "seeder.h"
#include "serveroptions.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>

#include <httplib.h>

#include <chrono>
#include <thread>

namespace
{
const QString s_seed = QStringLiteral("seed");
const QString s_demoFriends = QStringLiteral("demo-friends");
const QString s_fault = QStringLiteral("fault");
const QString s_publicAddress = QStringLiteral("public-address");
const QString s_latency = QStringLiteral("latency-ms");
const QString s_testControls = QStringLiteral("test-controls");

bool startsWith(const std::string &text, const char *prefix)
{
    return text.rfind(prefix, 0) == 0;
}

bool isRead(const httplib::Request &request)
{
    return request.method == "GET" || request.method == "HEAD";
}

void setText(httplib::Response &response, int status, const QString &text)
{
    response.status = status;
    response.set_content(text.toStdString(), HttpHeaders::textType);
}

bool toInt(const QString &text, int minimum, int maximum, int *value)
{
    bool ok = false;
    const int number = text.toInt(&ok);
    if (!ok || number < minimum || number > maximum) {
        return false;
    }
    *value = number;
    return true;
}
}

TestServerExtension::TestServerExtension() = default;

TestServerExtension::~TestServerExtension()
{
    PersonFormatter::setLinks(nullptr);
}

void TestServerExtension::addOptions(QCommandLineParser &parser)
{
    parser.addOptions({
        QCommandLineOption(s_seed, QStringLiteral("Build the demo community with N people when the database has none."), QStringLiteral("N")),
        QCommandLineOption(s_demoFriends,
                           QStringLiteral("When seeding, give the demo account N friends (default 25; at most the people seeded)."),
                           QStringLiteral("N")),
        QCommandLineOption(s_fault, QStringLiteral("Initial fault mode: %1.").arg(Faults::names().join(QStringLiteral(", "))), QStringLiteral("mode")),
        QCommandLineOption(s_publicAddress, QStringLiteral("What GET /ip answers."), QStringLiteral("address")),
        QCommandLineOption(s_latency, QStringLiteral("Delay before every /v1/ reply (default 0)."), QStringLiteral("ms")),
        QCommandLineOption(s_testControls, QStringLiteral("Offer the /control/ switches (fault modes, latency, profile overrides).")),
    });
}

bool TestServerExtension::readOptions(const QCommandLineParser &parser, QString *error)
{
    if (parser.isSet(s_seed) && !toInt(parser.value(s_seed), 0, maxSeed, &m_seed)) {
        *error = QStringLiteral("invalid --seed %1 (0 to %2)").arg(parser.value(s_seed)).arg(maxSeed);
        return false;
    }
    if (parser.isSet(s_demoFriends) && !toInt(parser.value(s_demoFriends), 0, maxSeed, &m_demoFriends)) {
        *error = QStringLiteral("invalid --demo-friends %1 (0 to %2)").arg(parser.value(s_demoFriends)).arg(maxSeed);
        return false;
    }
    if (parser.isSet(s_fault)) {
        const auto mode = Faults::parse(parser.value(s_fault));
        if (!mode) {
            *error = QStringLiteral("unknown --fault %1 (one of %2)").arg(parser.value(s_fault), Faults::names().join(QStringLiteral(", ")));
            return false;
        }
        m_faults.set(*mode, 0);
    }
    int latency = 0;
    if (parser.isSet(s_latency) && !toInt(parser.value(s_latency), 0, 600000, &latency)) {
        *error = QStringLiteral("invalid --latency-ms %1").arg(parser.value(s_latency));
        return false;
    }
    m_latencyMs = latency;
    m_publicAddress = parser.value(s_publicAddress);
    m_testControls = parser.isSet(s_testControls);
    return true;
}

bool TestServerExtension::prepare(Database &database, QString *error)
{
    if (m_seed < 0) {
        return true;
    }
    const qint64 existing = PeopleStore(database).count();
    if (existing > 0) {
        qCInfo(OCSSERVER) << "database already has" << existing << "people; not seeding";
        return true;
    }
    QElapsedTimer timer;
    timer.start();
    Seeder seeder(database);
    if (m_demoFriends >= 0) {
        seeder.setDemoFriends(m_demoFriends);
    }
    if (!seeder.seed(m_seed)) {
        *error = QStringLiteral("seeding failed");
        return false;
    }
    if (seeder.seededNothing()) {
        qCInfo(OCSSERVER) << "another server process seeded the database; not seeding";
    } else {
        qCInfo(OCSSERVER) << "seeded" << m_seed << "people in" << timer.elapsed() << "ms";
    }
    return true;
}

std::unique_ptr<EventSource> TestServerExtension::events(Database &database, const Clock &clock)
{
    return std::make_unique<EventCatalog>(database, clock);
}

void TestServerExtension::attach(Database &database, const PeopleStore &people)
{
    m_database = &database;
    m_people = &people;
    PersonFormatter::setLinks(&PersonOverrides::instance());
}

bool TestServerExtension::serve(const httplib::Request &request, const RequestParams &params, const QString &client, httplib::Response &response)
{
    Q_UNUSED(client)
    ++m_requests;
    if (params.hasTooMany()) {
        return false;
    }
    const std::string &path = request.path;
    if (startsWith(path, "/control/") && m_testControls) {
        serveControl(request, params, response);
        return true;
    }
    if (!isRead(request)) {
        return false;
    }
    if (startsWith(path, "/pixel/")) {
        // A tracking pixel for tests of hostile markup: every hit is in the request log.
        const QByteArray png = m_avatars.png(QStringLiteral("pixel"), Avatars::Size::Icon);
        response.status = 200;
        response.set_header("Cache-Control", "max-age=3600");
        response.set_content(png.constData(), static_cast<std::size_t>(png.size()), "image/png");
        return true;
    }
    if (path == "/ip") {
        std::lock_guard<std::mutex> guard(m_addressMutex);
        if (m_publicAddress.isEmpty()) {
            return false;
        }
        response.set_header("Cache-Control", "no-store");
        setText(response, 200, m_publicAddress + QLatin1Char('\n'));
        return true;
    }
    return false;
}

bool TestServerExtension::beforeCall(Call &call, httplib::Response &response, int *ocsStatus)
{
    const qint64 number = ++m_ocsRequests;
    const int latency = m_latencyMs;
    if (latency > 0) {
        std::this_thread::sleep_for(std::chrono::milliseconds(latency));
    }
    if (switchedOff(call.segments)) {
        // As the server answers a service it is not configured to offer; a fault mode waits for a call it serves.
        const OcsReply reply = OcsReply::notOffered();
        *ocsStatus = reply.statusCode();
        response.status = 200;
        response.set_content(reply.toXml().toStdString(), HttpHeaders::xmlType);
        return true;
    }
    const Faults::Mode fault = m_faults.take(QString::fromStdString(call.request.method) + QLatin1Char(' ') + call.segments.join(QLatin1Char('/')));
    call.tag = static_cast<int>(fault);
    if (fault == Faults::Mode::None) {
        return false;
    }
    call.note = Faults::name(fault);
    if (FaultReplies::replacesCall(fault)) {
        *ocsStatus = FaultReplies::replace(fault, static_cast<std::uint64_t>(number), response);
        return true;
    }
    if (HostileReplies::answers(fault, call.segments, call.params)) {
        *ocsStatus = HostileReplies::reply(fault, call.params, call.baseUrl, response);
        return true;
    }
    return false;
}

void TestServerExtension::reply(const Call &call, const QByteArray &body, const char *contentType, httplib::Response &response)
{
    FaultReplies::damage(static_cast<Faults::Mode>(call.tag), body, contentType, response);
}

void TestServerExtension::serveControl(const httplib::Request &request, const RequestParams &params, httplib::Response &response)
{
    const bool post = request.method == "POST";
    if (!post && !isRead(request)) {
        setText(response, 405, QStringLiteral("method not allowed\n"));
        return;
    }
    QString path = QString::fromStdString(request.path);
    if (path.endsWith(QLatin1Char('/'))) {
        path.chop(1);
    }
    if (path == QLatin1String("/control/fault")) {
        if (post) {
            const auto mode = Faults::parse(params.value(QStringLiteral("mode")));
            if (!mode) {
                setText(response, 400, QStringLiteral("unknown fault mode; one of: %1\n").arg(Faults::names().join(QStringLiteral(", "))));
                return;
            }
            int count = 0;
            if (params.contains(QStringLiteral("count"))) {
                bool ok = false;
                count = params.value(QStringLiteral("count")).toInt(&ok);
                if (!ok || count < 0) {
                    setText(response, 400, QStringLiteral("count must be a number >= 0\n"));
                    return;
                }
            }
            m_faults.set(*mode, count, params.value(QStringLiteral("only")));
        }
    } else if (path == QLatin1String("/control/public-address")) {
        if (post) {
            std::lock_guard<std::mutex> guard(m_addressMutex);
            m_publicAddress = params.value(QStringLiteral("address")).trimmed();
        }
    } else if (path == QLatin1String("/control/latency")) {
        if (post) {
            bool ok = false;
            const int ms = params.value(QStringLiteral("ms")).toInt(&ok);
            if (!ok || ms < 0) {
                setText(response, 400, QStringLiteral("ms must be a number >= 0\n"));
                return;
            }
            m_latencyMs = ms;
        }
    } else if (path == QLatin1String("/control/services")) {
        if (post) {
            QStringList off;
            const QStringList names = params.value(QStringLiteral("off")).split(QLatin1Char(','), Qt::SkipEmptyParts);
            for (const QString &name : names) {
                const QString service = name.trimmed().toLower();
                if (!ServerOptions::allServices().contains(service)) {
                    setText(response, 400, QStringLiteral("unknown service; one of: %1\n").arg(ServerOptions::allServices().join(QStringLiteral(", "))));
                    return;
                }
                off.append(service);
            }
            std::lock_guard<std::mutex> guard(m_servicesMutex);
            m_servicesOff = off;
        }
    } else if (path == QLatin1String("/control/person")) {
        QString error;
        if (post && !PersonOverrides::instance().apply(*m_database, params, &error)) {
            setText(response, 404, error);
            return;
        }
    } else if (path != QLatin1String("/control/requests") && path != QLatin1String("/control/state")) {
        setText(response, 404, QStringLiteral("not found\n"));
        return;
    }
    response.status = 200;
    response.set_header("Cache-Control", "no-store");
    response.set_content(QJsonDocument(controlState()).toJson(QJsonDocument::Compact).toStdString() + '\n', HttpHeaders::jsonType);
}

QJsonObject TestServerExtension::controlState() const
{
    QJsonObject state;
    state.insert(QStringLiteral("fault"), Faults::name(m_faults.mode()));
    state.insert(QStringLiteral("faultRemaining"), m_faults.remaining());
    {
        std::lock_guard<std::mutex> guard(m_addressMutex);
        state.insert(QStringLiteral("publicAddress"), m_publicAddress);
    }
    state.insert(QStringLiteral("latencyMs"), m_latencyMs.load());
    {
        std::lock_guard<std::mutex> guard(m_servicesMutex);
        state.insert(QStringLiteral("servicesOff"), QJsonArray::fromStringList(m_servicesOff));
    }
    state.insert(QStringLiteral("requests"), static_cast<double>(m_requests.load()));
    state.insert(QStringLiteral("ocsRequests"), static_cast<double>(m_ocsRequests.load()));
    state.insert(QStringLiteral("credentialCache"),
                 QJsonObject{{QStringLiteral("entries"), m_people->credentialCache().size()},
                             {QStringLiteral("fullChecks"), static_cast<double>(m_people->credentialCache().fullChecks())}});
    return state;
}

bool TestServerExtension::switchedOff(const QStringList &segments) const
{
    if (segments.isEmpty()) {
        return false;
    }
    std::lock_guard<std::mutex> guard(m_servicesMutex);
    return m_servicesOff.contains(ServerOptions::serviceOf(segments.first()));
}
