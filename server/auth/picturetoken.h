// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QByteArray>
#include <QString>

/**
 * The right to fetch one member's picture, carried in its address. A caller who may see a profile that is not
 * public gets its picture addresses with a token (`?v=DAY-MAC`), so that a client which fetches pictures without
 * credentials (the widget, any browser) still gets them, and nobody else does: the token names the person and the
 * last day it is good for, under a key every server process of the community shares (kept in the database's meta
 * table, PictureKey). A token is good for one to two days; an address without one serves public profiles only.
 */
namespace PictureToken
{
/** The key, 32 bytes, set once at start before any request. Without one, make() gives nothing and check() fails. */
void setKey(const QByteArray &key);
/** A new random key. */
QByteArray newKey();
/** The token for @p personId (compared case-insensitively) at @p now (seconds since the epoch). */
QString make(const QString &personId, qint64 now);
/** Whether @p token is good for @p personId at @p now: well formed, not expired, not from too far ahead, the right MAC. */
bool check(const QString &personId, const QString &token, qint64 now);
}
