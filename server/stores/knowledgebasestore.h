// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "helprecords.h"

#include <optional>

class Database;

struct KnowledgeBaseQuery {
    enum class Order {
        New, // last change first
        Alpha, // by title
        High, // best answer's score first
    };
    QString search; // in title, text and visible answers; fewer than HelpSql::minimumSearch characters: nothing found
    qint64 content = -1; // < 0: any
    qint64 category = -1; // < 0: any
    Order order = Order::New;
};

/**
 * The knowledge base: questions (kb_entries) and their categories (docs/help.md). What is shown to a viewer:
 * entries not hidden (or their own) whose authors are not disabled; an entry's answer is its best visible top-level
 * comment (by score, then the oldest).
 */
class KnowledgeBaseStore
{
public:
    explicit KnowledgeBaseStore(Database &database);

    qint64 count(const KnowledgeBaseQuery &query, qint64 viewer) const;
    QVector<KnowledgeBaseEntry> list(const KnowledgeBaseQuery &query, qint64 viewer, qint64 offset, int limit) const;
    std::optional<KnowledgeBaseEntry> get(qint64 id, qint64 viewer) const;
    /** Whether the entry is shown to the viewer (a comment may be added to it). */
    bool isShown(qint64 id, qint64 viewer) const;

    /** The category's name, or nothing for an unknown id. */
    std::optional<QString> categoryName(qint64 id) const;
    QVector<KnowledgeBaseCategory> categories() const;
    /** 0 when nothing was stored. */
    qint64 addCategory(const QString &name, int position);

    /**
     * A question. The same title and text (and content) by the same author within HelpSql::repeatWindow seconds is
     * a repeat: its id, nothing stored.
     */
    HelpWrite add(qint64 author, const QString &name, const QString &description, qint64 content, qint64 category, qint64 now);

private:
    QByteArray where(const KnowledgeBaseQuery &query) const;
    Database &m_database;
};
