// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QPair>
#include <QString>
#include <QStringList>
#include <QVector>

#include <string>

/**
 * Request parameters from the query string and from the body (application/x-www-form-urlencoded
 * or multipart/form-data). Like the reference server, a body parameter wins over a query one.
 */
class RequestParams
{
public:
    using Pair = QPair<QString, QString>;

    struct Part {
        QString name;
        QString fileName;
        QByteArray content;
    };

    /** More parameters (query and body together) than this make a request too large (HTTP 400). */
    static constexpr int maxParameters = 100;

    /** target is the raw request target (path?query); body is parsed as a form when contentType says so or is missing. */
    static RequestParams parse(const std::string &target, const std::string &contentType, const std::string &body, const QVector<Part> &parts);
    /** At most maxParameters + 1 pairs: the rest is not read. */
    static QVector<Pair> parseUrlEncoded(const QByteArray &text);

    /** There were more than maxParameters; only the first ones were kept. */
    bool hasTooMany() const;

    /**
     * The name of the first parameter whose name or value holds a control character (NUL, the other C0 and C1
     * characters, DEL), or an empty string when none does. Text after a NUL would be lost on its way to the database
     * and to C strings, so such a request is refused whole. The values of textKeys (message bodies, descriptions) may
     * hold tab, line feed and carriage return.
     */
    QString withControlCharacters() const;
    /** The parameters whose values may span lines. */
    static const QStringList &textKeys();

    QString value(const QString &key) const;
    /** Every value of @p key, the body's then the query's (forum[]=1&forum[]=2), at most @p limit. */
    QStringList values(const QString &key, int limit) const;
    bool contains(const QString &key) const;

    /** For the request log: one value per key (the first), "password" values redacted. */
    QJsonObject queryJson() const;
    QJsonObject formJson() const;

private:
    QVector<Pair> m_query;
    QVector<Pair> m_form;
    bool m_tooMany = false;
};
