// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "moderationtool.h"

#include "accountadmin.h"
#include "clock.h"
#include "database.h"
#include "moderation.h"
#include "operatortext.h"
#include "terminal.h"

#include <QDateTime>
#include <QUrl>

#include <cstdio>

namespace
{
constexpr int s_maxName = 64;
constexpr int s_maxDescription = 1000;

using OperatorText::escaped;
using OperatorText::failure;
using OperatorText::hasControl;
using OperatorText::say;

/** A positive id, or 0. */
qint64 idOf(const QString &text)
{
    bool ok = false;
    const qint64 id = text.toLongLong(&ok);
    return ok && id > 0 && text.size() <= 18 ? id : 0;
}
}

ModerationTool::ModerationTool(Database &database, const AdminRequest &request)
    : m_database(database)
    , m_request(request)
{
}

bool ModerationTool::handles(const QString &command)
{
    static const QStringList s_commands{QStringLiteral("list-posts"),
                                        QStringLiteral("hide"),
                                        QStringLiteral("unhide"),
                                        QStringLiteral("remove"),
                                        QStringLiteral("add-forum"),
                                        QStringLiteral("add-category"),
                                        QStringLiteral("remove-forum")};
    return s_commands.contains(command);
}

int ModerationTool::run()
{
    const QString &command = m_request.command;
    if (command == QLatin1String("list-posts")) {
        return listPosts();
    }
    if (command == QLatin1String("hide") || command == QLatin1String("unhide")) {
        return setHidden(command == QLatin1String("hide"));
    }
    if (command == QLatin1String("remove")) {
        return remove();
    }
    if (command == QLatin1String("add-forum")) {
        return addForum();
    }
    if (command == QLatin1String("add-category")) {
        return addCategory();
    }
    return removeForum();
}

bool ModerationTool::confirmed(const QString &question, const QString &expected, int *exitCode)
{
    if (m_request.yes) {
        return true;
    }
    if (!Terminal::isInteractive()) {
        say(QStringLiteral("%1 asks for confirmation: run it on a terminal, or add --yes").arg(m_request.command));
        *exitCode = 2;
        return false;
    }
    const QByteArray prompt = (question + QStringLiteral(" This cannot be undone.\nType %1 to confirm: ").arg(expected)).toUtf8();
    QByteArray answer;
    if (Terminal::readLine(&answer, 64, prompt.constData()) != Terminal::Read::Line || QString::fromUtf8(answer).trimmed() != expected) {
        say(QStringLiteral("not deleted"));
        *exitCode = 1;
        return false;
    }
    return true;
}

int ModerationTool::listPosts()
{
    std::optional<Moderation::Kind> kind;
    if (!m_request.kind.isEmpty()) {
        kind = Moderation::kind(m_request.kind);
        if (!kind) {
            say(QStringLiteral("--kind is entry, topic or comment"));
            return 2;
        }
    }
    qint64 author = 0;
    if (!m_request.by.isEmpty()) {
        const auto account = m_request.by.size() <= 256 && !hasControl(m_request.by) ? AccountAdmin(m_database).find(m_request.by) : std::nullopt;
        if (!account) {
            return failure(QStringLiteral("nobody has the login \"%1\"").arg(escaped(m_request.by)));
        }
        author = account->row;
    }
    const QVector<Moderation::Post> posts = Moderation(m_database).list(kind, author, m_request.hiddenOnly, m_request.limit);
    for (const Moderation::Post &post : posts) {
        const QString line = QStringLiteral("%1\t%2\t%3\t%4\t%5\t%6\n")
                                 .arg(Moderation::kindName(post.kind))
                                 .arg(post.id)
                                 .arg(escaped(post.author),
                                      QDateTime::fromSecsSinceEpoch(post.created, Qt::UTC).toString(Qt::ISODate),
                                      post.hidden ? QStringLiteral("hidden") : QStringLiteral("shown"),
                                      escaped(post.text));
        std::fputs(line.toUtf8().constData(), stdout);
    }
    return std::fflush(stdout) == 0 ? 0 : failure(QStringLiteral("cannot write to standard output"));
}

int ModerationTool::setHidden(bool hidden)
{
    const auto kind = Moderation::kind(m_request.argument);
    if (!kind) {
        say(QStringLiteral("KIND is entry, topic or comment"));
        return 2;
    }
    const qint64 id = idOf(m_request.argument2);
    const QString what = QStringLiteral("%1 %2").arg(m_request.argument, escaped(m_request.argument2));
    if (id == 0) {
        return failure(QStringLiteral("no %1").arg(what));
    }
    switch (Moderation(m_database).setHidden(*kind, id, hidden, Clock(m_database).now())) {
    case Moderation::Result::Done:
        say(QStringLiteral("%1 %2").arg(hidden ? QStringLiteral("hid") : QStringLiteral("showed"), what));
        return 0;
    case Moderation::Result::Unchanged:
        say(QStringLiteral("%1 was %2 already").arg(what, hidden ? QStringLiteral("hidden") : QStringLiteral("shown")));
        return 0;
    case Moderation::Result::NotFound:
        return failure(QStringLiteral("no %1").arg(what));
    case Moderation::Result::Failed:
        break;
    }
    return failure(QStringLiteral("the database refused the change"));
}

