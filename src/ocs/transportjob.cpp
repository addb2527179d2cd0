// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "transportjob.h"

#include "net/tlsprobe.h"
#include "ocs_debug.h"

#include <KIO/Global>
#include <KIO/TransferJob>

#include <algorithm>

using namespace Ocs;

namespace
{
QByteArray formBody(const QUrlQuery &form)
{
    // Every reserved character is escaped, '+' included: in a form body it would read as a space.
    QByteArray body;
    const auto items = form.queryItems(QUrl::FullyDecoded);
    for (const auto &[key, value] : items) {
        if (!body.isEmpty()) {
            body += '&';
        }
        body += QUrl::toPercentEncoding(key) + '=' + QUrl::toPercentEncoding(value);
    }
    return body;
}

QByteArray headerValue(const QString &headers, QLatin1String name)
{
    const auto lines = QStringView(headers).split(QLatin1Char('\n'));
    for (QStringView line : lines) {
        line = line.trimmed();
        if (line.size() > name.size() && line.at(name.size()) == QLatin1Char(':') && line.startsWith(name, Qt::CaseInsensitive)) {
            return line.mid(name.size() + 1).trimmed().toLatin1();
        }
    }
    return {};
}

/// KIO's "ssl_cert_errors": the error codes of each certificate of the chain, '\t' within, '\n' between.
bool hasCertificateErrors(const QString &errors)
{
    return std::any_of(errors.cbegin(), errors.cend(), [](QChar c) {
        return c.isDigit();
    });
}

/// A body was encoded (gzip, br …), yet nothing of it arrived: the decoder refused it (Qt's network access
/// manager, under KIO 6, stops inflating a body that grows too far, and leaves out its Content-Length).
bool refusedWhileDecoding(const QString &headers, const QByteArray &body)
{
    return body.isEmpty() && !headerValue(headers, QLatin1String("content-encoding")).isEmpty();
}

bool sameOrigin(const QUrl &a, const QUrl &b)
{
    return a.scheme() == b.scheme() && a.host().compare(b.host(), Qt::CaseInsensitive) == 0 && a.port(-1) == b.port(-1);
}
}

TransportJob::TransportJob(const Provider &provider, const Credentials &credentials, const Request &request, const Limits &limits, QObject *parent)
    : QObject(parent)
    , m_provider(provider)
    , m_credentials(credentials)
    , m_request(request)
    , m_limits(limits)
{
    m_timeout.setSingleShot(true);
    m_timeout.setInterval(m_limits.timeoutMs);
    connect(&m_timeout, &QTimer::timeout, this, [this] {
        finish(Response::Timeout, QStringLiteral("no data for %1 ms").arg(m_limits.timeoutMs));
    });
    QMetaObject::invokeMethod(this, &TransportJob::start, Qt::QueuedConnection);
}

TransportJob::~TransportJob()
{
    if (m_job) {
        m_job->kill(KJob::Quietly);
    }
}

const Request &TransportJob::request() const
{
    return m_request;
}

const Response &TransportJob::response() const
{
    return m_response;
}

void TransportJob::cancel()
{
    finish(Response::Cancelled, QStringLiteral("cancelled"));
}

