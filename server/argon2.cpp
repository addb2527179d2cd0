// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "argon2.h"

#include <QByteArray>

#include <sodium.h>

namespace
{
bool ready()
{
    static const bool s_ready = sodium_init() >= 0;
    return s_ready;
}
}

QString Argon2::hash(const QString &password)
{
    if (!ready()) {
        return QString();
    }
    const QByteArray secret = password.toUtf8();
    char out[crypto_pwhash_STRBYTES];
    if (crypto_pwhash_str_alg(out,
                              secret.constData(),
                              static_cast<unsigned long long>(secret.size()),
                              crypto_pwhash_OPSLIMIT_INTERACTIVE,
                              crypto_pwhash_MEMLIMIT_INTERACTIVE,
                              crypto_pwhash_ALG_ARGON2ID13)
        != 0) {
        return QString();
    }
    return QString::fromLatin1(out);
}

bool Argon2::isArgon2(const QString &stored)
{
    return stored.startsWith(QLatin1String("$argon2id$"));
}

bool Argon2::verify(const QString &stored, const QString &password)
{
    if (!ready() || !isArgon2(stored)) {
        return false;
    }
    const QByteArray text = stored.toLatin1();
    const QByteArray secret = password.toUtf8();
    return crypto_pwhash_str_verify(text.constData(), secret.constData(), static_cast<unsigned long long>(secret.size())) == 0;
}
