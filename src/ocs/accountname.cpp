// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "accountname.h"

#include "provider.h"

#include <QCryptographicHash>
#include <QUrl>

namespace Ocs
{
namespace AccountName
{

namespace
{
constexpr int keyLength = 16;
}

QString key(const QString &serverUrl, const QString &user)
{
    const QString login = user.trimmed().toLower();
    const QString address = serverUrl.trimmed();
    if (login.isEmpty() || address.isEmpty()) {
        return {};
    }
    // As the service reads the address (fromUserInput, then the provider's own form), so the key of the widget's
    // setting is the key of the account the service signs in.
    const QString base = Provider(QUrl::fromUserInput(address)).baseUrl().toString(QUrl::FullyEncoded);
    const QByteArray digest = QCryptographicHash::hash((base + QLatin1Char('\n') + login).toUtf8(), QCryptographicHash::Sha256);
    return QString::fromLatin1(digest.toHex().left(keyLength));
}

QString nobody()
{
    // Not a hash of any account's address (a digest of all zeros is not found).
    return QString(keyLength, QLatin1Char('0'));
}

QString prefix(const QString &key)
{
    return key.isEmpty() ? QString() : key + QLatin1Char('/');
}

bool isKey(const QString &text)
{
    if (text.size() != keyLength) {
        return false;
    }
    for (const QChar c : text) {
        if (!((c >= QLatin1Char('0') && c <= QLatin1Char('9')) || (c >= QLatin1Char('a') && c <= QLatin1Char('f')))) {
            return false;
        }
    }
    return true;
}

Split split(const QString &source)
{
    if (source.size() > keyLength && source.at(keyLength) == QLatin1Char('/') && isKey(source.left(keyLength))) {
        return {source.left(keyLength), source.mid(keyLength + 1)};
    }
    return {QString(), source};
}

} // namespace AccountName
} // namespace Ocs