void TransportJob::start()
{
    if (m_finished) {
        return;
    }
    if (!m_provider.isValid()) {
        finish(Response::InvalidProvider, QStringLiteral("no valid provider URL"));
        return;
    }
    const bool sendCredentials = m_request.authenticate && !m_credentials.isEmpty();
    if (sendCredentials && !m_provider.acceptsCredentials()) {
        finish(Response::InsecureCredentials, QStringLiteral("refusing to send credentials to %1 without TLS").arg(m_provider.baseUrl().host()));
        return;
    }

    m_response.credentialsSent = sendCredentials;
    const QUrl url = m_provider.callUrl(m_request.path, m_request.query);
    if (m_request.method == Request::Post) {
        m_job = KIO::http_post(url, formBody(m_request.form), KIO::HideProgressInfo);
        m_job->addMetaData(QStringLiteral("content-type"), QStringLiteral("Content-Type: application/x-www-form-urlencoded"));
    } else {
        m_job = KIO::get(url, KIO::Reload, KIO::HideProgressInfo);
    }
    m_job->setUiDelegate(nullptr);
    // No cookies, no password dialogs, and the response headers for the ETag. HTTP errors are read from the
    // status code: with errorPage=false, KIO 5.103 mishandles a compressed error body on a kept-alive
    // connection and reports the next bytes as a successful reply.
    m_job->addMetaData(QStringLiteral("cookies"), QStringLiteral("none"));
    // KIO's own HTTP cache stays out: the replies are private (it would keep them in ~/.cache/kio_http after
    // a log out) and ReplyCache already revalidates with ETags. With it on, KIO 5.103 sometimes answered a
    // request with an older stored reply for the same URL instead of what the server sent.
    m_job->addMetaData(QStringLiteral("UseCache"), QStringLiteral("false"));
    m_job->addMetaData(QStringLiteral("no-auth-prompt"), QStringLiteral("true"));
    // KIO's own authentication (and its password server) stays out: we send Basic ourselves.
    m_job->addMetaData(QStringLiteral("no-www-auth"), QStringLiteral("true"));
    m_job->addMetaData(QStringLiteral("PropagateHttpHeader"), QStringLiteral("true"));
    // A certificate that fails verification ends the connection inside the worker, before a request byte
    // is written: KIO 5.103's TCPSlaveBase::verifyServerCertificate() returns "failed" on any TLS error when
    // ssl_no_ui is set, before it asks KSslCertificateManager for a rule the user may once have accepted in
    // another program (kept by kssld in ksslcertificatemanager) and before it would ask the user. Without
    // it, such a rule is honoured silently; the question itself could only reach a job's UI delegate, and
    // this job has none (above).
    m_job->addMetaData(QStringLiteral("ssl_no_ui"), QStringLiteral("TRUE"));
    // No "entering/leaving secure mode" questions either.
    m_job->addMetaData(QStringLiteral("ssl_activate_warnings"), QStringLiteral("FALSE"));
    m_job->addMetaData(QStringLiteral("UserAgent"), QStringLiteral("SocialDesktop/1.0"));

    QStringList headers;
    if (sendCredentials) {
        const QByteArray login = (m_credentials.user + QLatin1Char(':') + m_credentials.password).toUtf8();
        headers.append(QStringLiteral("Authorization: Basic ") + QString::fromLatin1(login.toBase64()));
    }
    if (!m_request.etag.isEmpty()) {
        headers.append(QStringLiteral("If-None-Match: ") + QString::fromLatin1(m_request.etag));
    }
    if (!headers.isEmpty()) {
        m_job->addMetaData(QStringLiteral("customHTTPHeader"), headers.join(QStringLiteral("\r\n")));
    }

    connect(m_job, &KIO::TransferJob::data, this, [this](KIO::Job *, const QByteArray &data) {
        onData(data);
    });
    connect(m_job, &KIO::TransferJob::redirection, this, [this, url, sendCredentials](KIO::Job *, const QUrl &target) {
        if (++m_redirects > m_limits.maxRedirects) {
            finish(Response::TooManyRedirects, QStringLiteral("more than %1 redirects").arg(m_limits.maxRedirects));
        } else if (sendCredentials && !sameOrigin(url, target)) {
            // The Authorization header would follow the redirect: never to another server.
            finish(Response::InsecureCredentials, QStringLiteral("refusing a redirect with credentials to %1").arg(target.host()));
        }
    });
    connect(m_job, &KJob::result, this, &TransportJob::onResult);
    m_timeout.start();
}

void TransportJob::onData(const QByteArray &data)
{
    if (m_finished || data.isEmpty()) {
        return;
    }
    m_timeout.start();
    if (m_response.body.size() + data.size() > m_limits.maxReplyBytes) {
        finish(Response::TooLarge, QStringLiteral("reply larger than %1 bytes").arg(m_limits.maxReplyBytes));
        return;
    }
    m_response.body.append(data);
}

