// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QPair>
#include <QString>
#include <QVector>

/**
 * One item inside <data>, e.g. <person details="full">…</person>: an element name, an optional
 * details attribute and ordered text fields (a name may repeat, like irclink).
 */
class OcsItem
{
public:
    using Field = QPair<QString, QString>;

    explicit OcsItem(const QString &element = QString(), const QString &details = QString());

    void add(const QString &name, const QString &value);
    void add(const QString &name, qint64 value);
    /** Nested items after the fields, in one <children> element (comments' replies, sub-forums). */
    void setChildren(const QVector<OcsItem> &children);

    QString element() const;
    QString details() const;
    const QVector<Field> &fields() const;
    const QVector<OcsItem> &children() const;
    bool hasChildren() const;

private:
    QString m_element;
    QString m_details;
    QVector<Field> m_fields;
    QVector<OcsItem> m_children;
    bool m_hasChildren = false;
};
