// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QMap>
#include <QString>
#include <QUrl>
#include <QVector>

namespace Ocs
{

/// One `<provider>` of a provider file: a community the user can choose (docs/ocs-protocol.md, "Provider files").
struct ProviderEntry {
    QString id;
    /// The OCS base URL: http(s), without user information.
    QUrl location;
    QString name;
    /// The following three are empty unless the file gave an http(s) address.
    QUrl icon;
    QUrl termsOfUse;
    QUrl registerUrl;
    /// Service element name (`person`, `friend`, `message`, …) to its `ocsversion` (maybe empty).
    QMap<QString, QString> services;
};

/**
 * Reads KDE's provider files (`<providers><provider>…`), as untrusted as any reply: a pure function of the
 * bytes, for a worker thread. A file over maxBytes, with a DOCTYPE, nested too deep or not well formed is
 * refused with translated words; at most maxProviders providers are kept (the rest are counted in
 * `skipped`), as are those without an http(s) `location` and repeats of one location. Every text is cut to
 * maxTextLength characters with control characters removed, and links other than http(s) are dropped.
 */
namespace ProviderFile
{
constexpr qint64 maxBytes = 1024 * 1024;
constexpr int maxProviders = 100;
constexpr int maxServices = 32;
constexpr int maxTextLength = 200;
constexpr int maxUrlLength = 2048;
constexpr int maxDepth = 8;

struct Parsed {
    QVector<ProviderEntry> providers;
    /// Providers left out: over maxProviders, without a usable location, or repeated.
    int skipped = 0;
    /// Empty on success, else translated words saying why the whole file was refused.
    QString error;
    /// Technical detail of a refusal, for the log.
    QString detail;
};

Parsed parse(const QByteArray &xml);
}

} // namespace Ocs