void TransportJob::onResult(KJob *job)
{
    if (m_finished) {
        return;
    }
    auto *transfer = static_cast<KIO::TransferJob *>(job);
    m_job = nullptr;
    m_response.httpStatus = transfer->queryMetaData(QStringLiteral("responsecode")).toInt();
    qCDebug(SOCIALDESKTOP_OCS) << m_request.path << "HTTP" << m_response.httpStatus << "KIO error" << transfer->error() << transfer->errorString() << "body"
                               << m_response.body.size();
    const QString headers = transfer->queryMetaData(QStringLiteral("HTTP-Headers"));
    m_response.etag = headerValue(headers, QLatin1String("etag"));
    m_response.retryAfter = headerValue(headers, QLatin1String("retry-after"));

    // KIO 5's HTTP worker reports what went wrong as errors beside the status. KIO 6's (built on Qt's network
    // access manager) reports a 401 as "access denied" without a status, and a server that is not there, a
    // certificate that fails or a reply its decoder refuses as a success without a status or without a body.
    // Both are read here, one rule for each case. A body that breaks off after its status line arrives short
    // with either (KIO 5 too when the connection is reset): the reply parser finds it truncated.
    const int kioError = transfer->error();
    if (m_response.httpStatus == 304) {
        m_response.notModified = true;
        m_response.body.clear();
        finish(Response::NoError);
    } else if (m_response.httpStatus == 401 || (m_response.httpStatus == 0 && kioError == KIO::ERR_ACCESS_DENIED)) {
        m_response.httpStatus = 401;
        finish(Response::Unauthorized, QStringLiteral("HTTP 401"));
    } else if (m_response.httpStatus >= 400) {
        finish(Response::HttpError, QStringLiteral("HTTP %1").arg(m_response.httpStatus));
    } else if (kioError && hasCertificateErrors(transfer->queryMetaData(QStringLiteral("ssl_cert_errors")))) {
        // The worker sends the handshake's findings (per certificate, the QSslError codes) before it judges them.
        finish(Response::UntrustedCertificate,
               QStringLiteral("TLS certificate errors %1: %2")
                   .arg(transfer->queryMetaData(QStringLiteral("ssl_cert_errors")).simplified(), transfer->errorString()));
    } else if (kioError) {
        // A status line means the server was there: the reply broke off on its way.
        finish(m_response.httpStatus > 0 ? Response::ConnectionBroken : Response::NetworkError, transfer->errorString());
    } else if (m_response.httpStatus == 0) {
        noAnswer();
    } else if (refusedWhileDecoding(headers, m_response.body)) {
        finish(Response::TooLarge, QStringLiteral("the encoded reply was refused while it was inflated"));
    } else {
        finish(Response::NoError);
    }
}

void TransportJob::noAnswer()
{
    const QUrl url = m_provider.baseUrl();
    // KIO 6 tells a server that is not there from a connection reset after the request went out no more than by
    // a missing status: a form sent may have arrived (the outbox looks before it sends again), a read is lost.
    const auto unanswered = [this, url] {
        if (m_request.method == Request::Post) {
            finish(Response::ConnectionBroken, QStringLiteral("no answer from %1 to a request that may have arrived").arg(url.host()));
        } else {
            finish(Response::NetworkError, QStringLiteral("no answer from %1").arg(url.host()));
        }
    };
    if (url.scheme() != QLatin1String("https")) {
        unanswered();
        return;
    }
    // Why not: a handshake of its own tells a certificate that fails from a server that is not there.
    Net::TlsProbe::probe(url, m_limits.timeoutMs, this, [this, unanswered](const QList<QSslError> &errors) {
        if (errors.isEmpty()) {
            unanswered();
            return;
        }
        QStringList codes;
        for (const QSslError &error : errors) {
            codes.append(QString::number(static_cast<int>(error.error())));
        }
        finish(Response::UntrustedCertificate, QStringLiteral("TLS certificate errors %1: %2").arg(codes.join(QLatin1Char(' ')), errors.first().errorString()));
    });
}

void TransportJob::finish(Response::Error error, const QString &detail)
{
    if (m_finished) {
        return;
    }
    m_finished = true;
    m_timeout.stop();
    if (m_job) {
        m_job->kill(KJob::Quietly);
        m_job = nullptr;
    }
    m_response.error = error;
    m_response.errorDetail = detail;
    if (error != Response::NoError) {
        m_response.body.clear();
        qCDebug(SOCIALDESKTOP_OCS) << "request" << m_request.path << "failed:" << detail;
    }
    Q_EMIT finished(this);
    deleteLater();
}
