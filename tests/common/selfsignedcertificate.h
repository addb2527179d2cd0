// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>

/** A self-signed certificate for an IP address and its RSA key as PEM files, made with the `openssl` command. */
namespace SelfSignedCertificate
{
/** Writes both files (valid two days); false with @p error when openssl failed. */
bool make(const QString &keyFile, const QString &certificateFile, QString *error, const QString &address = QStringLiteral("127.0.0.1"));
}
