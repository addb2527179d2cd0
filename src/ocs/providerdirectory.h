// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "providerfile.h"

#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QVariantMap>

#include <optional>

namespace Ocs
{

/**
 * The communities the user can choose from: the providers of the provider files named in socialdesktoprc
 * (`[Providers] Files`, by default KDE's own list) and of the `.xml` files a distribution or an administrator
 * installs in `<XDG data dir>/socialdesktop/providers/`.
 *
 * Nothing happens until load() is called (the engine calls it when the chooser asks for its source): then the
 * installed files and the copies cached from the network are read on a worker and shown at once, and each
 * configured URL is fetched through KIO, with the ETag of its cached copy. A good file replaces its cached copy
 * (`<cache>/socialdesktop/providers/`, 0600 in 0700); a failed fetch keeps the cached one and says why in data().
 */
class ProviderDirectory : public QObject
{
    Q_OBJECT

public:
    /// KDE's provider file, which Attica and KNewStuff read by default.
    static const QString defaultFile;

    explicit ProviderDirectory(QObject *parent = nullptr);
    ~ProviderDirectory() override;

    /// The provider file URLs of socialdesktoprc's `[Providers] Files` (http or https only), or defaultFile.
    static QList<QUrl> configuredFiles();
    /// The installed provider files, those of the first data directory first.
    static QStringList installedFiles();
    /// The folder of the cached copies (a ReplyCache keyed by URL).
    static QString cacheDirectory();

    /// Reads the installed and cached files, then fetches the configured ones. A load under way is not restarted.
    void load();
    bool isLoading() const;

    /// Every provider known, the installed files' first, each location once.
    QVector<ProviderEntry> providers() const;
    /// The entry whose location is @p baseUrl, if a file lists it.
    std::optional<ProviderEntry> find(const QUrl &baseUrl) const;

    /// The `Providers` source: `Items` (one map per provider), `Status`, `Error`, `Skipped` and the usual keys.
    QVariantMap data() const;

Q_SIGNALS:
    void changed();

private:
    struct Origin {
        ProviderFile::Parsed parsed;
        QByteArray etag;
        QString error; ///< translated: why the last fetch failed
    };
    void readStored();
    void fetch(const QUrl &url);
    void fetched(const QUrl &url, const QByteArray &body, const QByteArray &etag);
    void finishOne();

    /// Keyed by file path or URL; the order of m_order.
    QHash<QString, Origin> m_origins;
    QStringList m_order;
    int m_pending = 0;
    bool m_loading = false;
    QDateTime m_updated;
};

} // namespace Ocs
