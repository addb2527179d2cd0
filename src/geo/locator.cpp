// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "locator.h"

#include "geo_debug.h"

#include <algorithm>
#include <limits>
#include <utility>

namespace Geo
{

Locator::Locator(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<Geo::Fix>();
    m_maximumAge.insert(Source::Gps, 30 * 1000);
    m_maximumAge.insert(Source::GeoIp, 60 * 60 * 1000);
    m_expiryTimer.setSingleShot(true);
    connect(&m_expiryTimer, &QTimer::timeout, this, [this] {
        dropExpired();
    });
    m_throttleTimer.setSingleShot(true);
    connect(&m_throttleTimer, &QTimer::timeout, this, [this] {
        publish(false);
    });
}

void Locator::setMaximumAge(Source source, std::chrono::milliseconds age)
{
    m_maximumAge.insert(source, age.count());
    scheduleExpiry();
}

void Locator::setDistanceThreshold(double metres)
{
    m_distanceThreshold = std::max(0.0, metres);
}

void Locator::setTimeThreshold(std::chrono::milliseconds interval)
{
    m_timeThreshold = std::max(std::chrono::milliseconds(0), interval);
}

void Locator::setManualFix(const Fix &fix)
{
    if (!fix.isValid()) {
        qCWarning(SOCIALDESKTOP_GEO) << "ignoring an invalid manual position";
        return;
    }
    m_manual = fix;
    m_manual.source = Source::Manual;
    if (!m_manual.timestamp.isValid()) {
        m_manual.timestamp = QDateTime::currentDateTimeUtc();
    }
    m_best = m_manual;
    publish(true);
}

void Locator::clearManualFix()
{
    if (m_manual.source == Source::None) {
        return;
    }
    m_manual = Fix();
    m_best = bestReading();
    publish(true);
}

bool Locator::hasManualFix() const
{
    return m_manual.source == Source::Manual;
}

Fix Locator::current() const
{
    return m_current;
}

void Locator::submit(const Fix &incoming)
{
    if (!incoming.isValid() || incoming.source == Source::None || incoming.source == Source::Manual) {
        qCDebug(SOCIALDESKTOP_GEO) << "ignoring an unusable fix from" << sourceId(incoming.source);
        return;
    }
    Fix fix = incoming;
    if (!fix.timestamp.isValid()) {
        fix.timestamp = QDateTime::currentDateTimeUtc();
    }
    Reading reading{fix, {}};
    reading.received.start();
    m_readings.insert(fix.source, reading);
    scheduleExpiry();

    if (hasManualFix()) {
        return;
    }
    if (replacesBest(fix)) {
        m_best = fix;
        publish(false);
    } else if (m_current.city.isEmpty() && !fix.city.isEmpty()) {
        // It does not move the position, but may say which city it is in.
        publish(false);
    }
}

void Locator::withdraw(Source source)
{
    if (!m_readings.remove(source)) {
        return;
    }
    scheduleExpiry();
    if (!hasManualFix() && m_best.source == source) {
        m_best = bestReading();
        publish(true);
    }
}

bool Locator::isExpired(const Reading &reading) const
{
    const qint64 age = m_maximumAge.value(reading.fix.source, 0);
    return age > 0 && reading.received.elapsed() >= age;
}

bool Locator::replacesBest(const Fix &candidate) const
{
    const auto best = m_readings.constFind(m_best.source);
    if (!m_best.isValid() || best == m_readings.constEnd() || isExpired(*best)) {
        return true;
    }
    if (candidate.source == m_best.source) {
        return true;
    }
    if (candidate.accuracy <= m_best.accuracy) {
        return true;
    }
    // Less accurate: it only wins when it says the current position is wrong.
    return candidate.distanceTo(m_best) > m_best.accuracy;
}

Fix Locator::bestReading() const
{
    Fix best;
    for (const Reading &reading : m_readings) {
        if (isExpired(reading)) {
            continue;
        }
        if (!best.isValid() || reading.fix.accuracy < best.accuracy || (reading.fix.accuracy == best.accuracy && reading.fix.timestamp > best.timestamp)) {
            best = reading.fix;
        }
    }
    return best;
}

Fix Locator::named(const Fix &fix) const
{
    // A network lookup's city names a position that lies in its circle, when the circle is about a city's size:
    // GPS gives coordinates only. A wider circle (a country) would name the wrong city.
    constexpr double largestCityRadius = 50000;
    if (!fix.isValid() || fix.source == Source::Manual || !fix.city.isEmpty() || !fix.country.isEmpty()) {
        return fix;
    }
    for (const Reading &reading : m_readings) {
        const Fix &other = reading.fix;
        if (isExpired(reading) || other.source == fix.source || other.city.isEmpty() || !(other.accuracy <= largestCityRadius)
            || !(fix.distanceTo(other) <= other.accuracy)) {
            continue;
        }
        Fix result = fix;
        result.city = other.city;
        result.country = other.country;
        result.countryCode = other.countryCode;
        return result;
    }
    return fix;
}

void Locator::dropExpired()
{
    bool bestExpired = false;
    for (auto it = m_readings.begin(); it != m_readings.end();) {
        if (isExpired(*it)) {
            qCDebug(SOCIALDESKTOP_GEO) << "fix from" << sourceId(it.key()) << "expired";
            bestExpired = bestExpired || it.key() == m_best.source;
            it = m_readings.erase(it);
        } else {
            ++it;
        }
    }
    scheduleExpiry();
    if (bestExpired && !hasManualFix()) {
        m_best = bestReading();
        publish(true);
    }
}

void Locator::scheduleExpiry()
{
    qint64 soonest = std::numeric_limits<qint64>::max();
    for (const Reading &reading : std::as_const(m_readings)) {
        const qint64 age = m_maximumAge.value(reading.fix.source, 0);
        if (age > 0) {
            soonest = std::min(soonest, std::max<qint64>(0, age - reading.received.elapsed()));
        }
    }
    if (soonest == std::numeric_limits<qint64>::max()) {
        m_expiryTimer.stop();
    } else {
        m_expiryTimer.start(int(std::min<qint64>(soonest, std::numeric_limits<int>::max())));
    }
}

void Locator::publish(bool force)
{
    m_throttleTimer.stop();
    // The reading as it is, named by the others at the moment of publishing (a name never sticks to m_best).
    const Fix best = named(m_best);
    if (best == m_current) {
        return;
    }
    const bool sourceChanged = best.source != m_current.source;
    const bool placeChanged = best.city != m_current.city || best.country != m_current.country;
    if (!force && !sourceChanged && !placeChanged) {
        if (best.distanceTo(m_current) < m_distanceThreshold) {
            return;
        }
        const qint64 wait = m_timeThreshold.count() - m_sincePublished.elapsed();
        if (m_sincePublished.isValid() && wait > 0) {
            m_throttleTimer.start(int(wait));
            return;
        }
    }
    emitCurrent(best);
}

void Locator::emitCurrent(const Fix &fix)
{
    m_current = fix;
    m_sincePublished.start();
    qCDebug(SOCIALDESKTOP_GEO) << "position from" << sourceId(fix.source) << "accuracy" << fix.accuracy;
    Q_EMIT currentChanged(m_current);
}

} // namespace Geo
