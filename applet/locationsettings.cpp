// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "locationsettings.h"

#include "locationmigration.h"

#include "geo/coarsener.h"
#include "geo/roughdistance.h"

#include <KLocalizedString>
#include <Plasma/Applet>
#include <PlasmaQuick/AppletQuickItem>

#include <cmath>

LocationSettings::LocationSettings(QObject *parent)
    : QObject(parent)
    , m_choice(m_config.choice())
    , m_watcher(KConfigWatcher::create(m_config.config()))
{
    connect(m_watcher.data(), &KConfigWatcher::configChanged, this, [this](const KConfigGroup &group) {
        if (group.name() == Geo::LocationConfig::groupName()) {
            reload();
        }
    });
}

QString LocationSettings::source() const
{
    return m_choice.source;
}

double LocationSettings::latitude() const
{
    return m_choice.latitude;
}

double LocationSettings::longitude() const
{
    return m_choice.longitude;
}

QString LocationSettings::city() const
{
    return m_choice.city;
}

QString LocationSettings::countryCode() const
{
    return m_choice.countryCode;
}

QString LocationSettings::precision() const
{
    return m_choice.precision;
}

void LocationSettings::reload()
{
    const Geo::LocationConfig::Choice choice = m_config.choice();
    if (!(choice == m_choice)) {
        m_choice = choice;
        Q_EMIT changed();
    }
}

bool LocationSettings::apply(const QVariantMap &settings)
{
    Geo::LocationConfig::Choice choice;
    choice.source = settings.value(QStringLiteral("source"), choice.source).toString();
    choice.latitude = settings.value(QStringLiteral("latitude")).toDouble();
    choice.longitude = settings.value(QStringLiteral("longitude")).toDouble();
    choice.city = settings.value(QStringLiteral("city")).toString();
    choice.countryCode = settings.value(QStringLiteral("countryCode")).toString();
    choice.precision = settings.value(QStringLiteral("precision"), choice.precision).toString();
    const bool changed = m_config.setChoice(choice);
    // The watcher tells the other widgets; this one knows now.
    reload();
    return changed;
}

bool LocationSettings::migrateFrom(QObject *plasmoid)
{
    // QML's `plasmoid` is the widget's root item on Plasma 5 and the applet itself on Plasma 6.
    Plasma::Applet *applet = qobject_cast<Plasma::Applet *>(plasmoid);
    if (auto *item = qobject_cast<PlasmaQuick::AppletQuickItem *>(plasmoid)) {
        applet = item->applet();
    }
    if (!applet) {
        return false;
    }
    const bool migrated = LocationMigration::run(applet->config(), m_config);
    reload();
    return migrated;
}

QVariantMap LocationSettings::coarsened(double latitude, double longitude) const
{
    const Geo::Coarsener::Precision precision = m_config.precision();
    Geo::Fix fix;
    fix.latitude = latitude;
    fix.longitude = longitude;
    fix.accuracy = 0;
    Geo::Fix coarse = Geo::Coarsener(precision).coarsen(fix);
    if (!coarse.isValid()) {
        return {};
    }
    if (precision == Geo::Coarsener::Precision::Exact) {
        coarse.latitude = std::round(coarse.latitude * 100) / 100;
        coarse.longitude = std::round(coarse.longitude * 100) / 100;
    }
    return {
        {QStringLiteral("latitude"), coarse.latitude},
        {QStringLiteral("longitude"), coarse.longitude},
        {QStringLiteral("precision"), Geo::Coarsener::precisionId(precision)},
    };
}

double LocationSettings::distanceKm(double fromLatitude, double fromLongitude, double toLatitude, double toLongitude)
{
    Geo::Fix from;
    from.latitude = fromLatitude;
    from.longitude = fromLongitude;
    from.accuracy = 0;
    Geo::Fix to;
    to.latitude = toLatitude;
    to.longitude = toLongitude;
    to.accuracy = 0;
    return from.distanceTo(to) / 1000.0; // NaN for an invalid point
}

QString LocationSettings::distanceText(double km) const
{
    return distanceText(km, m_choice.precision);
}

QString LocationSettings::distanceText(double km, const QString &precisionId)
{
    Geo::Coarsener::Precision precision = Geo::Coarsener::precisionFromId(precisionId);
    // At "exact" the widget's point is still rounded to two decimals (coarsened()): about a kilometre.
    if (precision == Geo::Coarsener::Precision::Exact) {
        precision = Geo::Coarsener::Precision::Neighbourhood;
    }
    const Geo::RoughDistance distance = Geo::RoughDistance::of(km, precision);
    const QString number = QLocale().toString(distance.km, 'f', distance.decimals);
    switch (distance.kind) {
    case Geo::RoughDistance::Unknown:
        return QString();
    case Geo::RoughDistance::Exact:
        return i18nc("@info distance in kilometres", "%1 km", number);
    case Geo::RoughDistance::About:
        return i18nc("@info an approximate distance in kilometres", "about %1 km", number);
    case Geo::RoughDistance::LessThan:
        return i18nc("@info an approximate distance in kilometres", "less than %1 km", number);
    }
    return QString();
}
