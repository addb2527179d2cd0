// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QTemporaryFile>

/**
 * A file of personal data that socialdesktop-admin writes (an export, a backup): made 0600 as a temporary file beside
 * its target and renamed over the target by commit(), so the target is never half written nor readable by others.
 * Removed when not committed.
 */
class PrivateFile
{
public:
    explicit PrivateFile(const QString &target);

    /** Creates the temporary file, open for writing; false with *error. */
    bool open(QString *error);
    QFile &file();
    /** Closes it, flushed to the disk, and renames it over the target. */
    bool commit(QString *error);

private:
    QString m_target;
    QTemporaryFile m_file;
};
