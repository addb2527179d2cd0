// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "fix.h"
#include "sourcestatus.h"

#include <QObject>

namespace Geo
{

/**
 * What every location source shares: running or not, a state with the reason for an error, and the
 * position it has now.
 *
 * start() and stop() are the same for all: a second start() does nothing, stop() forgets the position
 * (fixLost) and goes Off. What a source does to find a position lives in onStart() and onStop().
 * Signals fire only on a change.
 */
class LocationSource : public QObject
{
    Q_OBJECT

public:
    ~LocationSource() override;

    void start();
    void stop();

    bool isRunning() const;
    SourceStatus status() const;
    /// Invalid while the source has no position.
    Fix fix() const;

Q_SIGNALS:
    void fixChanged(const Geo::Fix &fix);
    /// The source no longer has a position (stopped, failed, or the receiver lost it).
    void fixLost();
    void statusChanged(const Geo::SourceStatus &status);

protected:
    explicit LocationSource(QObject *parent = nullptr);

    /// Called by start() when the source was not running; isRunning() is already true.
    virtual void onStart() = 0;
    /// Called by stop() when the source was running; isRunning() is already false.
    virtual void onStop() = 0;

    /// A new position: the source is Active.
    void setFix(const Fix &fix);
    /// Forgets the position, if there was one.
    void loseFix();
    /// Forgets the position and says why no position can be had.
    void fail(SourceStatus::Error error, const QString &detail);
    void setStatus(SourceStatus::State state, SourceStatus::Error error = SourceStatus::Error::None, const QString &detail = QString());
    /// For destructors: marks the source stopped without a word to anyone.
    void abandon();

private:
    bool m_running = false;
    SourceStatus m_status;
    Fix m_fix;
};

} // namespace Geo
