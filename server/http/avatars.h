// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QByteArray>
#include <QCache>
#include <QImage>
#include <QString>

#include <mutex>

/**
 * Deterministic identicon PNGs (a mirrored 5x5 pattern in a colour derived from the key), drawn
 * pixel by pixel (no QGuiApplication needed) and kept in a bounded in-memory cache.
 */
class Avatars
{
public:
    /** The sizes served, in pixels: avatarpic, bigavatarpic, and homepage icons (and the hostile tests' pixel). */
    enum class Size {
        Small = 64,
        Big = 256,
        Icon = 16,
    };

    Avatars();

    /** The PNG for key at size, from the cache when possible. */
    QByteArray png(const QString &key, Size size);
    static QImage render(const QString &key, int pixels);

private:
    std::mutex m_mutex;
    QCache<QString, QByteArray> m_cache;
};
