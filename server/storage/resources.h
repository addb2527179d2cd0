// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QByteArray>
#include <QJsonDocument>
#include <QString>

/**
 * The files of data/ compiled into the server (data/ocsserver.qrc): the schema, and the places, names and words
 * of the demo community.
 */
namespace Resources
{
/** Makes them available (they are in a static library); bytes() and json() call it, a reader of the folders must. */
void load();
/** The bytes of data/@p name; a missing one is a fatal error (the build lost it). */
QByteArray bytes(const QString &name);
/** data/@p name read as JSON; a file that is not JSON is a fatal error. */
QJsonDocument json(const QString &name);
}
