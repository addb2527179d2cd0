// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <Plasma/ServiceJob>

#include <QPointer>

#include "ocs/outbox.h"

namespace Ocs
{
struct Request;
}
class OcsEngine;

/// One call of an `ocs` service operation: success, or a translated error text.
class OcsServiceJob : public Plasma::ServiceJob
{
    Q_OBJECT

public:
    OcsServiceJob(OcsEngine *engine, const QString &destination, const QString &operation, const QVariantMap &parameters, QObject *parent);

    void start() override;

private:
    /// Sends a write; on success refreshes @p affected sources.
    void post(const Ocs::Request &request, const QStringList &affected);
    /// Through the outbox: written to disk first; the result is "sent" or "queued".
    void queue(const Ocs::Outbox::Entry &entry);
    void fail(const QString &text);
    QString text(const char *parameter) const;

    QPointer<OcsEngine> m_engine;
};
