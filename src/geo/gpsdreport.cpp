// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "gpsdreport.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <gps.h>

#include <cmath>

namespace Geo
{

namespace
{
// Used when a receiver gives no error estimate at all: a plain consumer GPS is good to this.
constexpr double defaultAccuracy = 100.0;

double accuracyOf(const gps_fix_t &fix)
{
    if (std::isfinite(fix.eph) && fix.eph > 0) {
        return fix.eph;
    }
    if (std::isfinite(fix.epx) && std::isfinite(fix.epy) && (fix.epx > 0 || fix.epy > 0)) {
        const double accuracy = std::hypot(fix.epx, fix.epy);
        return std::isfinite(accuracy) ? accuracy : defaultAccuracy;
    }
    return defaultAccuracy;
}

QDateTime timestampOf(const gps_data_t &data, const QDateTime &now)
{
    const timespec &time = data.fix.time;
    // Beyond year 9999 a QDateTime is invalid; gpsd's text can say anything.
    constexpr qint64 latestSeconds = 253402300799;
    if (!(data.set & TIME_SET) || time.tv_sec <= 0 || time.tv_sec > latestSeconds || time.tv_nsec < 0 || time.tv_nsec >= 1000000000) {
        return now;
    }
    return QDateTime::fromMSecsSinceEpoch(qint64(time.tv_sec) * 1000 + time.tv_nsec / 1000000, Qt::UTC);
}
}

bool GpsdReport::unpack(const QByteArray &line, gps_data_t &data)
{
    data.set = 0;
    if (line.size() > maximumLineLength || !line.startsWith('{')) {
        return false;
    }
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(line, &error);
    const QJsonObject object = document.object();
    const QString reportClass = object.value(QStringLiteral("class")).toString();
    if (error.error != QJsonParseError::NoError || !document.isObject() || reportClass.isEmpty()) {
        return false;
    }
    // libgps 3.22 also hangs on well-formed lines (`{"class":"DEVICES","x":[{"class":"DEVICE"}]}`), so it
    // only ever sees the two reports we read, rebuilt from their known fields with scalar values.
    const QStringList *fields = nullptr;
    static const QStringList versionFields{QStringLiteral("release"), QStringLiteral("rev"), QStringLiteral("proto_major"), QStringLiteral("proto_minor")};
    static const QStringList tpvFields{QStringLiteral("device"),
                                       QStringLiteral("mode"),
                                       QStringLiteral("status"),
                                       QStringLiteral("time"),
                                       QStringLiteral("ept"),
                                       QStringLiteral("lat"),
                                       QStringLiteral("lon"),
                                       QStringLiteral("alt"),
                                       QStringLiteral("altHAE"),
                                       QStringLiteral("altMSL"),
                                       QStringLiteral("epx"),
                                       QStringLiteral("epy"),
                                       QStringLiteral("epv"),
                                       QStringLiteral("eph"),
                                       QStringLiteral("track"),
                                       QStringLiteral("speed"),
                                       QStringLiteral("climb"),
                                       QStringLiteral("eps"),
                                       QStringLiteral("epc")};
    if (reportClass == QLatin1String("VERSION")) {
        fields = &versionFields;
    } else if (reportClass == QLatin1String("TPV")) {
        fields = &tpvFields;
    } else {
        return true; // gpsd's, but nothing about the position: data.set stays empty
    }
    QJsonObject clean{{QStringLiteral("class"), reportClass}};
    for (const QString &field : *fields) {
        const QJsonValue value = object.value(field);
        if (value.isString() || value.isDouble()) {
            clean.insert(field, value);
        }
    }
    // gps_unpack() writes into its argument while it parses: a private, NUL-terminated copy.
    QByteArray copy = QJsonDocument(clean).toJson(QJsonDocument::Compact);
    if (copy.size() > maximumLineLength) {
        return false;
    }
    return gps_unpack(copy.data(), &data) == 0;
}

GpsdReport GpsdReport::interpret(const gps_data_t &data, const QDateTime &now)
{
    GpsdReport report;
    if (data.set & VERSION_SET) {
        report.kind = Kind::Greeting;
        return report;
    }
    if (!(data.set & MODE_SET)) {
        return report;
    }
    const gps_fix_t &reading = data.fix;
    const bool usable = reading.mode >= MODE_2D && (data.set & LATLON_SET) && std::isfinite(reading.latitude) && std::isfinite(reading.longitude);
    Fix fix;
    fix.source = Source::Gps;
    fix.latitude = reading.latitude;
    fix.longitude = reading.longitude;
    fix.accuracy = accuracyOf(reading);
    fix.timestamp = timestampOf(data, now);
    if (!usable || !fix.isValid()) {
        report.kind = Kind::NoFix;
        return report;
    }
    report.kind = Kind::Position;
    report.fix = fix;
    return report;
}

} // namespace Geo
