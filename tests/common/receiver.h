// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <plasmaengine.h>

#include <QHash>
#include <QObject>

/// Receives what an engine publishes, as a widget's DataSource does, and remembers the last data of each source.
class Receiver : public QObject
{
    Q_OBJECT

public:
    QHash<QString, PlasmaEngine::DataEngine::Data> data;
    int updates = 0;

public Q_SLOTS:
    void dataUpdated(const QString &source, const PLASMAENGINE_DATA &values);
};
