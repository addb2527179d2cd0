// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "receiver.h"

#include <plasmaengine.h>

#include <QUrl>

/**
 * The `ocs` engine loaded through Plasma's plugin loader, as plasmashell loads it, with a receiver
 * connected to its sources and the service operations the widget calls.
 */
class EngineSession
{
public:
    /// Loads the engine; false when Plasma cannot find or start it.
    bool load();
    PlasmaEngine::DataEngine *engine() const;
    Receiver &receiver();

    void connect(const QString &source);
    PlasmaEngine::DataEngine::Data data(const QString &source) const;
    /// The rows of a list source's model, as the widget sees them.
    QVariantList rows(const QString &source) const;
    QString status(const QString &source) const;

    /// Runs a service operation; returns its error text, empty on success. @p result gets the job's result.
    QString call(const QString &operation, const QVariantMap &parameters, QVariant *result = nullptr);
    QString login(const QUrl &baseUrl, const QString &user, const QString &password);

    /// Forgets what @p sources showed, then asks for them again (the widget's refresh).
    void refresh(const QStringList &sources);
    /// True once each of @p sources published a final state (not `loading`) since refresh().
    bool settled(const QStringList &sources) const;

private:
    PlasmaEngine::DataEngineConsumer m_consumer;
    PlasmaEngine::DataEngine *m_engine = nullptr;
    Receiver m_receiver;
};
