// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "client.h"

using namespace Ocs;

Client::Client(QObject *parent)
    : QObject(parent)
{
}

void Client::setProvider(const Provider &provider)
{
    m_provider = provider;
}

const Provider &Client::provider() const
{
    return m_provider;
}

void Client::setCredentials(const Credentials &credentials)
{
    m_credentials = credentials;
}

const Credentials &Client::credentials() const
{
    return m_credentials;
}

void Client::setLimits(const TransportJob::Limits &limits)
{
    m_limits = limits;
}

void Client::send(const Request &request, QObject *context, std::function<void(const Response &)> done)
{
    auto *job = new TransportJob(m_provider, m_credentials, request, m_limits, this);
    connect(job, &TransportJob::finished, context, [done](TransportJob *finished) {
        done(finished->response());
    });
}
