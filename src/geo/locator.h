// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "fix.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QTimer>

#include <chrono>

namespace Geo
{

/**
 * Picks the position to publish from the fixes the sources report, as GeoClue does.
 *
 * - Newer means later to arrive: a receiver's clock, a database's build date and the system clock
 *   cannot be compared, so the timestamps are published but not ranked. A fix from the source that
 *   gave the current position replaces it (a newer reading of the same device).
 * - A fix from another source replaces the current one when it is at least as accurate, or when it lies
 *   outside the current accuracy circle (the current position is then evidently wrong). A less accurate
 *   fix inside the current circle is ignored.
 * - Each source's fix expires after that source's maximum age (measured from when it arrived, since a
 *   receiver's clock may be off); the best unexpired fix of the others then takes over, or none.
 * - A manual fix, once set, always wins and nothing replaces it until it is cleared.
 * - Distance and time thresholds stop chatter: a move shorter than the distance threshold is not
 *   published, and publications are at least the time threshold apart (the last one is delivered when
 *   the interval ends). A change of source is always published at once.
 */
class Locator : public QObject
{
    Q_OBJECT

public:
    explicit Locator(QObject *parent = nullptr);

    /// How long a fix from @p source stays valid; zero or negative: forever. Defaults: GPS 30 s, GeoIP 1 h.
    void setMaximumAge(Source source, std::chrono::milliseconds age);
    void setDistanceThreshold(double metres);
    void setTimeThreshold(std::chrono::milliseconds interval);

    /// The user's own position: published at once and never overwritten until cleared.
    void setManualFix(const Fix &fix);
    void clearManualFix();
    bool hasManualFix() const;

    /// The position last published (source None while unknown).
    Fix current() const;

public Q_SLOTS:
    /// A new reading from a source (GPS, GeoIP). Invalid fixes are ignored.
    void submit(const Geo::Fix &fix);
    /// The source lost its fix or stopped: its last reading no longer counts.
    void withdraw(Geo::Source source);

Q_SIGNALS:
    void currentChanged(const Geo::Fix &fix);

private:
    struct Reading {
        Fix fix;
        QElapsedTimer received;
    };

    bool isExpired(const Reading &reading) const;
    bool replacesBest(const Fix &candidate) const;
    Fix bestReading() const;
    Fix named(const Fix &fix) const;
    void dropExpired();
    void scheduleExpiry();
    void publish(bool force);
    void emitCurrent(const Fix &fix);

    QHash<Source, Reading> m_readings;
    QHash<Source, qint64> m_maximumAge;
    Fix m_manual;
    Fix m_best;
    Fix m_current;
    double m_distanceThreshold = 0.0;
    std::chrono::milliseconds m_timeThreshold{0};
    QElapsedTimer m_sincePublished;
    QTimer m_expiryTimer;
    QTimer m_throttleTimer;
};

} // namespace Geo
