// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>

/**
 * Argon2id password hashes through libsodium (crypto_pwhash_str, interactive limits) for the accounts made with
 * person/add. The stored text is the self-describing "$argon2id$v=19$m=...,t=...,p=...$salt$hash" form.
 */
namespace Argon2
{
/** An empty string when hashing failed (out of memory). */
QString hash(const QString &password);
/** True when stored is an Argon2 hash made by hash() (seeded accounts keep their older digest). */
bool isArgon2(const QString &stored);
bool verify(const QString &stored, const QString &password);
/** Does the work of verify() against a hash no password matches: for a login that does not exist. */
void verifyNothing(const QString &password);
}
