// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <plasmaengine.h>

#include <QString>
#include <QVariant>

/// What a service operation answered: its error text (empty on success, "timeout" when it never finished)
/// and its job's result.
struct ServiceAnswer {
    QString error;
    QVariant result;
};

/**
 * Runs @p operation of the `ocs` engine's service (on its Account source) with @p parameters, as the widget's
 * ocsCall() does, and waits for it up to @p timeoutMs. An operation given parameters but without a
 * description in the engine's service file answers "no description for …" without running.
 */
/// The rows of the list source @p source of @p engine, as a QML delegate sees them (none without the source).
QVariantList sourceRows(PlasmaEngine::DataEngine *engine, const QString &source);

/// Test mode on (QStandardPaths), and the engines' reply cache in it emptied: an engine loaded next starts from nothing.
void startWithEmptyCache();

ServiceAnswer callService(PlasmaEngine::DataEngine *engine, const QString &operation, const QVariantMap &parameters, int timeoutMs = 60000);
/// The same on the service of @p source (`<key>/Account`: the operation acts on that account).
ServiceAnswer
callServiceOf(PlasmaEngine::DataEngine *engine, const QString &source, const QString &operation, const QVariantMap &parameters, int timeoutMs = 60000);
