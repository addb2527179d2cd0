// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "loadcommunity.h"

#include <httplib.h>

namespace Load
{

namespace
{
const char *host = "127.0.0.1";
constexpr int searchPageSize = 100;
constexpr int searchPages = 200; // the server's limit

bool isOk(const httplib::Result &result, QString *error, const char *what)
{
    if (result && result->status == 200 && result->body.find("<statuscode>100</statuscode>") != std::string::npos) {
        return true;
    }
    *error = QStringLiteral("%1: %2").arg(QString::fromLatin1(what),
                                          result ? QStringLiteral("HTTP %1, %2").arg(result->status).arg(QString::fromStdString(result->body.substr(0, 300)))
                                                 : QStringLiteral("no reply"));
    return false;
}
}

const Account LoadCommunity::demo{"demo", "demo-password", {}, {}};

LoadCommunity::LoadCommunity(int port)
    : m_port(port)
{
}

std::string LoadCommunity::recipientOf(const std::vector<Account> &accounts, std::size_t index)
{
    return accounts.size() < 2 ? demo.login : accounts.at((index + 1) % accounts.size()).login;
}

bool LoadCommunity::seededAccounts(int count, std::vector<Account> *accounts, QString *error) const
{
    httplib::Client http(host, m_port);
    // person calls are for members (the server's default): search as the demo account
    http.set_basic_auth(demo.login, demo.password);
    accounts->clear();
    for (int page = 0; page < searchPages && static_cast<int>(accounts->size()) < count; ++page) {
        const auto result = http.Get("/v1/person/data?page=" + std::to_string(page) + "&pagesize=" + std::to_string(searchPageSize));
        if (!isOk(result, error, "person/data")) {
            return false;
        }
        const std::string &body = result->body;
        std::size_t at = 0;
        const std::string open = "<personid>";
        while (static_cast<int>(accounts->size()) < count && (at = body.find(open, at)) != std::string::npos) {
            at += open.size();
            // this person's elements: up to the next one's personid
            const std::string person = body.substr(at, body.find(open, at) - at);
            const std::string login = person.substr(0, person.find('<'));
            if (login != demo.login) {
                accounts->push_back(Account{login, login + "-password", elementText(person, "latitude"), elementText(person, "longitude")});
            }
        }
        if (body.find(open) == std::string::npos) {
            break;
        }
    }
    if (static_cast<int>(accounts->size()) < count) {
        *error = QStringLiteral("only %1 public people to sign in as, %2 wanted").arg(accounts->size()).arg(count);
        return false;
    }
    return true;
}

bool LoadCommunity::newAccounts(int count,
                                const std::string &prefix,
                                const std::vector<Account> &placedLike,
                                std::vector<Account> *accounts,
                                QString *error) const
{
    httplib::Client http(host, m_port);
    http.set_read_timeout(60);
    accounts->clear();
    for (int i = 0; i < count; ++i) {
        const std::string login = prefix + std::to_string(i);
        const Account &neighbour = placedLike.at(static_cast<std::size_t>(i) % placedLike.size());
        const Account account{login, login + "-secret-password", neighbour.latitude, neighbour.longitude};
        const std::string form = "login=" + login + "&password=" + formEncoded(account.password) + "&firstname=Load&lastname=Tester" + std::to_string(i)
            + "&email=" + login + "%40example.org";
        if (!isOk(http.Post("/v1/person/add", form, "application/x-www-form-urlencoded"), error, "person/add")) {
            return false;
        }
        if (!account.latitude.empty() && !account.longitude.empty()) {
            httplib::Client self(host, m_port);
            self.set_basic_auth(account.login, account.password);
            const std::string position = "latitude=" + account.latitude + "&longitude=" + account.longitude;
            if (!isOk(self.Post("/v1/person/self", position, "application/x-www-form-urlencoded"), error, "person/self")) {
                return false;
            }
        }
        accounts->push_back(account);
    }
    return true;
}

bool LoadCommunity::greet(const std::vector<Account> &accounts, QString *error) const
{
    httplib::Client http(host, m_port);
    http.set_basic_auth(demo.login, demo.password);
    for (const Account &account : accounts) {
        const std::string form = "to=" + formEncoded(account.login) + "&subject=Welcome&message=" + formEncoded("Welcome to the load test, " + account.login);
        if (!isOk(http.Post("/v1/message/2", form, "application/x-www-form-urlencoded"), error, "message/2 from demo")) {
            return false;
        }
    }
    return true;
}

} // namespace Load
