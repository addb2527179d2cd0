// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <Plasma/Service>

class OcsEngine;

/// The writes of the `ocs` engine (operations in ocs.operations); one job per call.
class OcsService : public Plasma::Service
{
    Q_OBJECT

public:
    OcsService(OcsEngine *engine, const QString &source);

protected:
    Plasma::ServiceJob *createJob(const QString &operation, QVariantMap &parameters) override;

private:
    OcsEngine *m_engine;
};
