// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QHash>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QVector>

/**
 * The relative links of Markdown files and whether they resolve, as GitHub resolves them: `[text](path)`,
 * `![alt](path)` and `[label]: path`, outside code blocks and code spans; a path relative to the file (or, with
 * a leading `/`, to the root), and an `#anchor` that must name a heading of the target Markdown file (GitHub's
 * anchors: lower case, punctuation dropped, spaces as `-`, `-1`, `-2` … for repeats) or an HTML `id`/`name`.
 * Links with a scheme (`https:`, `mailto:` …) are not followed.
 */
class MarkdownLinks
{
public:
    struct Link {
        QString file; ///< relative to the root
        int line = 0;
        QString target; ///< as written
    };

    explicit MarkdownLinks(const QString &root);

    /// The relative links of @p file (relative to the root).
    QVector<Link> linksOf(const QString &file) const;
    /// Why @p link does not resolve, or an empty string when it does.
    QString problem(const Link &link) const;
    /// The anchors GitHub gives the headings of @p file (relative to the root).
    QSet<QString> anchorsOf(const QString &file) const;

    /// GitHub's anchor of a heading's text.
    static QString anchor(const QString &heading);

private:
    QString m_root;
    mutable QHash<QString, QSet<QString>> m_anchors;
};
