// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QPair>
#include <QStringList>
#include <QVector>

/**
 * An OCS XML reply parsed with QXmlStreamReader, checking the envelope shape on the way.
 */
class OcsDocument
{
public:
    using Field = QPair<QString, QString>;

    struct Item {
        QString element;
        QString details;
        bool hasDetails = false;
        QVector<Field> fields;

        QString value(const QString &name) const;
        QStringList values(const QString &name) const;
        bool has(const QString &name) const;
        QStringList names() const;
    };

    static OcsDocument parse(const QByteArray &xml);

    bool isValid() const;
    QString errorString() const;

    QString status;
    int statusCode = -1;
    QString message;
    bool hasMessage = false;
    int totalItems = -1; // -1: absent
    int itemsPerPage = -1; // -1: absent
    QStringList metaNames;
    bool hasData = false;
    QVector<Item> items; // elements with children inside <data>
    QVector<Field> dataFields; // text elements directly inside <data>

    /** The personid of every item, in order. */
    QStringList personIds() const;
    QString dataField(const QString &name) const;

private:
    QString m_error;
};
