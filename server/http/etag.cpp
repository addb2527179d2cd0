// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "etag.h"

#include <QCryptographicHash>
#include <QList>

std::string ETag::of(const QByteArray &body)
{
    return '"' + QCryptographicHash::hash(body, QCryptographicHash::Sha1).toHex().toStdString() + '"';
}

bool ETag::matches(const std::string &ifNoneMatch, const std::string &etag)
{
    const QList<QByteArray> candidates = QByteArray::fromStdString(ifNoneMatch).split(',');
    for (QByteArray candidate : candidates) {
        candidate = candidate.trimmed();
        if (candidate == "*") {
            return true;
        }
        if (candidate.startsWith("W/")) {
            candidate = candidate.mid(2);
        }
        if (candidate.toStdString() == etag) {
            return true;
        }
    }
    return false;
}
