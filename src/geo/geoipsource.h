// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "geoipdatabase.h"
#include "locationsource.h"

#include <QNetworkAccessManager>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QUrl>

#include <chrono>

class QNetworkReply;

namespace Geo
{

/**
 * The position of this machine's public address in a local GeoIP2 city database.
 *
 * The address comes from, in order: the one the user entered; a public address on a local interface;
 * the opt-in discovery URL (off unless set; it must answer with the address as plain text). The
 * database is opened once, on the first start(), from the configured path or else the first standard
 * path that exists; it stays mapped until the path changes. A missing or broken database puts the
 * source in the Error state and it offers no position.
 */
class GeoIpSource : public LocationSource
{
    Q_OBJECT

public:
    explicit GeoIpSource(QObject *parent = nullptr);

    /// Empty: the first of GeoIpDatabase::standardPaths() that exists.
    void setDatabasePath(const QString &path);
    /// Empty: none entered.
    void setUserAddress(const QString &address);
    /// Empty (the default): never ask the network.
    void setDiscoveryUrl(const QUrl &url);
    /// Desktop languages, best first (default: QLocale::system().uiLanguages()).
    void setLanguages(const QStringList &languages);
    /// While running, the address is found and looked up again this often (default 15 min), so a
    /// new network is noticed and the position never goes stale in the locator.
    void setRefreshInterval(std::chrono::milliseconds interval);

    /// Finds the address again (after a network change) and looks it up.
    void refresh();

protected:
    /// Opens the database if needed and looks the address up.
    void onStart() override;
    void onStop() override;

private:
    bool ensureDatabase();
    void lookUp(const QHostAddress &address);
    void discover();
    void onDiscoveryFinished(QNetworkReply *reply);

    GeoIpDatabase m_database;
    QString m_databasePath;
    bool m_databaseTried = false;
    QString m_userAddress;
    QUrl m_discoveryUrl;
    QStringList m_languages;
    QNetworkAccessManager m_network;
    QPointer<QNetworkReply> m_discovery;
    QTimer m_refreshTimer;
};

} // namespace Geo
