// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QQuickAsyncImageProvider>

class RemoteImageFetcher;

/**
 * The image provider behind RemoteImages::source(): loads a picture over http(s) only, with a plain
 * QNetworkAccessManager (not KIO, which would also speak file:, smb: and more), no cookies, redirects only
 * to http(s), at most maximumBytes() bytes and maximumPixels() pixels, and at most maximumRunning() downloads
 * at once (the rest wait their turn; a picture scrolled away before its turn is never fetched).
 *
 * One per QML engine: in plasmashell every widget shares the engine, so the plugin registers it once.
 */
class RemoteImageProvider : public QQuickAsyncImageProvider
{
public:
    RemoteImageProvider();
    ~RemoteImageProvider() override;

    QQuickImageResponse *requestImageResponse(const QString &id, const QSize &requestedSize) override;

    static qint64 maximumBytes();
    static qint64 maximumPixels();
    static int maximumRunning();

private:
    RemoteImageFetcher *m_fetcher;
};
