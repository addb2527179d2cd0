// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "placeindex.h"

#include "geo_debug.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>

#include <algorithm>
#include <cmath>

namespace Geo
{

namespace
{

bool isCountryCode(const QString &code)
{
    static const QRegularExpression twoLetters(QStringLiteral("^[A-Z]{2}$"));
    return twoLetters.match(code).hasMatch();
}

/// ISO 6709 sign-degrees-minutes[-seconds] as tzdata writes it (`+4723`, `-03740`, `+472300`); NaN when not.
double sexagesimal(const QString &text, int degreeDigits)
{
    const int length = text.size() - 1;
    if ((length != degreeDigits + 2 && length != degreeDigits + 4) || (text.at(0) != QLatin1Char('+') && text.at(0) != QLatin1Char('-'))) {
        return std::nan("");
    }
    for (int i = 1; i < text.size(); ++i) {
        if (!text.at(i).isDigit() || text.at(i).unicode() > 127) {
            return std::nan("");
        }
    }
    const double degrees = text.mid(1, degreeDigits).toInt();
    const double minutes = text.mid(1 + degreeDigits, 2).toInt();
    const double seconds = length == degreeDigits + 4 ? text.mid(3 + degreeDigits, 2).toInt() : 0;
    if (minutes >= 60 || seconds >= 60) {
        return std::nan("");
    }
    const double value = degrees + minutes / 60.0 + seconds / 3600.0;
    return text.at(0) == QLatin1Char('-') ? -value : value;
}

/// The letters some languages write as two, and others that no decomposition takes apart.
QString spelledOut(QChar c)
{
    switch (c.unicode()) {
    case 0x00DF: // ß
        return QStringLiteral("ss");
    case 0x00E6: // æ
        return QStringLiteral("ae");
    case 0x0153: // œ
        return QStringLiteral("oe");
    case 0x00F8: // ø
        return QStringLiteral("o");
    case 0x0111: // đ
    case 0x00F0: // ð
        return QStringLiteral("d");
    case 0x0142: // ł
        return QStringLiteral("l");
    case 0x00FE: // þ
        return QStringLiteral("th");
    case 0x0131: // dotless i
        return QStringLiteral("i");
    default:
        return {};
    }
}

} // namespace

QString PlaceIndex::fold(const QString &text)
{
    const QString decomposed = text.left(maxNameLength * 2).normalized(QString::NormalizationForm_KD).toCaseFolded();
    QString folded;
    folded.reserve(decomposed.size());
    bool space = true;
    for (const QChar c : decomposed) {
        const QChar::Category category = c.category();
        if (category == QChar::Mark_NonSpacing || category == QChar::Mark_SpacingCombining || category == QChar::Mark_Enclosing
            || category == QChar::Other_Format) {
            continue;
        }
        const QString spelled = spelledOut(c);
        if (!spelled.isEmpty()) {
            folded += spelled;
            space = false;
        } else if (c.isLetterOrNumber()) {
            folded += c;
            space = false;
        } else if (!space) {
            // Hyphens, apostrophes, underscores, dots and spaces alike: "Saint-Étienne" is found as "saint et".
            folded += QLatin1Char(' ');
            space = true;
        }
    }
    if (folded.endsWith(QLatin1Char(' '))) {
        folded.chop(1);
    }
    return folded;
}

QByteArray PlaceIndex::readBounded(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    const QByteArray bytes = file.read(maxFileBytes + 1);
    if (bytes.size() > maxFileBytes) {
        qCWarning(SOCIALDESKTOP_GEO) << "place list larger than" << maxFileBytes << "bytes, not read:" << path;
        return {};
    }
    return bytes;
}

bool PlaceIndex::add(const Place &place)
{
    if (m_places.size() >= maxPlaces) {
        return false;
    }
    const QString name = place.name.simplified();
    if (name.isEmpty() || name.size() > maxNameLength || !isCountryCode(place.countryCode) || !std::isfinite(place.latitude) || !std::isfinite(place.longitude)
        || std::abs(place.latitude) > 90 || std::abs(place.longitude) > 180) {
        return false;
    }
    const QString folded = fold(name);
    if (folded.isEmpty()) {
        return false;
    }
    const QString key = place.countryCode + QLatin1Char(' ') + folded;
    if (m_keys.contains(key)) {
        return false;
    }
    m_keys.insert(key);
    m_places.append(Place{name, place.countryCode, place.latitude, place.longitude});
    m_folded.append(folded);
    return true;
}

int PlaceIndex::addCitiesFile(const QString &path)
{
    const QJsonArray cities = QJsonDocument::fromJson(readBounded(path)).array();
    int added = 0;
    for (const QJsonValue &value : cities) {
        const QJsonObject city = value.toObject();
        const QJsonValue latitude = city.value(QLatin1String("latitudeMicro"));
        const QJsonValue longitude = city.value(QLatin1String("longitudeMicro"));
        if (!latitude.isDouble() || !longitude.isDouble()) {
            continue;
        }
        added += add(Place{city.value(QLatin1String("name")).toString(),
                           city.value(QLatin1String("country")).toString(),
                           latitude.toDouble() / 1e6,
                           longitude.toDouble() / 1e6});
    }
    return added;
}

int PlaceIndex::addZoneTable(const QString &path)
{
    const QByteArray bytes = readBounded(path);
    int added = 0;
    for (const QByteArray &line : bytes.split('\n')) {
        if (line.isEmpty() || line.startsWith('#')) {
            continue;
        }
        const QList<QByteArray> columns = line.split('\t');
        if (columns.size() < 3) {
            continue;
        }
        // zone1970.tab lists every country a zone covers; the principal place is in the first.
        const QString country = QString::fromLatin1(columns.at(0).split(',').constFirst());
        const QString coordinates = QString::fromLatin1(columns.at(1));
        const int split = std::max(coordinates.lastIndexOf(QLatin1Char('+')), coordinates.lastIndexOf(QLatin1Char('-')));
        if (split <= 0) {
            continue;
        }
        const double latitude = sexagesimal(coordinates.left(split), 2);
        const double longitude = sexagesimal(coordinates.mid(split), 3);
        // "America/Argentina/Buenos_Aires": the place is the last part.
        const QString zone = QString::fromUtf8(columns.at(2).trimmed());
        QString name = zone.mid(zone.lastIndexOf(QLatin1Char('/')) + 1);
        name.replace(QLatin1Char('_'), QLatin1Char(' '));
        if (zone.startsWith(QLatin1String("Etc/"))) {
            continue;
        }
        added += add(Place{name, country, latitude, longitude});
    }
    return added;
}

int PlaceIndex::size() const
{
    return m_places.size();
}

QVector<Place> PlaceIndex::search(const QString &text, int limit) const
{
    const QString query = text.left(maxQueryLength);
    const int comma = query.indexOf(QLatin1Char(','));
    const QString name = fold(comma >= 0 ? query.left(comma) : query);
    const QString country = comma >= 0 ? query.mid(comma + 1).trimmed().toUpper() : QString();
    limit = std::clamp(limit, 0, int(maxResults));
    if (name.isEmpty() || limit == 0) {
        return {};
    }
    const QString wordStart = QLatin1Char(' ') + name;
    struct Match {
        int rank;
        int index;
    };
    QVector<Match> matches;
    for (int i = 0; i < m_places.size(); ++i) {
        if (!country.isEmpty() && !m_places.at(i).countryCode.startsWith(country)) {
            continue;
        }
        const QString &folded = m_folded.at(i);
        if (folded.startsWith(name)) {
            matches.append({0, i});
        } else if (folded.contains(wordStart)) {
            matches.append({1, i});
        } else if (folded.contains(name)) {
            matches.append({2, i});
        }
    }
    const auto before = [this](const Match &a, const Match &b) {
        if (a.rank != b.rank) {
            return a.rank < b.rank;
        }
        const QString &first = m_folded.at(a.index);
        const QString &second = m_folded.at(b.index);
        if (first.size() != second.size()) {
            return first.size() < second.size();
        }
        if (first != second) {
            return first < second;
        }
        return m_places.at(a.index).countryCode < m_places.at(b.index).countryCode;
    };
    const int count = std::min(limit, int(matches.size()));
    std::partial_sort(matches.begin(), matches.begin() + count, matches.end(), before);
    QVector<Place> found;
    found.reserve(count);
    for (int i = 0; i < count; ++i) {
        found.append(m_places.at(matches.at(i).index));
    }
    return found;
}

QStringList PlaceIndex::installedFiles()
{
    QStringList files;
    const QString cities = QStandardPaths::locate(QStandardPaths::GenericDataLocation, QStringLiteral("socialdesktop/cities.json"));
    if (!cities.isEmpty()) {
        files.append(cities);
    }
    // tzdata (Debian priority "required"): zone.tab has one country a row, zone1970.tab fewer rows.
    const QString tzdir = qEnvironmentVariable("TZDIR", QStringLiteral("/usr/share/zoneinfo"));
    for (const char *table : {"zone.tab", "zone1970.tab"}) {
        const QString path = tzdir + QLatin1Char('/') + QLatin1String(table);
        if (QFile::exists(path)) {
            files.append(path);
            break;
        }
    }
    return files;
}

const PlaceIndex &PlaceIndex::installed()
{
    static const PlaceIndex s_index = [] {
        PlaceIndex index;
        const QStringList files = installedFiles();
        for (const QString &file : files) {
            const int added = file.endsWith(QLatin1String(".json")) ? index.addCitiesFile(file) : index.addZoneTable(file);
            qCDebug(SOCIALDESKTOP_GEO) << "places from" << file << ":" << added;
        }
        return index;
    }();
    return s_index;
}

} // namespace Geo
