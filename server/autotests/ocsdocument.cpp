// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsdocument.h"

#include <QXmlStreamReader>

QString OcsDocument::Item::value(const QString &name) const
{
    for (const Field &field : fields) {
        if (field.first == name) {
            return field.second;
        }
    }
    return QString();
}

QStringList OcsDocument::Item::values(const QString &name) const
{
    QStringList result;
    for (const Field &field : fields) {
        if (field.first == name) {
            result.append(field.second);
        }
    }
    return result;
}

bool OcsDocument::Item::has(const QString &name) const
{
    for (const Field &field : fields) {
        if (field.first == name) {
            return true;
        }
    }
    return false;
}

QStringList OcsDocument::Item::names() const
{
    QStringList result;
    for (const Field &field : fields) {
        result.append(field.first);
    }
    return result;
}

OcsDocument OcsDocument::parse(const QByteArray &xml)
{
    OcsDocument document;
    QXmlStreamReader reader(xml);
    if (!reader.readNextStartElement() || reader.name() != QLatin1String("ocs")) {
        document.m_error = QStringLiteral("root element is not <ocs>");
        return document;
    }
    bool sawMeta = false;
    while (reader.readNextStartElement()) {
        if (reader.name() == QLatin1String("meta")) {
            sawMeta = true;
            while (reader.readNextStartElement()) {
                const QString name = reader.name().toString();
                const QString text = reader.readElementText();
                document.metaNames.append(name);
                if (name == QLatin1String("status")) {
                    document.status = text;
                } else if (name == QLatin1String("statuscode")) {
                    document.statusCode = text.toInt();
                } else if (name == QLatin1String("message")) {
                    document.message = text;
                    document.hasMessage = true;
                } else if (name == QLatin1String("totalitems")) {
                    document.totalItems = text.toInt();
                } else if (name == QLatin1String("itemsperpage")) {
                    document.itemsPerPage = text.toInt();
                }
            }
        } else if (reader.name() == QLatin1String("data")) {
            document.hasData = true;
            while (reader.readNextStartElement()) {
                Item item;
                item.element = reader.name().toString();
                item.hasDetails = reader.attributes().hasAttribute(QStringLiteral("details"));
                item.details = reader.attributes().value(QStringLiteral("details")).toString();
                QString text;
                bool hasChildren = false;
                while (!reader.atEnd()) {
                    reader.readNext();
                    if (reader.isStartElement()) {
                        hasChildren = true;
                        const QString name = reader.name().toString();
                        item.fields.append(Field(name, reader.readElementText()));
                    } else if (reader.isCharacters()) {
                        text += reader.text();
                    } else if (reader.isEndElement()) {
                        break;
                    }
                }
                if (hasChildren) {
                    document.items.append(item);
                } else {
                    document.dataFields.append(Field(item.element, text));
                }
            }
        } else {
            reader.skipCurrentElement();
        }
    }
    if (reader.hasError()) {
        document.m_error = reader.errorString();
    } else if (!sawMeta) {
        document.m_error = QStringLiteral("no <meta>");
    }
    return document;
}

bool OcsDocument::isValid() const
{
    return m_error.isEmpty();
}

QString OcsDocument::errorString() const
{
    return m_error;
}

QStringList OcsDocument::personIds() const
{
    QStringList ids;
    for (const Item &item : items) {
        ids.append(item.value(QStringLiteral("personid")));
    }
    return ids;
}

QString OcsDocument::dataField(const QString &name) const
{
    for (const Field &field : dataFields) {
        if (field.first == name) {
            return field.second;
        }
    }
    return QString();
}
