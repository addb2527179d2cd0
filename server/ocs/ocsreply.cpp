// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsreply.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QXmlStreamWriter>

namespace
{
QJsonObject fieldsToJson(const OcsItem &item)
{
    QJsonObject object;
    for (const OcsItem::Field &field : item.fields()) {
        const auto existing = object.constFind(field.first);
        if (existing == object.constEnd()) {
            object.insert(field.first, field.second);
        } else if (existing->isArray()) {
            QJsonArray array = existing->toArray();
            array.append(field.second);
            object.insert(field.first, array);
        } else {
            object.insert(field.first, QJsonArray{existing->toString(), field.second});
        }
    }
    if (item.hasChildren()) {
        QJsonArray children;
        for (const OcsItem &child : item.children()) {
            children.append(fieldsToJson(child));
        }
        object.insert(QStringLiteral("children"), children);
    }
    return object;
}

void writeItem(QXmlStreamWriter &writer, const OcsItem &item)
{
    writer.writeStartElement(item.element());
    if (!item.details().isEmpty()) {
        writer.writeAttribute(QStringLiteral("details"), item.details());
    }
    for (const OcsItem::Field &field : item.fields()) {
        writer.writeTextElement(field.first, field.second);
    }
    if (item.hasChildren()) {
        writer.writeStartElement(QStringLiteral("children"));
        for (const OcsItem &child : item.children()) {
            writeItem(writer, child);
        }
        writer.writeEndElement();
    }
    writer.writeEndElement();
}
}

OcsReply OcsReply::ok()
{
    return OcsReply();
}

OcsReply OcsReply::failed(int statusCode, const QString &message)
{
    OcsReply reply;
    reply.m_statusCode = statusCode;
    reply.m_message = message;
    return reply;
}

int OcsReply::statusCode() const
{
    return m_statusCode;
}

QString OcsReply::message() const
{
    return m_message;
}

OcsReply OcsReply::notStored()
{
    return failed(serverError, QStringLiteral("the server could not store this now; try again later"));
}

OcsReply OcsReply::notOffered()
{
    return failed(998,
                  QStringLiteral("Invalid query, please check the syntax. API specifications are here: "
                                 "http://www.freedesktop.org/wiki/Specifications/open-collaboration-services."));
}

OcsReply OcsReply::list(qint64 totalItems, int itemsPerPage)
{
    OcsReply reply;
    reply.m_totalItems = totalItems;
    reply.m_itemsPerPage = itemsPerPage;
    reply.m_hasData = true;
    return reply;
}

void OcsReply::addItem(const OcsItem &item)
{
    m_hasData = true;
    m_flatData = false;
    m_items.append(item);
}

void OcsReply::setDataFields(const OcsItem &fields)
{
    m_hasData = true;
    m_flatData = true;
    m_items = {fields};
}

QByteArray OcsReply::toXml() const
{
    QByteArray xml;
    QXmlStreamWriter writer(&xml);
    writer.setAutoFormatting(true);
    writer.setAutoFormattingIndent(1);
    writer.writeStartDocument();
    writer.writeStartElement(QStringLiteral("ocs"));
    writer.writeStartElement(QStringLiteral("meta"));
    writer.writeTextElement(QStringLiteral("status"), m_statusCode == 100 ? QStringLiteral("ok") : QStringLiteral("failed"));
    writer.writeTextElement(QStringLiteral("statuscode"), QString::number(m_statusCode));
    writer.writeTextElement(QStringLiteral("message"), m_message);
    if (m_totalItems >= 0) {
        writer.writeTextElement(QStringLiteral("totalitems"), QString::number(m_totalItems));
    }
    if (m_itemsPerPage > 0) {
        writer.writeTextElement(QStringLiteral("itemsperpage"), QString::number(m_itemsPerPage));
    }
    writer.writeEndElement(); // meta
    if (m_hasData) {
        writer.writeStartElement(QStringLiteral("data"));
        for (const OcsItem &item : m_items) {
            if (!m_flatData) {
                writeItem(writer, item);
                continue;
            }
            for (const OcsItem::Field &field : item.fields()) {
                writer.writeTextElement(field.first, field.second);
            }
        }
        writer.writeEndElement(); // data
    }
    writer.writeEndElement(); // ocs
    writer.writeEndDocument();
    return xml;
}

QByteArray OcsReply::toJson() const
{
    QJsonObject object;
    object.insert(QStringLiteral("status"), m_statusCode == 100 ? QStringLiteral("ok") : QStringLiteral("failed"));
    object.insert(QStringLiteral("statuscode"), m_statusCode);
    object.insert(QStringLiteral("message"), m_message);
    object.insert(QStringLiteral("totalitems"), m_totalItems >= 0 ? QJsonValue(static_cast<double>(m_totalItems)) : QJsonValue(QString()));
    object.insert(QStringLiteral("itemsperpage"), m_itemsPerPage > 0 ? QJsonValue(m_itemsPerPage) : QJsonValue(QString()));
    if (m_flatData && !m_items.isEmpty()) {
        object.insert(QStringLiteral("data"), fieldsToJson(m_items.constFirst()));
    } else {
        QJsonArray data;
        for (const OcsItem &item : m_items) {
            data.append(fieldsToJson(item));
        }
        object.insert(QStringLiteral("data"), data);
    }
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}
