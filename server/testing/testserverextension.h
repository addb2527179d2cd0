// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "avatars.h"
#include "faults.h"
#include "serverextension.h"

#include <QJsonObject>

#include <atomic>
#include <mutex>

/**
 * What socialdesktop-testserver adds to the community server for scripts/demo and the tests, and what the product
 * never has (server/README.md, "The test server"): the demo community (--seed, --demo-friends, its events), the
 * fault modes (--fault), a delay (--latency-ms), what /ip answers (--public-address), the tracking pixel of the
 * hostile-markup tests (/pixel/) and, with --test-controls, the /control/ switches.
 */
class TestServerExtension : public ServerExtension
{
public:
    static constexpr int maxSeed = 1000000;

    TestServerExtension();
    ~TestServerExtension() override;

    void addOptions(QCommandLineParser &parser) override;
    bool readOptions(const QCommandLineParser &parser, QString *error) override;
    bool prepare(Database &database, QString *error) override;
    std::unique_ptr<EventSource> events(Database &database, const Clock &clock) override;
    void attach(Database &database, const PeopleStore &people) override;
    bool serve(const httplib::Request &request, const RequestParams &params, const QString &client, httplib::Response &response) override;
    bool beforeCall(Call &call, httplib::Response &response, int *ocsStatus) override;
    void reply(const Call &call, const QByteArray &body, const char *contentType, httplib::Response &response) override;

private:
    void serveControl(const httplib::Request &request, const RequestParams &params, httplib::Response &response);
    QJsonObject controlState() const;
    bool switchedOff(const QStringList &segments) const;

    int m_seed = -1; // -1: do not seed
    int m_demoFriends = -1; // -1: the demo community's usual count (25)
    bool m_testControls = false;
    Database *m_database = nullptr;
    const PeopleStore *m_people = nullptr;
    Faults m_faults;
    Avatars m_avatars;
    std::atomic<int> m_latencyMs{0};
    std::atomic<qint64> m_requests{0};
    std::atomic<qint64> m_ocsRequests{0};
    mutable std::mutex m_addressMutex;
    // Services switched off at run time (/control/services): answered 998 as a server without them answers.
    mutable std::mutex m_servicesMutex;
    QStringList m_servicesOff;
    QString m_publicAddress;
};
