// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "calendarfile.h"

#include "links.h"
#include "ocs/servertext.h"
#include "storage/privatefiles.h"

#include <KApplicationTrader>
#include <KCalendarCore/Event>
#include <KCalendarCore/ICalFormat>
#include <KCalendarCore/MemoryCalendar>
#include <KLocalizedString>

#include <QDateTime>
#include <QDir>
#include <QStandardPaths>
#include <QUrl>

namespace
{
// A calendar entry's summary and location are lines; the description may run long, but not without end.
constexpr int maxLine = 500;
constexpr int maxDescription = 16 * 1024;

QString line(const QVariant &value)
{
    return Ocs::ServerText::bounded(value.toString(), maxLine);
}

// A fixed instant for the calendar. KCalendarCore writes a local-time QDateTime as a floating time (no zone),
// which a calendar then reads in its own zone: an 18:00+01:00 event came out as a floating 17:00 on a UTC
// desktop. QML hands a JavaScript Date over as local time, the engine an offset from UTC; both become UTC (`Z`).
// A real time zone (a TZID) is kept as it is, KCalendarCore writes its VTIMEZONE.
QDateTime instant(const QDateTime &time)
{
    return time.timeSpec() == Qt::TimeZone ? time : time.toUTC();
}
}

QByteArray CalendarFile::icsFor(const QVariantMap &event)
{
    const QDateTime start = event.value(QStringLiteral("start")).toDateTime();
    if (!start.isValid()) {
        return {};
    }
    KCalendarCore::Event::Ptr entry(new KCalendarCore::Event);
    const QString id = line(event.value(QStringLiteral("id")));
    // Stable, so that adding the same event twice updates it in a calendar instead of doubling it.
    entry->setUid(QStringLiteral("socialdesktop-event-") + QString::fromLatin1(id.toUtf8().toHex()));
    entry->setSummary(line(event.value(QStringLiteral("name"))));
    entry->setDtStart(instant(start));
    const QDateTime end = event.value(QStringLiteral("end")).toDateTime();
    if (end.isValid() && end >= start) {
        entry->setDtEnd(instant(end));
    }
    const QStringList place = {line(event.value(QStringLiteral("city"))), line(event.value(QStringLiteral("country")))};
    QStringList known;
    for (const QString &part : place) {
        if (!part.isEmpty()) {
            known.append(part);
        }
    }
    entry->setLocation(known.join(QStringLiteral(", ")));
    entry->setDescription(event.value(QStringLiteral("description")).toString().left(maxDescription));
    const QString category = line(event.value(QStringLiteral("category")));
    if (!category.isEmpty()) {
        entry->setCategories(QStringList{category});
    }
    const QUrl homepage(event.value(QStringLiteral("homepage")).toString());
    if (Links::isWebUrl(homepage)) {
        entry->setUrl(homepage);
    }
    if (event.contains(QStringLiteral("latitude")) && event.contains(QStringLiteral("longitude"))) {
        entry->setGeoLatitude(event.value(QStringLiteral("latitude")).toFloat());
        entry->setGeoLongitude(event.value(QStringLiteral("longitude")).toFloat());
    }
    KCalendarCore::MemoryCalendar::Ptr calendar(new KCalendarCore::MemoryCalendar(QTimeZone::utc()));
    calendar->addEvent(entry);
    return KCalendarCore::ICalFormat().toString(calendar).toUtf8();
}

QUrl CalendarFile::defaultFolder()
{
    const QString downloads = QStandardPaths::writableLocation(QStandardPaths::DownloadLocation);
    return QUrl::fromLocalFile(QDir(downloads).exists() ? downloads : QDir::homePath());
}

QString CalendarFile::fileName(const QVariantMap &event)
{
    QString name = line(event.value(QStringLiteral("name"))).left(80);
    for (QChar &c : name) {
        if (!c.isLetterOrNumber() && c != QLatin1Char('-') && c != QLatin1Char('_')) {
            c = QLatin1Char(' ');
        }
    }
    name = name.simplified().replace(QLatin1Char(' '), QLatin1Char('-'));
    return (name.isEmpty() ? QStringLiteral("event") : name) + QStringLiteral(".ics");
}

QString CalendarFile::save(const QVariantMap &event, const QVariant &target)
{
    m_error.clear();
    const QUrl url = target.userType() == QMetaType::QUrl ? target.toUrl() : QUrl::fromUserInput(target.toString(), QString(), QUrl::AssumeLocalFile);
    if (!url.isLocalFile()) {
        m_error = i18nc("@info", "The calendar file can only be saved on this computer.");
        return {};
    }
    QString path = url.toLocalFile();
    if (!path.endsWith(QLatin1String(".ics"), Qt::CaseInsensitive)) {
        path += QStringLiteral(".ics");
    }
    const QByteArray ics = icsFor(event);
    if (ics.isEmpty()) {
        m_error = i18nc("@info", "This event has no date a calendar can take.");
        return {};
    }
    QString error;
    if (!Storage::PrivateFiles::save(path, ics, &error)) {
        m_error = i18nc("@info %1 is the system's reason", "The calendar file could not be saved: %1", error);
        return {};
    }
    return path;
}

QString CalendarFile::errorString() const
{
    return m_error;
}

bool CalendarFile::canBeOpened()
{
    // Named for calendars itself: every text editor takes text/calendar as the text/plain it inherits from, and
    // an editor is not what Open should start.
    const QString calendar = QStringLiteral("text/calendar");
    return !KApplicationTrader::queryByMimeType(calendar, [&calendar](const KService::Ptr &service) {
                return service->mimeTypes().contains(calendar);
            }).isEmpty();
}
