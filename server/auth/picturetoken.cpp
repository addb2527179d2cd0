// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "picturetoken.h"

#include <sodium.h>

namespace
{
constexpr qint64 secondsPerDay = 86400;
constexpr int macBytes = 16; // of HMAC-SHA-256's 32: 128 bits are plenty for an address that lives two days
constexpr int maximumTokenLength = 64;

QByteArray &key()
{
    static QByteArray s_key;
    return s_key;
}

QByteArray mac(const QString &personId, qint64 day)
{
    const QByteArray message = personId.toLower().toUtf8() + '\n' + QByteArray::number(day);
    unsigned char out[crypto_auth_hmacsha256_BYTES];
    crypto_auth_hmacsha256(out,
                           reinterpret_cast<const unsigned char *>(message.constData()),
                           static_cast<unsigned long long>(message.size()),
                           reinterpret_cast<const unsigned char *>(key().constData()));
    return QByteArray(reinterpret_cast<const char *>(out), macBytes).toHex();
}
}

void PictureToken::setKey(const QByteArray &newKey)
{
    key() = newKey.size() == crypto_auth_hmacsha256_KEYBYTES ? newKey : QByteArray();
}

QByteArray PictureToken::newKey()
{
    QByteArray bytes(crypto_auth_hmacsha256_KEYBYTES, Qt::Uninitialized);
    if (sodium_init() < 0) {
        return QByteArray();
    }
    randombytes_buf(bytes.data(), static_cast<size_t>(bytes.size()));
    return bytes;
}

QString PictureToken::make(const QString &personId, qint64 now)
{
    if (key().isEmpty()) {
        return QString();
    }
    // good until the end of tomorrow (UTC): a day or two, so that a page of addresses outlives the client's cache hour
    const qint64 lastDay = now / secondsPerDay + 1;
    return QString::number(lastDay) + QLatin1Char('-') + QString::fromLatin1(mac(personId, lastDay));
}

bool PictureToken::check(const QString &personId, const QString &token, qint64 now)
{
    if (key().isEmpty() || token.size() > maximumTokenLength) {
        return false;
    }
    const int dash = token.indexOf(QLatin1Char('-'));
    if (dash <= 0) {
        return false;
    }
    bool ok = false;
    const qint64 lastDay = token.left(dash).toLongLong(&ok);
    const qint64 today = now / secondsPerDay;
    if (!ok || lastDay < today || lastDay > today + 1) {
        return false;
    }
    const QByteArray given = token.mid(dash + 1).toLatin1();
    const QByteArray expected = mac(personId, lastDay);
    return given.size() == expected.size() && sodium_memcmp(given.constData(), expected.constData(), static_cast<size_t>(expected.size())) == 0;
}
