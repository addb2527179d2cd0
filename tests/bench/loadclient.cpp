// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "loadclient.h"

#include "loadsamples.h"

#include <httplib.h>

#include <cstdio>

namespace Load
{

namespace
{
// the widget's radius (25 km) in degrees of central angle, as the server measures distances
constexpr double nearbyDegrees = 25.0 / 111.19508;
// Berlin, for a person who publishes no position
constexpr double fallbackLatitude = 52.520008;
constexpr double fallbackLongitude = 13.404954;

bool isOk(const httplib::Result &result, QString *error)
{
    if (!result) {
        *error = QStringLiteral("no reply (%1)").arg(QString::fromStdString(httplib::to_string(result.error())));
        return false;
    }
    if (result->status != 200) {
        *error = QStringLiteral("HTTP %1").arg(result->status);
        return false;
    }
    if (result->body.find("<statuscode>100</statuscode>") == std::string::npos) {
        *error = QStringLiteral("OCS statuscode %1").arg(QString::fromStdString(elementText(result->body, "statuscode")));
        return false;
    }
    return true;
}
}

std::string elementText(const std::string &xml, const char *element, std::size_t from)
{
    const std::string open = std::string("<") + element + '>';
    const std::size_t start = xml.find(open, from);
    if (start == std::string::npos) {
        return {};
    }
    const std::size_t end = xml.find('<', start + open.size());
    return end == std::string::npos ? std::string() : xml.substr(start + open.size(), end - start - open.size());
}

std::string formEncoded(const std::string &text)
{
    std::string out;
    for (const unsigned char c : text) {
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '.' || c == '_' || c == '~') {
            out += static_cast<char>(c);
        } else {
            char escaped[4];
            std::snprintf(escaped, sizeof escaped, "%%%02X", c);
            out += escaped;
        }
    }
    return out;
}

LoadClient::LoadClient(const std::string &host, int port, const Account &account, const std::string &recipient)
    : m_http(std::make_unique<httplib::Client>(host, port))
    , m_account(account)
    , m_recipient(recipient)
{
    m_http->set_keep_alive(true);
    // the widget's requests are small: do not let Nagle hold a POST's body back for an acknowledgement
    m_http->set_tcp_nodelay(true);
    m_http->set_connection_timeout(10);
    m_http->set_read_timeout(60);
    m_http->set_write_timeout(60);
    m_http->set_basic_auth(account.login, account.password);
}

LoadClient::~LoadClient() = default;

bool LoadClient::prepare(QString *error)
{
    std::string body;
    if (!call(Call::Self, &body, error)) {
        return false;
    }
    const std::string latitude = elementText(body, "latitude");
    const std::string longitude = elementText(body, "longitude");
    char path[160];
    std::snprintf(path,
                  sizeof path,
                  "/v1/person/data?latitude=%.6f&longitude=%.6f&distance=%.6f&page=0&pagesize=100",
                  latitude.empty() ? fallbackLatitude : std::stod(latitude),
                  longitude.empty() ? fallbackLongitude : std::stod(longitude),
                  nearbyDegrees);
    m_nearbyPath = path;
    return true;
}

httplib::Result LoadClient::send(Call call)
{
    switch (call) {
    case Call::Check:
        return m_http->Post("/v1/person/check",
                            "login=" + formEncoded(m_account.login) + "&password=" + formEncoded(m_account.password),
                            "application/x-www-form-urlencoded");
    case Call::Self:
        return m_http->Get("/v1/person/self");
    case Call::Friends:
        return m_http->Get("/v1/friend/data/" + formEncoded(m_account.login) + "?page=0&pagesize=100");
    case Call::Invitations:
        return m_http->Get("/v1/friend/receivedinvitations?page=0&pagesize=100");
    case Call::Folders:
        return m_http->Get("/v1/message");
    case Call::Nearby:
        return m_http->Get(m_nearbyPath);
    case Call::Messages:
        return m_http->Get("/v1/message/0?page=0&pagesize=100");
    case Call::Read:
        return m_http->Get("/v1/message/0/" + m_messageId);
    case Call::Send:
        return m_http->Post("/v1/message/2",
                            "to=" + formEncoded(m_recipient) + "&subject=" + formEncoded("Load test")
                                + "&message=" + formEncoded("Message " + std::to_string(++m_sent) + " from " + m_account.login),
                            "application/x-www-form-urlencoded");
    }
    return m_http->Get("/v1/person/self");
}

bool LoadClient::call(Call call, std::string *body, QString *error)
{
    httplib::Result result = send(call);
    if (!isOk(result, error)) {
        return false;
    }
    if (call == Call::Messages) {
        m_messageId = elementText(result->body, "id", result->body.find("<message"));
    }
    if (body) {
        *body = std::move(result->body);
    }
    return true;
}

void LoadClient::run(Clock::time_point measureFrom, Clock::time_point deadline, LoadSamples &samples)
{
    while (Clock::now() < deadline) {
        for (Call each : allCalls) {
            if (each == Call::Read && m_messageId.empty()) {
                // an empty inbox: nothing to open (every inbox gets a message before the run)
                continue;
            }
            const Clock::time_point start = Clock::now();
            if (start >= deadline) {
                return;
            }
            QString error;
            const bool ok = call(each, nullptr, &error);
            const Clock::time_point end = Clock::now();
            if (!ok) {
                samples.addError(each, error);
            } else if (start >= measureFrom && end <= deadline) {
                samples.add(each, static_cast<std::uint32_t>(std::chrono::duration_cast<std::chrono::microseconds>(end - start).count()));
            }
        }
    }
}

} // namespace Load
