// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "sqlitefile.h"

#include <QFile>

#include <sqlite3.h>

namespace
{
bool bindAll(sqlite3_stmt *statement, const QVariantList &parameters)
{
    for (int i = 0; i < parameters.size(); ++i) {
        const QVariant &value = parameters.at(i);
        int result = SQLITE_OK;
        if (value.isNull()) {
            result = sqlite3_bind_null(statement, i + 1);
        } else if (value.userType() == QMetaType::Double) {
            result = sqlite3_bind_double(statement, i + 1, value.toDouble());
        } else if (value.userType() == QMetaType::LongLong || value.userType() == QMetaType::Int) {
            result = sqlite3_bind_int64(statement, i + 1, value.toLongLong());
        } else {
            const QByteArray text = value.toString().toUtf8();
            result = sqlite3_bind_text(statement, i + 1, text.constData(), text.size(), SQLITE_TRANSIENT);
        }
        if (result != SQLITE_OK) {
            return false;
        }
    }
    return true;
}

QVariant columnValue(sqlite3_stmt *statement, int column)
{
    switch (sqlite3_column_type(statement, column)) {
    case SQLITE_INTEGER:
        return QVariant(static_cast<qint64>(sqlite3_column_int64(statement, column)));
    case SQLITE_FLOAT:
        return QVariant(sqlite3_column_double(statement, column));
    case SQLITE_TEXT:
        return QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(statement, column)), sqlite3_column_bytes(statement, column));
    case SQLITE_BLOB:
        return QByteArray(static_cast<const char *>(sqlite3_column_blob(statement, column)), sqlite3_column_bytes(statement, column));
    default:
        return QVariant();
    }
}
}

SqliteFile::SqliteFile(const QString &path)
{
    if (sqlite3_open_v2(QFile::encodeName(path).constData(), &m_db, SQLITE_OPEN_READWRITE, nullptr) != SQLITE_OK) {
        m_error = QString::fromUtf8(sqlite3_errmsg(m_db));
        sqlite3_close(m_db);
        m_db = nullptr;
        return;
    }
    sqlite3_busy_timeout(m_db, 10000);
}

SqliteFile::~SqliteFile()
{
    sqlite3_close(m_db);
}

bool SqliteFile::isOpen() const
{
    return m_db != nullptr;
}

QString SqliteFile::errorString() const
{
    return m_error;
}

QVector<SqliteFile::Row> SqliteFile::rows(const QString &sql, const QVariantList &parameters)
{
    QVector<Row> result;
    if (!m_db) {
        return result;
    }
    sqlite3_stmt *statement = nullptr;
    const QByteArray utf8 = sql.toUtf8();
    if (sqlite3_prepare_v2(m_db, utf8.constData(), utf8.size(), &statement, nullptr) != SQLITE_OK || !bindAll(statement, parameters)) {
        m_error = QString::fromUtf8(sqlite3_errmsg(m_db));
        sqlite3_finalize(statement);
        return result;
    }
    int step = SQLITE_ROW;
    while ((step = sqlite3_step(statement)) == SQLITE_ROW) {
        Row row;
        for (int column = 0; column < sqlite3_column_count(statement); ++column) {
            row.insert(QString::fromUtf8(sqlite3_column_name(statement, column)), columnValue(statement, column));
        }
        result.append(row);
    }
    m_error = step == SQLITE_DONE ? QString() : QString::fromUtf8(sqlite3_errmsg(m_db));
    sqlite3_finalize(statement);
    return result;
}

QVariant SqliteFile::value(const QString &sql, const QVariantList &parameters)
{
    const QVector<Row> result = rows(sql, parameters);
    return result.isEmpty() || result.first().isEmpty() ? QVariant() : result.first().first();
}

bool SqliteFile::exec(const QString &sql, const QVariantList &parameters)
{
    rows(sql, parameters);
    return m_db && m_error.isEmpty();
}

QStringList SqliteFile::tables()
{
    QStringList names;
    for (const Row &row : rows(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"))) {
        names.append(row.value(QStringLiteral("name")).toString());
    }
    return names;
}

QStringList SqliteFile::personColumns(const QString &table)
{
    QStringList columns;
    for (const Row &row : rows(QStringLiteral("SELECT \"from\" AS name FROM pragma_foreign_key_list(?) WHERE \"table\" = 'people' COLLATE NOCASE"), {table})) {
        columns.append(row.value(QStringLiteral("name")).toString());
    }
    return columns;
}
