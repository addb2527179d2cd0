// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ntriples.h"

#include <QHash>
#include <QProcess>

namespace
{
class Line
{
public:
    explicit Line(const QString &text)
        : m_text(text)
    {
    }

    bool atEnd()
    {
        skipSpace();
        return m_pos >= m_text.size();
    }

    /// The next term; @p literal set for literals.
    bool term(QString *value, bool *literal)
    {
        skipSpace();
        *literal = false;
        if (QStringView(m_text).mid(m_pos).startsWith(QLatin1Char('<'))) {
            const int end = m_text.indexOf(QLatin1Char('>'), m_pos);
            if (end < 0) {
                return false;
            }
            *value = unescape(m_text.mid(m_pos + 1, end - m_pos - 1));
            m_pos = end + 1;
            return true;
        }
        if (QStringView(m_text).mid(m_pos).startsWith(QLatin1String("_:"))) {
            int end = m_pos;
            while (end < m_text.size() && !m_text.at(end).isSpace()) {
                ++end;
            }
            *value = m_text.mid(m_pos, end - m_pos);
            m_pos = end;
            return true;
        }
        if (QStringView(m_text).mid(m_pos).startsWith(QLatin1Char('"'))) {
            int end = m_pos + 1;
            while (end < m_text.size() && m_text.at(end) != QLatin1Char('"')) {
                end += m_text.at(end) == QLatin1Char('\\') ? 2 : 1;
            }
            if (end >= m_text.size()) {
                return false;
            }
            *value = unescape(m_text.mid(m_pos + 1, end - m_pos - 1));
            *literal = true;
            m_pos = end + 1;
            // A language tag or datatype belongs to the literal; the export writes neither.
            while (m_pos < m_text.size() && !m_text.at(m_pos).isSpace()) {
                ++m_pos;
            }
            return true;
        }
        return false;
    }

    bool dot()
    {
        skipSpace();
        return m_pos < m_text.size() && m_text.at(m_pos++) == QLatin1Char('.');
    }

private:
    void skipSpace()
    {
        while (m_pos < m_text.size() && m_text.at(m_pos).isSpace()) {
            ++m_pos;
        }
    }

    static QString unescape(const QString &text)
    {
        QString out;
        for (int i = 0; i < text.size(); ++i) {
            const QChar c = text.at(i);
            if (c != QLatin1Char('\\') || i + 1 >= text.size()) {
                out += c;
                continue;
            }
            const QChar next = text.at(++i);
            if (next == QLatin1Char('u') || next == QLatin1Char('U')) {
                const int digits = next == QLatin1Char('u') ? 4 : 8;
                const char32_t code = text.mid(i + 1, digits).toUInt(nullptr, 16);
                out += QString::fromUcs4(&code, 1);
                i += digits;
            } else if (next == QLatin1Char('n')) {
                out += QLatin1Char('\n');
            } else if (next == QLatin1Char('r')) {
                out += QLatin1Char('\r');
            } else if (next == QLatin1Char('t')) {
                out += QLatin1Char('\t');
            } else {
                out += next;
            }
        }
        return out;
    }

    QString m_text;
    int m_pos = 0;
};
}

namespace NTriples
{

QVector<Triple> parse(const QByteArray &text, QString *error)
{
    QVector<Triple> triples;
    const QStringList lines = QString::fromUtf8(text).split(QLatin1Char('\n'));
    for (const QString &text : lines) {
        Line line(text);
        if (line.atEnd() || text.trimmed().startsWith(QLatin1Char('#'))) {
            continue;
        }
        Triple triple;
        bool literal = false;
        if (!line.term(&triple.subject, &literal) || literal || !line.term(&triple.predicate, &literal) || literal
            || !line.term(&triple.object, &triple.literal) || !line.dot()) {
            *error = QStringLiteral("cannot read line: ") + text;
            return {};
        }
        triples.append(triple);
    }
    return triples;
}

QVector<Triple> readWithRapper(const QString &path, const QString &syntax, QString *error)
{
    QProcess rapper;
    rapper.start(QStringLiteral(RAPPER_EXECUTABLE),
                 {QStringLiteral("-q"), QStringLiteral("-i"), syntax, QStringLiteral("-o"), QStringLiteral("ntriples"), path});
    if (!rapper.waitForFinished(120000) || rapper.exitStatus() != QProcess::NormalExit || rapper.exitCode() != 0) {
        *error = QStringLiteral("rapper failed: ") + QString::fromLocal8Bit(rapper.readAllStandardError());
        return {};
    }
    return parse(rapper.readAllStandardOutput(), error);
}

QStringList canonical(const QVector<Triple> &triples)
{
    QHash<QString, QString> names;
    for (const Triple &t : triples) {
        if (!t.literal && t.object.startsWith(QLatin1String("_:"))) {
            names.insert(t.object, QStringLiteral("[%1 %2]").arg(t.subject, t.predicate));
        }
    }
    QStringList lines;
    lines.reserve(triples.size());
    for (const Triple &t : triples) {
        const QString subject = names.value(t.subject, t.subject);
        const QString object = t.literal ? QLatin1Char('"') + t.object + QLatin1Char('"') : names.value(t.object, t.object);
        lines.append(subject + QLatin1Char(' ') + t.predicate + QLatin1Char(' ') + object);
    }
    lines.sort();
    return lines;
}

} // namespace NTriples
