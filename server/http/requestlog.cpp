// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "requestlog.h"

#include <QJsonDocument>

bool RequestLog::open(const QString &path, QString *errorMessage)
{
    std::lock_guard<std::mutex> guard(m_mutex);
    m_file.setFileName(path);
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::Append)) {
        *errorMessage = m_file.errorString();
        return false;
    }
    return true;
}

bool RequestLog::isOpen() const
{
    return m_file.isOpen();
}

void RequestLog::write(const QJsonObject &entry)
{
    if (!isOpen()) {
        return;
    }
    const QByteArray line = QJsonDocument(entry).toJson(QJsonDocument::Compact) + '\n';
    std::lock_guard<std::mutex> guard(m_mutex);
    m_file.write(line);
    m_file.flush();
}
