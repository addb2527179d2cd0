// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "requestparams.h"

#include <algorithm>

namespace
{
/** Every byte, a NUL too: Qt 5's QString::fromUtf8(QByteArray) stops at the first NUL and would drop the rest unseen. */
QString wholeUtf8(const QByteArray &bytes)
{
    return QString::fromUtf8(bytes.constData(), bytes.size());
}

QString decode(QByteArray text)
{
    text.replace('+', ' ');
    return wholeUtf8(QByteArray::fromPercentEncoding(text));
}

bool startsWith(const std::string &text, const char *prefix)
{
    return QByteArray::fromStdString(text).trimmed().toLower().startsWith(prefix);
}

QJsonObject toJson(const QVector<RequestParams::Pair> &pairs)
{
    QJsonObject object;
    for (const RequestParams::Pair &pair : pairs) {
        if (object.contains(pair.first)) {
            continue;
        }
        const bool secret = pair.first.compare(QLatin1String("password"), Qt::CaseInsensitive) == 0;
        object.insert(pair.first, secret ? QStringLiteral("[redacted]") : pair.second);
    }
    return object;
}

bool hasControl(const QString &text, bool multiline)
{
    return std::any_of(text.cbegin(), text.cend(), [multiline](QChar c) {
        if (multiline && (c == QLatin1Char('\t') || c == QLatin1Char('\n') || c == QLatin1Char('\r'))) {
            return false;
        }
        return c.category() == QChar::Other_Control;
    });
}

QString withControl(const QVector<RequestParams::Pair> &pairs)
{
    for (const RequestParams::Pair &pair : pairs) {
        if (hasControl(pair.first, false)) {
            return QStringLiteral("(a parameter name)");
        }
        if (hasControl(pair.second, RequestParams::textKeys().contains(pair.first))) {
            return pair.first.left(64);
        }
    }
    return QString();
}

QString find(const QVector<RequestParams::Pair> &pairs, const QString &key, bool *found)
{
    for (const RequestParams::Pair &pair : pairs) {
        if (pair.first == key) {
            *found = true;
            return pair.second;
        }
    }
    *found = false;
    return QString();
}
}

RequestParams RequestParams::parse(const std::string &target, const std::string &contentType, const std::string &body, const QVector<Part> &parts)
{
    RequestParams params;
    const auto question = target.find('?');
    if (question != std::string::npos) {
        params.m_query = parseUrlEncoded(QByteArray::fromStdString(target.substr(question + 1)));
    }
    if (startsWith(contentType, "multipart/form-data")) {
        for (const Part &part : parts) {
            if (params.m_form.size() > maxParameters) {
                break;
            }
            if (part.name.isEmpty()) {
                continue;
            }
            const QString value =
                part.fileName.isEmpty() ? wholeUtf8(part.content) : QStringLiteral("[file %1, %2 bytes]").arg(part.fileName).arg(part.content.size());
            params.m_form.append(Pair(part.name, value));
        }
    } else if (!body.empty() && (contentType.empty() || startsWith(contentType, "application/x-www-form-urlencoded"))) {
        params.m_form = parseUrlEncoded(QByteArray::fromStdString(body));
    }
    if (params.m_query.size() + params.m_form.size() > maxParameters) {
        params.m_tooMany = true;
        params.m_query.resize(std::min<qsizetype>(params.m_query.size(), maxParameters));
        params.m_form.resize(std::min<qsizetype>(params.m_form.size(), maxParameters - params.m_query.size()));
    }
    return params;
}

QVector<RequestParams::Pair> RequestParams::parseUrlEncoded(const QByteArray &text)
{
    QVector<Pair> pairs;
    int start = 0;
    while (start <= text.size() && pairs.size() <= maxParameters) {
        int end = text.indexOf('&', start);
        if (end < 0) {
            end = text.size();
        }
        const QByteArray piece = text.mid(start, end - start);
        start = end + 1;
        if (piece.isEmpty()) {
            continue;
        }
        const int equals = piece.indexOf('=');
        const QString key = decode(equals < 0 ? piece : piece.left(equals));
        const QString value = equals < 0 ? QString() : decode(piece.mid(equals + 1));
        if (!key.isEmpty()) {
            pairs.append(Pair(key, value));
        }
    }
    return pairs;
}

bool RequestParams::hasTooMany() const
{
    return m_tooMany;
}

const QStringList &RequestParams::textKeys()
{
    // message/{folder} and activity: message; friend/invite: message; person/data: description; forum/topic/add: content
    static const QStringList s_keys{QStringLiteral("message"), QStringLiteral("description"), QStringLiteral("content")};
    return s_keys;
}

QString RequestParams::withControlCharacters() const
{
    const QString query = withControl(m_query);
    return query.isEmpty() ? withControl(m_form) : query;
}

QString RequestParams::value(const QString &key) const
{
    bool found = false;
    const QString formValue = find(m_form, key, &found);
    if (found) {
        return formValue;
    }
    return find(m_query, key, &found);
}

QStringList RequestParams::values(const QString &key, int limit) const
{
    QStringList result;
    for (const QVector<Pair> *pairs : {&m_form, &m_query}) {
        for (const Pair &pair : *pairs) {
            if (pair.first == key && result.size() < limit) {
                result.append(pair.second);
            }
        }
    }
    return result;
}

bool RequestParams::contains(const QString &key) const
{
    bool found = false;
    find(m_form, key, &found);
    if (!found) {
        find(m_query, key, &found);
    }
    return found;
}

QJsonObject RequestParams::queryJson() const
{
    return toJson(m_query);
}

QJsonObject RequestParams::formJson() const
{
    return toJson(m_form);
}
