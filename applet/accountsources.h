// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QObject>
#include <QString>

/**
 * The account part of the `ocs` engine's source names for QML (singleton `AccountSources`): the widget's
 * OcsService.qml puts it before every name of the account a copy is set to. Built by Ocs::AccountName, as the
 * engine reads it.
 */
class AccountSources : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    /// `<key>/` for @p user on @p serverUrl; for an account not set up (either empty), a prefix no account has, so
    /// nothing of another account shows.
    Q_INVOKABLE static QString prefix(const QString &serverUrl, const QString &user);
};
