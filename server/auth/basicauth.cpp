// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "basicauth.h"

#include <QByteArray>

#include <algorithm>

std::optional<BasicAuth> BasicAuth::decode(const std::string &authorization)
{
    if (authorization.size() > std::size_t(maxHeaderLength)) {
        return std::nullopt;
    }
    const QByteArray header = QByteArray::fromStdString(authorization).trimmed();
    if (!header.left(6).toLower().startsWith("basic ")) {
        return std::nullopt;
    }
    const auto decoded = QByteArray::fromBase64Encoding(header.mid(6).trimmed(), QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded) {
        return std::nullopt;
    }
    const QByteArray credentials = *decoded;
    const int colon = credentials.indexOf(':');
    BasicAuth result;
    // every byte: Qt 5's QString::fromUtf8(QByteArray) stops at a NUL, which signed "password\0anything" in
    const QByteArray user = colon < 0 ? credentials : credentials.left(colon);
    const QByteArray password = colon < 0 ? QByteArray() : credentials.mid(colon + 1);
    result.user = QString::fromUtf8(user.constData(), user.size());
    result.password = QString::fromUtf8(password.constData(), password.size());
    // a NUL (or another control character) would cut the password short on its way to a hash: no such credentials
    const auto isControl = [](QChar c) {
        return c.category() == QChar::Other_Control;
    };
    if (std::any_of(result.user.cbegin(), result.user.cend(), isControl) || std::any_of(result.password.cbegin(), result.password.cend(), isControl)) {
        return std::nullopt;
    }
    return result;
}
