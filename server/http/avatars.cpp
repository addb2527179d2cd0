// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "avatars.h"

#include <QBuffer>
#include <QColor>
#include <QCryptographicHash>

namespace
{
constexpr int s_grid = 5;
constexpr int s_cacheBytes = 16 * 1024 * 1024;
}

Avatars::Avatars()
{
    m_cache.setMaxCost(s_cacheBytes);
}

QByteArray Avatars::png(const QString &key, Size size)
{
    const int pixels = static_cast<int>(size);
    const QString cacheKey = key + QLatin1Char('@') + QString::number(pixels);
    {
        std::lock_guard<std::mutex> guard(m_mutex);
        if (const QByteArray *cached = m_cache.object(cacheKey)) {
            return *cached;
        }
    }
    QByteArray data;
    QBuffer buffer(&data);
    buffer.open(QIODevice::WriteOnly);
    render(key, pixels).save(&buffer, "PNG");
    std::lock_guard<std::mutex> guard(m_mutex);
    m_cache.insert(cacheKey, new QByteArray(data), data.size());
    return data;
}

QImage Avatars::render(const QString &key, int pixels)
{
    const QByteArray hash = QCryptographicHash::hash(key.toUtf8(), QCryptographicHash::Sha1);
    const auto byte = [&hash](int i) {
        return static_cast<unsigned char>(hash.at(i));
    };
    const int hue = (byte(0) << 8 | byte(1)) % 360;
    const QRgb foreground = QColor::fromHsv(hue, 140 + byte(2) % 80, 150 + byte(3) % 70).rgb();
    const QRgb background = qRgb(240, 240, 240);

    bool cells[s_grid][s_grid];
    for (int row = 0; row < s_grid; ++row) {
        for (int column = 0; column < 3; ++column) {
            const int bit = row * 3 + column;
            const bool on = (byte(4 + bit / 8) >> (bit % 8)) & 1;
            cells[row][column] = on;
            cells[row][s_grid - 1 - column] = on;
        }
    }

    QImage image(pixels, pixels, QImage::Format_RGB32);
    const int margin = pixels / 8;
    const int inner = pixels - 2 * margin;
    for (int y = 0; y < pixels; ++y) {
        auto line = reinterpret_cast<QRgb *>(image.scanLine(y));
        for (int x = 0; x < pixels; ++x) {
            QRgb colour = background;
            if (x >= margin && y >= margin && x < margin + inner && y < margin + inner) {
                const int column = (x - margin) * s_grid / inner;
                const int row = (y - margin) * s_grid / inner;
                if (cells[row][column]) {
                    colour = foreground;
                }
            }
            line[x] = colour;
        }
    }
    return image;
}
