// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsitem.h"

namespace
{
/** Drops what XML 1.0 cannot carry (control characters, unpaired surrogates), so any stored text is safe to write. */
QString xmlSafe(const QString &text)
{
    QString result;
    result.reserve(text.size());
    for (int i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        const ushort u = c.unicode();
        if (c.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            result += c;
            result += text.at(++i);
            continue;
        }
        if (c.isSurrogate() || u == 0xFFFE || u == 0xFFFF || (u < 0x20 && u != 0x09 && u != 0x0A && u != 0x0D)) {
            continue;
        }
        result += c;
    }
    return result;
}
}

OcsItem::OcsItem(const QString &element, const QString &details)
    : m_element(element)
    , m_details(details)
{
}

void OcsItem::add(const QString &name, const QString &value)
{
    m_fields.append(Field(name, xmlSafe(value)));
}

void OcsItem::add(const QString &name, qint64 value)
{
    m_fields.append(Field(name, QString::number(value)));
}

QString OcsItem::element() const
{
    return m_element;
}

QString OcsItem::details() const
{
    return m_details;
}

const QVector<OcsItem::Field> &OcsItem::fields() const
{
    return m_fields;
}

void OcsItem::setChildren(const QVector<OcsItem> &children)
{
    m_children = children;
    m_hasChildren = true;
}

const QVector<OcsItem> &OcsItem::children() const
{
    return m_children;
}

bool OcsItem::hasChildren() const
{
    return m_hasChildren;
}
