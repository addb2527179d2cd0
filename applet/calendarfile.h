// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QObject>
#include <QUrl>
#include <QVariantMap>

/**
 * Add to Calendar (QML singleton `CalendarFile`): one event of the Events view as a standards-conforming
 * iCalendar file (RFC 5545, written by KCalendarCore), saved where the user chose, 0600 like every file the
 * widget writes. Whether the desktop can open it is asked here too: a plain Plasma desktop may have no
 * application for text/calendar, and then the widget does not offer to open it. Opening goes through
 * Links.openLocalFile(), never the link door.
 */
class CalendarFile : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    /// The iCalendar text for an event row (`name`, `start`, `end`, `city`, `country`, `description`, …); empty when it has no start.
    static QByteArray icsFor(const QVariantMap &event);

    /// Where the file dialog starts: the Downloads folder (home when there is none).
    Q_INVOKABLE static QUrl defaultFolder();
    /// A file name for the event: its name without characters a file system or a shell would stumble on, `.ics`.
    Q_INVOKABLE static QString fileName(const QVariantMap &event);

    /**
     * Writes the event to @p target (a local file URL or path, as a file dialog gives it). Returns the local path
     * written, or "" and sets errorString.
     */
    Q_INVOKABLE QString save(const QVariantMap &event, const QVariant &target);
    Q_INVOKABLE QString errorString() const;

    /// Whether an application on this desktop names text/calendar among its types (a text editor does not count).
    Q_INVOKABLE static bool canBeOpened();

private:
    QString m_error;
};
