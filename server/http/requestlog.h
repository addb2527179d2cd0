// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QFile>
#include <QJsonObject>

#include <mutex>

/**
 * Appends one compact JSON object per request and line, flushed at once, so tests can read what
 * reached the server. Passwords are redacted by RequestParams; headers are never logged.
 */
class RequestLog
{
public:
    bool open(const QString &path, QString *errorMessage);
    bool isOpen() const;
    void write(const QJsonObject &entry);

private:
    std::mutex m_mutex;
    QFile m_file;
};
