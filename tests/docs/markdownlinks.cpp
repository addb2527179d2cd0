// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "markdownlinks.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTextStream>
#include <QUrl>
#include <utility>

namespace
{
QStringList linesOf(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    return QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
}

/// The lines outside fenced code blocks, with code spans blanked; the others empty (line numbers stay).
QStringList proseOf(const QStringList &lines)
{
    static const QRegularExpression fence(QStringLiteral("^\\s{0,3}(```+|~~~+)"));
    static const QRegularExpression codeSpan(QStringLiteral("(`+)(?:(?!\\1).)+?\\1"));
    QStringList prose;
    QString open;
    for (const QString &line : lines) {
        const QRegularExpressionMatch match = fence.match(line);
        if (match.hasMatch()) {
            const QString marker = match.captured(1);
            if (open.isEmpty()) {
                open = marker;
            } else if (marker.startsWith(open)) {
                open.clear();
            }
            prose.append(QString());
            continue;
        }
        if (!open.isEmpty() || line.startsWith(QLatin1String("    "))) {
            prose.append(QString());
            continue;
        }
        QString text = line;
        QRegularExpressionMatchIterator spans = codeSpan.globalMatch(line);
        while (spans.hasNext()) {
            const QRegularExpressionMatch span = spans.next();
            text.replace(span.capturedStart(), span.capturedLength(), QString(span.capturedLength(), QLatin1Char(' ')));
        }
        prose.append(text);
    }
    return prose;
}
}

MarkdownLinks::MarkdownLinks(const QString &root)
    : m_root(QDir(root).absolutePath())
{
}

QVector<MarkdownLinks::Link> MarkdownLinks::linksOf(const QString &file) const
{
    // [text](target "title") and ![alt](target); [label]: target
    static const QRegularExpression inline_(QStringLiteral("\\]\\(\\s*(<[^>]*>|[^)\\s]+)(?:\\s+\"[^\"]*\")?\\s*\\)"));
    static const QRegularExpression reference(QStringLiteral("^\\s{0,3}\\[[^\\]]+\\]:\\s*(<[^>]*>|\\S+)"));
    static const QRegularExpression scheme(QStringLiteral("^[A-Za-z][A-Za-z0-9+.-]*:"));
    QVector<Link> links;
    const QStringList prose = proseOf(linesOf(m_root + QLatin1Char('/') + file));
    for (int i = 0; i < prose.size(); ++i) {
        QStringList targets;
        QRegularExpressionMatchIterator it = inline_.globalMatch(prose.at(i));
        while (it.hasNext()) {
            targets.append(it.next().captured(1));
        }
        const QRegularExpressionMatch definition = reference.match(prose.at(i));
        if (definition.hasMatch()) {
            targets.append(definition.captured(1));
        }
        for (QString target : std::as_const(targets)) {
            if (target.startsWith(QLatin1Char('<')) && target.endsWith(QLatin1Char('>'))) {
                target = target.mid(1, target.size() - 2);
            }
            if (!scheme.match(target).hasMatch()) {
                links.append(Link{file, i + 1, target});
            }
        }
    }
    return links;
}

QString MarkdownLinks::problem(const Link &link) const
{
    const int hash = link.target.indexOf(QLatin1Char('#'));
    const QString path = QUrl::fromPercentEncoding(link.target.left(hash < 0 ? link.target.size() : hash).toUtf8());
    const QString fragment = hash < 0 ? QString() : link.target.mid(hash + 1);
    QString resolved = link.file;
    if (!path.isEmpty()) {
        const QString base = path.startsWith(QLatin1Char('/')) ? m_root : QFileInfo(m_root + QLatin1Char('/') + link.file).absolutePath();
        const QString absolute = QDir::cleanPath(base + QLatin1Char('/') + path);
        if (absolute != m_root && !absolute.startsWith(m_root + QLatin1Char('/'))) {
            return QStringLiteral("leaves the repository");
        }
        if (!QFileInfo::exists(absolute)) {
            return QStringLiteral("no such file");
        }
        resolved = absolute.mid(m_root.size() + 1);
    }
    if (hash < 0) {
        return QString();
    }
    if (!resolved.endsWith(QLatin1String(".md"))) {
        return QStringLiteral("an anchor in a file that is not Markdown");
    }
    if (!anchorsOf(resolved).contains(fragment)) {
        return QStringLiteral("no heading with the anchor #%1 in %2").arg(fragment, resolved);
    }
    return QString();
}

QSet<QString> MarkdownLinks::anchorsOf(const QString &file) const
{
    const auto known = m_anchors.constFind(file);
    if (known != m_anchors.constEnd()) {
        return *known;
    }
    static const QRegularExpression heading(QStringLiteral("^\\s{0,3}#{1,6}\\s+(.*?)(?:\\s+#+)?\\s*$"));
    static const QRegularExpression html(QStringLiteral("<a\\s+(?:name|id)=\"([^\"]+)\""));
    QSet<QString> anchors;
    QHash<QString, int> seen;
    const QStringList lines = linesOf(m_root + QLatin1Char('/') + file);
    const QStringList prose = proseOf(lines);
    for (int i = 0; i < prose.size(); ++i) {
        if (prose.at(i).isEmpty()) {
            continue;
        }
        const QRegularExpressionMatch match = heading.match(lines.at(i));
        if (match.hasMatch()) {
            const QString base = anchor(match.captured(1));
            const int repeat = seen.value(base);
            seen.insert(base, repeat + 1);
            anchors.insert(repeat == 0 ? base : base + QLatin1Char('-') + QString::number(repeat));
        }
        QRegularExpressionMatchIterator it = html.globalMatch(prose.at(i));
        while (it.hasNext()) {
            anchors.insert(it.next().captured(1));
        }
    }
    m_anchors.insert(file, anchors);
    return anchors;
}

QString MarkdownLinks::anchor(const QString &heading)
{
    // The text as shown: no emphasis or code marks, a link's text without its target.
    static const QRegularExpression linkText(QStringLiteral("\\[([^\\]]*)\\]\\([^)]*\\)"));
    QString text = heading;
    text.replace(linkText, QStringLiteral("\\1"));
    QString anchor;
    for (const QChar c : text.toLower()) {
        if (c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('_')) {
            anchor.append(c);
        } else if (c == QLatin1Char(' ')) {
            anchor.append(QLatin1Char('-'));
        }
    }
    return anchor;
}
