// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "gpsdreport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <gps.h>

#include <cmath>
#include <iterator>

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
    // libgps 3.22 also hangs on well-formed lines (`{"class":"DEVICES","x":[{"class":"DEVICE"}]}`, or a string
    // where it wants a number before `class`), so it only ever sees the two reports we read, rebuilt with
    // `class` first and then only their known fields, each with the type gpsd gives it.
    struct Field {
        const char *name;
        bool isString;
    };
    static const Field versionFields[] = {{"release", true}, {"rev", true}, {"proto_major", false}, {"proto_minor", false}};
    static const Field tpvFields[] = {{"device", true},
                                      {"mode", false},
                                      {"status", false},
                                      {"time", true},
                                      {"ept", false},
                                      {"lat", false},
                                      {"lon", false},
                                      {"alt", false},
                                      {"altHAE", false},
                                      {"altMSL", false},
                                      {"epx", false},
                                      {"epy", false},
                                      {"epv", false},
                                      {"eph", false},
                                      {"track", false},
                                      {"speed", false},
                                      {"climb", false},
                                      {"eps", false},
                                      {"epc", false}};
    const Field *begin = nullptr;
    const Field *end = nullptr;
    if (reportClass == QLatin1String("VERSION")) {
        begin = std::begin(versionFields);
        end = std::end(versionFields);
    } else if (reportClass == QLatin1String("TPV")) {
        begin = std::begin(tpvFields);
        end = std::end(tpvFields);
    } else {
        return true; // gpsd's, but nothing about the position: data.set stays empty
    }
    QByteArray copy = "{\"class\":\"" + reportClass.toLatin1() + '"';
    for (const Field *field = begin; field != end; ++field) {
        const QJsonValue value = object.value(QLatin1String(field->name));
        QByteArray text;
        if (field->isString && value.isString()) {
            // The string as JSON (quotes and escapes included), taken from a one-element array.
            text = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact).mid(1);
            text.chop(1);
        } else if (!field->isString && value.isDouble() && std::isfinite(value.toDouble())) {
            text = QByteArray::number(value.toDouble(), 'g', 17);
        } else {
            continue;
        }
        copy += ",\"" + QByteArray(field->name) + "\":" + text;
    }
    copy += '}';
    if (copy.size() > maximumLineLength) {
        return false;
    }
    // gps_unpack() writes into its argument while it parses: copy is our own, NUL-terminated.
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