int ModerationTool::remove()
{
    const auto kind = Moderation::kind(m_request.argument);
    if (!kind) {
        say(QStringLiteral("KIND is entry, topic or comment"));
        return 2;
    }
    const qint64 id = idOf(m_request.argument2);
    const QString what = QStringLiteral("%1 %2").arg(m_request.argument, escaped(m_request.argument2));
    Moderation moderation(m_database);
    const auto post = id ? moderation.find(*kind, id) : std::nullopt;
    if (!post) {
        return failure(QStringLiteral("no %1").arg(what));
    }
    int exitCode = 0;
    if (!confirmed(QStringLiteral("Delete %1 by %2 (\"%3\") with its comments?").arg(what, escaped(post->author), escaped(post->text)),
                   QString::number(id),
                   &exitCode)) {
        return exitCode;
    }
    if (m_database.dialect() == Database::Dialect::SQLite) {
        // the deleted rows are overwritten in the file, as by delete
        m_database.exec("PRAGMA secure_delete = ON;");
    }
    int comments = 0;
    switch (moderation.remove(*kind, id, &comments)) {
    case Moderation::Result::Done:
        say(QStringLiteral("deleted %1 and %2 comments on it").arg(what).arg(comments));
        return 0;
    case Moderation::Result::NotFound:
        return failure(QStringLiteral("no %1").arg(what));
    case Moderation::Result::Unchanged:
    case Moderation::Result::Failed:
        break;
    }
    return failure(QStringLiteral("nothing deleted: the database refused it"));
}

int ModerationTool::addForum()
{
    const QString name = m_request.argument.trimmed();
    if (name.isEmpty() || name.size() > s_maxName || hasControl(name)) {
        return failure(QStringLiteral("a forum's name is 1 to %1 characters, without control characters").arg(s_maxName));
    }
    if (m_request.description.size() > s_maxDescription || hasControl(m_request.description)) {
        return failure(QStringLiteral("a description is at most %1 characters, without control characters").arg(s_maxDescription));
    }
    const QUrl icon(m_request.icon, QUrl::StrictMode);
    if (!m_request.icon.isEmpty()
        && (!icon.isValid() || (icon.scheme() != QLatin1String("https") && icon.scheme() != QLatin1String("http")) || icon.host().isEmpty())) {
        return failure(QStringLiteral("--icon takes an http or https URL"));
    }
    qint64 parent = 0;
    if (!m_request.parent.isEmpty()) {
        parent = idOf(m_request.parent);
        if (parent == 0 || !Moderation(m_database).forumName(parent)) {
            return failure(QStringLiteral("no forum %1").arg(escaped(m_request.parent)));
        }
    }
    const qint64 id = Moderation(m_database).addForum(name, parent, m_request.description.trimmed(), m_request.icon, Clock(m_database).now());
    if (id == 0) {
        return failure(parent ? QStringLiteral("forum %1 is a sub-forum itself (two levels at most), or the database refused the forum").arg(parent)
                              : QStringLiteral("the database refused the forum"));
    }
    say(QStringLiteral("made forum %1 \"%2\"").arg(id).arg(escaped(name)));
    return 0;
}

int ModerationTool::addCategory()
{
    const QString name = m_request.argument.trimmed();
    if (name.isEmpty() || name.size() > s_maxName || hasControl(name)) {
        return failure(QStringLiteral("a category's name is 1 to %1 characters, without control characters").arg(s_maxName));
    }
    const qint64 id = Moderation(m_database).addCategory(name);
    if (id == 0) {
        return failure(QStringLiteral("the database refused the category"));
    }
    say(QStringLiteral("made category %1 \"%2\"").arg(id).arg(escaped(name)));
    return 0;
}

int ModerationTool::removeForum()
{
    const qint64 id = idOf(m_request.argument);
    Moderation moderation(m_database);
    const auto name = id ? moderation.forumName(id) : std::nullopt;
    if (!name) {
        return failure(QStringLiteral("no forum %1").arg(escaped(m_request.argument)));
    }
    int exitCode = 0;
    if (!confirmed(QStringLiteral("Delete forum %1 (\"%2\") with its sub-forums, topics and comments?").arg(id).arg(escaped(*name)),
                   QString::number(id),
                   &exitCode)) {
        return exitCode;
    }
    if (m_database.dialect() == Database::Dialect::SQLite) {
        m_database.exec("PRAGMA secure_delete = ON;");
    }
    int topics = 0;
    switch (moderation.removeForum(id, &topics)) {
    case Moderation::Result::Done:
        say(QStringLiteral("deleted forum %1 and %2 topics").arg(id).arg(topics));
        return 0;
    case Moderation::Result::NotFound:
        return failure(QStringLiteral("no forum %1").arg(id));
    case Moderation::Result::Unchanged:
    case Moderation::Result::Failed:
        break;
    }
    return failure(QStringLiteral("nothing deleted: the database refused it"));
}
