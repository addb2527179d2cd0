// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "calendarfile.h"
#include "plasmamenu.h"
#include "storage/privatefiles.h"

#include <KCalendarCore/ICalFormat>
#include <KCalendarCore/MemoryCalendar>

#include <KSycoca>

#include <QDir>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

/**
 * Add to Calendar: the .ics written for an event row, read back by KCalendarCore, private, bounded.
 */
class CalendarFileTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    static QVariantMap meetup()
    {
        return {{QStringLiteral("id"), QStringLiteral("7")},
                {QStringLiteral("name"), QStringLiteral("KDE meetup Berlin")},
                {QStringLiteral("description"), QStringLiteral("An evening for everyone.\nBring your laptop.")},
                {QStringLiteral("category"), QStringLiteral("Meetup")},
                {QStringLiteral("start"), QDateTime(QDate(2027, 3, 5), QTime(18, 30), Qt::OffsetFromUTC, 3600)},
                {QStringLiteral("end"), QDateTime(QDate(2027, 3, 5), QTime(21, 30), Qt::OffsetFromUTC, 3600)},
                {QStringLiteral("city"), QStringLiteral("Berlin")},
                {QStringLiteral("country"), QStringLiteral("Germany")},
                {QStringLiteral("latitude"), 52.52},
                {QStringLiteral("longitude"), 13.405},
                {QStringLiteral("homepage"), QStringLiteral("https://events.example.org/7")}};
    }

    static KCalendarCore::Event::List readBack(const QString &path)
    {
        KCalendarCore::MemoryCalendar::Ptr calendar(new KCalendarCore::MemoryCalendar(QTimeZone::utc()));
        if (!KCalendarCore::ICalFormat().load(calendar, path)) {
            return {};
        }
        return calendar->events();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // The applications menu KSycoca reads, as a Plasma session names it.
        if (qEnvironmentVariableIsEmpty("XDG_MENU_PREFIX") && !plasmaMenuPrefix().isEmpty()) {
            qputenv("XDG_MENU_PREFIX", plasmaMenuPrefix().toUtf8());
        }
    }

    void readBackTheSame()
    {
        CalendarFile file;
        const QString path = file.save(meetup(), QUrl::fromLocalFile(m_dir.filePath(QStringLiteral("meetup.ics"))));
        QVERIFY2(!path.isEmpty(), qPrintable(file.errorString()));
        QCOMPARE(path, m_dir.filePath(QStringLiteral("meetup.ics")));
        QVERIFY(Storage::PrivateFiles::isPrivate(path));

        const KCalendarCore::Event::List events = readBack(path);
        QCOMPARE(events.size(), 1);
        const KCalendarCore::Event::Ptr event = events.first();
        QCOMPARE(event->summary(), QStringLiteral("KDE meetup Berlin"));
        QCOMPARE(event->dtStart().toUTC(), QDateTime(QDate(2027, 3, 5), QTime(17, 30), Qt::UTC));
        QCOMPARE(event->dtEnd().toUTC(), QDateTime(QDate(2027, 3, 5), QTime(20, 30), Qt::UTC));
        QCOMPARE(event->location(), QStringLiteral("Berlin, Germany"));
        QCOMPARE(event->description(), QStringLiteral("An evening for everyone.\nBring your laptop."));
        QCOMPARE(event->categories(), QStringList{QStringLiteral("Meetup")});
        QCOMPARE(event->url(), QUrl(QStringLiteral("https://events.example.org/7")));
        QVERIFY(qAbs(event->geoLatitude() - 52.52f) < 0.001f);

        // RFC 5545's required parts.
        QFile raw(path);
        QVERIFY(raw.open(QIODevice::ReadOnly));
        const QByteArray text = raw.readAll();
        for (const char *part : {"BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:", "BEGIN:VEVENT", "UID:socialdesktop-event-", "DTSTAMP:", "END:VCALENDAR"}) {
            QVERIFY2(text.contains(part), part);
        }
        QVERIFY(text.contains("\r\n"));
    }

    // The event's instant survives whatever form the start comes in: QML hands a JavaScript Date over as local
    // time, the engine an offset, a row may carry the server's text. Never written floating (a calendar would read
    // a floating time in its own zone), and read back by KCalendarCore as the same instant.
    void keepsTheInstant_data()
    {
        QTest::addColumn<QVariant>("start");
        const QDateTime utc(QDate(2026, 12, 5), QTime(17, 0), Qt::UTC);
        QTest::newRow("offset") << QVariant(QDateTime(QDate(2026, 12, 5), QTime(18, 0), Qt::OffsetFromUTC, 3600));
        QTest::newRow("local, as from QML") << QVariant(utc.toLocalTime());
        QTest::newRow("server text") << QVariant(QStringLiteral("2026-12-05T18:00:00+01:00"));
        QTest::newRow("time zone") << QVariant(QDateTime(QDate(2026, 12, 5), QTime(18, 0), QTimeZone("Europe/Berlin")));
    }

    void keepsTheInstant()
    {
        QFETCH(QVariant, start);
        QVariantMap event = meetup();
        event.insert(QStringLiteral("start"), start);
        event.remove(QStringLiteral("end"));
        const QByteArray ics = CalendarFile::icsFor(event);
        QVERIFY(!ics.isEmpty());
        QVERIFY2(ics.contains("DTSTART:20261205T170000Z") || ics.contains("DTSTART;TZID=Europe/Berlin:20261205T180000"), ics.constData());

        KCalendarCore::MemoryCalendar::Ptr calendar(new KCalendarCore::MemoryCalendar(QTimeZone("Asia/Tokyo")));
        QVERIFY(KCalendarCore::ICalFormat().fromString(calendar, QString::fromUtf8(ics)));
        QCOMPARE(calendar->events().size(), 1);
        const QDateTime read = calendar->events().first()->dtStart();
        QVERIFY(read.timeSpec() != Qt::LocalTime); // not floating
        QCOMPARE(read.toUTC(), QDateTime(QDate(2026, 12, 5), QTime(17, 0), Qt::UTC));
    }

    void suffixAddedAndPathTaken()
    {
        CalendarFile file;
        const QString path = file.save(meetup(), m_dir.filePath(QStringLiteral("plain")));
        QCOMPARE(path, m_dir.filePath(QStringLiteral("plain.ics")));
        QCOMPARE(readBack(path).size(), 1);
    }

    void hostileRowsStayBounded()
    {
        QVariantMap event = meetup();
        event.insert(QStringLiteral("name"), QStringLiteral("Line\r\nBREAK\u202Eevil") + QString(100000, QLatin1Char('n')));
        event.insert(QStringLiteral("description"), QString(1024 * 1024, QLatin1Char('d')));
        event.insert(QStringLiteral("homepage"), QStringLiteral("javascript:alert(1)"));
        event.remove(QStringLiteral("end"));
        CalendarFile file;
        const QString path = file.save(event, m_dir.filePath(QStringLiteral("hostile.ics")));
        QVERIFY2(!path.isEmpty(), qPrintable(file.errorString()));
        const KCalendarCore::Event::List events = readBack(path);
        QCOMPARE(events.size(), 1);
        const QString summary = events.first()->summary();
        QVERIFY(summary.size() <= 500);
        QVERIFY(summary.startsWith(QLatin1String("Line BREAK evil")));
        QCOMPARE(events.first()->description().size(), 16 * 1024);
        QVERIFY(events.first()->url().isEmpty());
        QVERIFY(!events.first()->hasEndDate() || events.first()->dtEnd() == events.first()->dtStart());
    }

    void noDateNoFile()
    {
        QVariantMap event = meetup();
        event.remove(QStringLiteral("start"));
        CalendarFile file;
        QCOMPARE(file.save(event, m_dir.filePath(QStringLiteral("undated.ics"))), QString());
        QVERIFY(!file.errorString().isEmpty());
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("undated.ics"))));
    }

    void onlyLocalFiles()
    {
        CalendarFile file;
        QCOMPARE(file.save(meetup(), QUrl(QStringLiteral("https://example.org/x.ics"))), QString());
        QVERIFY(!file.errorString().isEmpty());
    }

    void openOnlyWithACalendarApplication()
    {
        // This test's own XDG_DATA_HOME (OWN_HOME): a text editor for text/plain is no calendar.
        const QString applications = QStandardPaths::writableLocation(QStandardPaths::ApplicationsLocation);
        QVERIFY(QDir().mkpath(applications));
        auto install = [&applications](const char *name, const char *types) {
            QFile desktop(applications + QLatin1Char('/') + QLatin1String(name));
            QVERIFY(desktop.open(QIODevice::WriteOnly));
            desktop.write(QByteArray("[Desktop Entry]\nType=Application\nName=") + name + "\nExec=true %f\nMimeType=" + types + ";\n");
        };
        install("editor.desktop", "text/plain");
        KSycoca::self()->ensureCacheValid();
        const bool systemHasOne = CalendarFile::canBeOpened();
        if (systemHasOne) {
            qInfo("an application on this system handles text/calendar already");
        }
        install("calendar.desktop", "text/calendar");
        KSycoca::self()->ensureCacheValid();
        QTRY_VERIFY(CalendarFile::canBeOpened());
        if (!systemHasOne) {
            QVERIFY(QFile::remove(applications + QStringLiteral("/calendar.desktop")));
            KSycoca::self()->ensureCacheValid();
            QTRY_VERIFY(!CalendarFile::canBeOpened());
        }
    }

    void fileNames()
    {
        QCOMPARE(CalendarFile::fileName(meetup()), QStringLiteral("KDE-meetup-Berlin.ics"));
        QCOMPARE(CalendarFile::fileName({{QStringLiteral("name"), QStringLiteral("../../.bashrc")}}), QStringLiteral("bashrc.ics"));
        QCOMPARE(CalendarFile::fileName({}), QStringLiteral("event.ics"));
        QVERIFY(CalendarFile::defaultFolder().isLocalFile());
    }
};

QTEST_GUILESS_MAIN(CalendarFileTest)

#include "calendarfiletest.moc"
