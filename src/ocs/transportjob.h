// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "provider.h"
#include "request.h"
#include "response.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

namespace KIO
{
class TransferJob;
}
class KJob;

namespace Ocs
{

/**
 * Sends one Request through KIO and collects its Response.
 *
 * KIO shows no password dialog and stores no cookies; an HTTP error status is an error,
 * whatever page comes with it. Credentials go out as HTTP Basic only to a provider that accepts them
 * (HTTPS or loopback): otherwise the job fails before a byte leaves. The reply is cut off
 * past a size limit, redirects are bounded, and a timer stops a stalled transfer.
 *
 * Starting is deferred to the event loop; finished() is emitted exactly once, then the job
 * deletes itself (like KJob).
 */
class TransportJob : public QObject
{
    Q_OBJECT

public:
    struct Limits {
        int timeoutMs = 30000;
        qint64 maxReplyBytes = 16 * 1024 * 1024;
        int maxRedirects = 3;
    };

    TransportJob(const Provider &provider, const Credentials &credentials, const Request &request, const Limits &limits, QObject *parent = nullptr);
    ~TransportJob() override;

    const Request &request() const;
    const Response &response() const;

    /// Stops the transfer; finished() follows with Response::Cancelled.
    void cancel();

Q_SIGNALS:
    void finished(Ocs::TransportJob *job);

private:
    void start();
    void onData(const QByteArray &data);
    void onResult(KJob *job);
    /// The transfer ended without a status and without an error: says why, as far as can be found out.
    void noAnswer();
    void finish(Response::Error error, const QString &detail = {});

    Provider m_provider;
    Credentials m_credentials;
    Request m_request;
    Limits m_limits;
    Response m_response;
    QPointer<KIO::TransferJob> m_job;
    QTimer m_timeout;
    int m_redirects = 0;
    bool m_finished = false;
};

} // namespace Ocs
