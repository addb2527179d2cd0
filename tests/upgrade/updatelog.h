// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <plasmaengine.h>

#include <QJsonObject>
#include <QObject>
#include <QVector>

/**
 * Every update an engine publishes, in order, each with what the source showed at that moment
 * (shownSource(), the rows of its model included) and whether it came from the cache.
 */
class UpdateLog : public QObject
{
    Q_OBJECT
public:
    struct Update {
        QString source;
        QString status;
        bool fromCache = false;
        QJsonObject shown;
    };

    explicit UpdateLog(PlasmaEngine::DataEngine *engine);

    /// The updates of @p source, oldest first.
    QVector<Update> of(const QString &source) const;

public Q_SLOTS:
    void dataUpdated(const QString &source, const PLASMAENGINE_DATA &values);

private:
    PlasmaEngine::DataEngine *m_engine;
    QVector<Update> m_updates;
};
