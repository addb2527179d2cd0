// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "loadcall.h"

#include <QString>

#include <chrono>
#include <memory>
#include <string>

namespace httplib
{
class Client;
class Result;
}

namespace Load
{

class LoadSamples;

/// A member of the community: login and password, and where they live (empty when they do not say).
struct Account {
    std::string login;
    std::string password;
    std::string latitude;
    std::string longitude;
};

/**
 * One simulated widget: a person signed in on one keep-alive HTTP connection (cpp-httplib's client, which opens a
 * new one when the server closed it), making the calls of Load::Call in turn, each checked for HTTP 200 and OCS 100.
 * Not thread-safe: one thread each.
 */
class LoadClient
{
public:
    using Clock = std::chrono::steady_clock;

    /// @p recipient is whom this person's messages go to.
    LoadClient(const std::string &host, int port, const Account &account, const std::string &recipient);
    ~LoadClient();

    /// Reads the person's own position (the centre of the nearby search); false with @p error when that failed.
    bool prepare(QString *error);

    /**
     * Makes the calls in turn until @p deadline; keeps the latency of those that start at or after
     * @p measureFrom and end by @p deadline, and every wrong reply.
     */
    void run(Clock::time_point measureFrom, Clock::time_point deadline, LoadSamples &samples);

    /**
     * One call; true when it got HTTP 200 and OCS 100 (else @p error says what came), with the reply's body in
     * @p body.
     */
    bool call(Call call, std::string *body, QString *error);

private:
    httplib::Result send(Call call);

    std::unique_ptr<httplib::Client> m_http;
    Account m_account;
    std::string m_recipient;
    std::string m_nearbyPath;
    std::string m_messageId; ///< the newest in the inbox, from the last inbox list
    int m_sent = 0;
};

/// @p text made safe for a query string or a form body.
std::string formEncoded(const std::string &text);
/// The text of the first <element> in @p xml at or after @p from; empty when there is none.
std::string elementText(const std::string &xml, const char *element, std::size_t from = 0);

} // namespace Load
