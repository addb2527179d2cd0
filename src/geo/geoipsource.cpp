// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "geoipsource.h"

#include "geo_debug.h"
#include "publicaddress.h"

#include <QFile>
#include <QLocale>
#include <QNetworkReply>
#include <QNetworkRequest>

namespace Geo
{

namespace
{
// An address as text is at most 45 characters; anything much longer is not an address.
constexpr qint64 maximumDiscoveryReply = 256;
constexpr int discoveryTimeoutMs = 10000;
}

GeoIpSource::GeoIpSource(QObject *parent)
    : LocationSource(parent)
    , m_languages(QLocale::system().uiLanguages())
{
    m_network.setRedirectPolicy(QNetworkRequest::NoLessSafeRedirectPolicy);
    m_refreshTimer.setInterval(15 * 60 * 1000);
    connect(&m_refreshTimer, &QTimer::timeout, this, &GeoIpSource::refresh);
}

void GeoIpSource::setRefreshInterval(std::chrono::milliseconds interval)
{
    m_refreshTimer.setInterval(int(std::max(std::chrono::milliseconds(10), interval).count()));
}

void GeoIpSource::setDatabasePath(const QString &path)
{
    if (path == m_databasePath) {
        return;
    }
    m_databasePath = path;
    m_database.close();
    m_databaseTried = false;
    if (isRunning()) {
        refresh();
    }
}

void GeoIpSource::setUserAddress(const QString &address)
{
    if (address.trimmed() == m_userAddress) {
        return;
    }
    m_userAddress = address.trimmed();
    if (isRunning()) {
        refresh();
    }
}

void GeoIpSource::setDiscoveryUrl(const QUrl &url)
{
    if (url == m_discoveryUrl) {
        return;
    }
    m_discoveryUrl = url;
    if (isRunning()) {
        refresh();
    }
}

void GeoIpSource::setLanguages(const QStringList &languages)
{
    m_languages = languages;
}

void GeoIpSource::onStart()
{
    m_refreshTimer.start();
    refresh();
}

void GeoIpSource::onStop()
{
    m_refreshTimer.stop();
    if (m_discovery) {
        m_discovery->abort();
    }
}

bool GeoIpSource::ensureDatabase()
{
    if (m_database.isOpen() && !m_database.hasChanged()) {
        return true;
    }
    if (m_databaseTried && !m_database.hasChanged()) {
        // Tried once: a broken file stays broken until it or the path changes.
        return false;
    }
    if (m_databaseTried) {
        // Replaced, rewritten or cut while in use: never read the old mapping, open it again.
        qCDebug(SOCIALDESKTOP_GEO) << "GeoIP database changed on disk:" << m_database.path();
        m_database.close();
    }
    m_databaseTried = true;
    QString path = m_databasePath;
    if (path.isEmpty()) {
        const auto candidates = GeoIpDatabase::standardPaths();
        for (const QString &candidate : candidates) {
            if (QFile::exists(candidate)) {
                path = candidate;
                break;
            }
        }
    }
    if (!m_database.open(path)) {
        if (m_database.error() == SourceStatus::Error::DatabaseCorrupt) {
            qCWarning(SOCIALDESKTOP_GEO) << "GeoIP database unusable:" << path << m_database.errorString();
        } else {
            qCDebug(SOCIALDESKTOP_GEO) << "no GeoIP database at" << (path.isEmpty() ? GeoIpDatabase::standardPaths() : QStringList{path});
        }
        return false;
    }
    return true;
}

void GeoIpSource::refresh()
{
    if (!isRunning()) {
        return;
    }
    if (m_discovery) {
        m_discovery->abort();
    }
    if (!ensureDatabase()) {
        fail(m_database.error(), m_database.errorString().isEmpty() ? m_database.path() : m_database.errorString());
        return;
    }
    if (!m_userAddress.isEmpty()) {
        const QHostAddress address(m_userAddress);
        if (address.isNull()) {
            fail(SourceStatus::Error::InvalidAddress, m_userAddress);
            return;
        }
        lookUp(address);
        return;
    }
    const QHostAddress local = PublicAddress::fromInterfaces();
    if (!local.isNull()) {
        lookUp(local);
        return;
    }
    if (m_discoveryUrl.isValid()) {
        discover();
        return;
    }
    fail(SourceStatus::Error::NoPublicAddress, QString());
}

void GeoIpSource::discover()
{
    setStatus(SourceStatus::State::Searching);
    QNetworkRequest request(m_discoveryUrl);
    request.setTransferTimeout(discoveryTimeoutMs);
    request.setAttribute(QNetworkRequest::CacheLoadControlAttribute, QNetworkRequest::AlwaysNetwork);
    QNetworkReply *reply = m_network.get(request);
    m_discovery = reply;
    connect(reply, &QNetworkReply::finished, this, [this, reply] {
        reply->deleteLater();
        onDiscoveryFinished(reply);
    });
}

void GeoIpSource::onDiscoveryFinished(QNetworkReply *reply)
{
    if (reply->error() == QNetworkReply::OperationCanceledError || !isRunning()) {
        return;
    }
    if (reply->error() != QNetworkReply::NoError) {
        fail(SourceStatus::Error::DiscoveryFailed, reply->errorString());
        return;
    }
    const QByteArray body = reply->read(maximumDiscoveryReply).trimmed();
    const QHostAddress address(QString::fromLatin1(body));
    if (address.isNull() || !PublicAddress::isPublic(address)) {
        fail(SourceStatus::Error::DiscoveryFailed, QString::fromLatin1(body.left(64)));
        return;
    }
    lookUp(address);
}

void GeoIpSource::lookUp(const QHostAddress &address)
{
    // Checked again right before reading: the file may have changed while an address was being discovered.
    if (!ensureDatabase()) {
        fail(m_database.error(), m_database.errorString().isEmpty() ? m_database.path() : m_database.errorString());
        return;
    }
    const Fix fix = m_database.lookup(address, m_languages);
    if (!fix.isValid()) {
        fail(m_database.error(), m_database.errorString());
        return;
    }
    qCDebug(SOCIALDESKTOP_GEO) << "GeoIP position found, accuracy" << fix.accuracy;
    setFix(fix);
}

} // namespace Geo
