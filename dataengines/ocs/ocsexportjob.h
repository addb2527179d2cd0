// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "export/contacts.h"

#include <plasmaengine.h>

#include <QPointer>

namespace Account
{
class SignIn;
}

/**
 * The `exportContacts` operation: you and your friends as FOAF (Turtle, RDF/XML) or vCard 4,
 * written to a local file. Fresh from the server when it answers, else from the cache.
 *
 * Parameters: `format` (`turtle`, `rdfxml`, `vcard`), `path` (a local path or file: URL) and
 * `location`: `none` (default: no coordinates), `allowed` (the precision chosen in
 * socialdesktoprc, group `[Location]`, key `Precision`: `exact`, `neighbourhood`, `city` (default)
 * or `country`), or one of those precisions, never finer than the chosen one.
 * The result is a map: `path`, `people` (you included) and `fromCache`.
 */
class OcsExportJob : public PlasmaEngine::ServiceJob
{
    Q_OBJECT

public:
    OcsExportJob(Account::SignIn *signIn, const QString &destination, const QVariantMap &parameters, QObject *parent);

    void start() override;

private:
    void write(const Export::Contacts &contacts);
    void fail(const QString &text);

    QPointer<Account::SignIn> m_signIn;
};
