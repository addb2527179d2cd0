// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocs/pagedlistmodel.h"
#include "geo/fix.h"
#include "ocs/nearbysearch.h"
#include "ocs/recordfields.h"
#include "ocs/replyparser.h"
#include "ocs/variants.h"
#include "ocs/worklimits.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QSignalSpy>
#include <QTest>

using Ocs::PagedListModel;

namespace
{
QVariantMap person(const QString &id, const QString &city = QStringLiteral("Berlin"))
{
    return {{QStringLiteral("id"), id}, {QStringLiteral("firstName"), id.toUpper()}, {QStringLiteral("city"), city}};
}

/// The first item of a fixture in tests/data/ocs (with @p from replaced by @p to), as Ocs::Variants publishes it.
template<typename Record>
QVariantMap published(Ocs::Reply<Record> (*parse)(const QByteArray &),
                      const char *name,
                      QVariantMap (*publish)(const Record &),
                      const QByteArray &from = {},
                      const QByteArray &to = {})
{
    QFile file(QStringLiteral(OCS_FIXTURES "/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    const Ocs::Reply<Record> reply = parse(file.readAll().replace(from, to));
    return reply.items.isEmpty() ? QVariantMap() : publish(reply.items.first());
}

QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}

QVector<QVariantMap> people(const QStringList &ids)
{
    QVector<QVariantMap> list;
    for (const QString &id : ids) {
        list.append(person(id));
    }
    return list;
}
}

class PagedListModelTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pagesBeyondTheCeilingAreIgnored()
    {
        PagedListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setPage(0, people({QStringLiteral("a")}));
        model.setPage(Ocs::Limits::maxPages, people({QStringLiteral("far")}));
        model.setPage(1000000, people({QStringLiteral("farther")}));
        QCOMPARE(model.pageCount(), 1);
        QCOMPARE(model.rowCount(), 1);
        model.setPage(Ocs::Limits::maxPages - 1, people({QStringLiteral("last")}));
        QCOMPARE(model.pageCount(), Ocs::Limits::maxPages);
        QCOMPARE(model.rowCount(), 2);
    }

    void rolesAreTheItemKeys()
    {
        PagedListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setPage(0, people({QStringLiteral("ann"), QStringLiteral("bob")}));
        const QHash<int, QByteArray> roles = model.roleNames();
        const int city = roles.key("city");
        QVERIFY(city > Qt::UserRole);
        QCOMPARE(model.data(model.index(1), city).toString(), QStringLiteral("Berlin"));
        QCOMPARE(model.data(model.index(0), roles.key("firstName")).toString(), QStringLiteral("ANN"));
        QCOMPARE(model.data(model.index(0), Qt::DisplayRole).toString(), QStringLiteral("ANN"));
        QVERIFY(!model.data(model.index(0), roles.key("subject")).isValid());
        QCOMPARE(model.item(1).value(QStringLiteral("id")).toString(), QStringLiteral("bob"));
        QVERIFY(model.item(2).isEmpty());
    }

    // Each fixture sets every field of its record, so its map has every key Variants can publish for that record.
    void rolesAreTheKeysVariantsPublishes()
    {
        QVariantMap person =
            published(Ocs::ReplyParser::persons, "person-full.xml", Ocs::Variants::fromPerson, "<bigavatarpicfound></", "<bigavatarpicfound>1</");
        Geo::Fix here;
        here.latitude = 50.0;
        here.longitude = 8.0;
        here.accuracy = 1000.0;
        Ocs::NearbySearch::addDistance(person, here); // as in a nearby search
        const QVariantMap folder = published(Ocs::ReplyParser::folders, "folders.xml", Ocs::Variants::fromFolder);
        const QVariantMap message = published(Ocs::ReplyParser::messages, "messages.xml", Ocs::Variants::fromMessage);
        QVariantMap activity = published(Ocs::ReplyParser::activities, "activities.xml", Ocs::Variants::fromActivity);
        // As Ocs::ActivityFriendships::merge marks the second announcement of a new friendship.
        activity.insert(QStringLiteral("friendId"), QStringLiteral("bob"));
        activity.insert(QStringLiteral("repeated"), true);
        QCOMPARE(sorted(person.keys()), sorted(Ocs::RecordFields::keys<Ocs::Person>()));
        QCOMPARE(sorted(folder.keys()), sorted(Ocs::RecordFields::keys<Ocs::Folder>()));
        QCOMPARE(sorted(message.keys()), sorted(Ocs::RecordFields::keys<Ocs::Message>()));
        QCOMPARE(sorted(activity.keys()), sorted(Ocs::RecordFields::keys<Ocs::Activity>()));
        QVariantMap event = published(Ocs::ReplyParser::events, "events.xml", Ocs::Variants::fromEvent);
        Ocs::NearbySearch::addDistance(event, here); // as in an Events source with a point
        QCOMPARE(sorted(event.keys()), sorted(Ocs::RecordFields::keys<Ocs::Event>()));
        // The help records (knowledge base, comments, forum, attributes).
        const QVariantMap entry = published(Ocs::ReplyParser::knowledgeBase, "knowledgebase.xml", Ocs::Variants::fromKnowledgeEntry);
        const QVariantMap comment = published(Ocs::ReplyParser::comments, "comments.xml", Ocs::Variants::fromComment);
        const QVariantMap forum = published(Ocs::ReplyParser::forums, "forums.xml", Ocs::Variants::fromForum);
        const QVariantMap topic = published(Ocs::ReplyParser::topics, "topics.xml", Ocs::Variants::fromTopic);
        const QVariantMap attribute = published(Ocs::ReplyParser::attributes, "attributes.xml", Ocs::Variants::fromPersonAttribute);
        QCOMPARE(sorted(entry.keys()), sorted(Ocs::RecordFields::keys<Ocs::KnowledgeEntry>()));
        QCOMPARE(sorted(comment.keys()), sorted(Ocs::RecordFields::keys<Ocs::Comment>()));
        QCOMPARE(sorted(forum.keys()), sorted(Ocs::RecordFields::keys<Ocs::Forum>()));
        QCOMPARE(sorted(topic.keys()), sorted(Ocs::RecordFields::keys<Ocs::Topic>()));
        QCOMPARE(sorted(attribute.keys()), sorted(Ocs::RecordFields::keys<Ocs::PersonAttribute>()));

        PagedListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QVector<QVariantMap> rows{person, folder, message, activity, event, entry, comment, forum, topic, attribute};
        model.setPage(0, rows);
        QHash<int, QByteArray> roles = model.roleNames();
        QCOMPARE(roles.take(Qt::DisplayRole), QByteArrayLiteral("display"));
        QSet<QString> unpublished;
        for (const QByteArray &role : std::as_const(roles)) {
            unpublished.insert(QString::fromLatin1(role));
        }
        QCOMPARE(unpublished.size(), roles.size()); // no role twice
        for (int row = 0; row < rows.size(); ++row) {
            const QVariantMap &item = rows.at(row);
            for (auto it = item.cbegin(); it != item.cend(); ++it) {
                const int role = roles.key(it.key().toLatin1(), -1);
                QVERIFY2(role > Qt::UserRole, qPrintable(QStringLiteral("published with no role: ") + it.key()));
                QCOMPARE(model.data(model.index(row), role), it.value());
                unpublished.remove(it.key());
            }
        }
        QVERIFY2(unpublished.isEmpty(), qPrintable(QStringLiteral("a role no item has: ") + sorted(unpublished.values()).join(QLatin1Char(' '))));
    }

    void pagesAppendInOrder()
    {
        PagedListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy count(&model, &PagedListModel::countChanged);
        model.setPage(0, people({QStringLiteral("a"), QStringLiteral("b")}));
        model.setPage(1, people({QStringLiteral("c")}));
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.pageCount(), 2);
        QCOMPARE(model.item(2).value(QStringLiteral("id")).toString(), QStringLiteral("c"));
        QCOMPARE(count.count(), 2);
    }

    void sameRowsChangeInPlace()
    {
        PagedListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setPage(0, people({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}));
        model.setPage(1, people({QStringLiteral("d")}));
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);

        // The same page again: nothing happens at all.
        model.setPage(0, people({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}));
        QCOMPARE(changed.count() + inserted.count() + removed.count(), 0);

        // One person moved town: one row changes, none move.
        QVector<QVariantMap> moved = people({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")});
        moved[1] = person(QStringLiteral("b"), QStringLiteral("Leipzig"));
        model.setPage(0, moved);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.first().first().toModelIndex().row(), 1);
        QCOMPARE(inserted.count() + removed.count(), 0);
        QCOMPARE(model.item(1).value(QStringLiteral("city")).toString(), QStringLiteral("Leipzig"));
    }

    void shorterPageRemovesOnlyItsTail()
    {
        PagedListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setPage(0, people({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}));
        model.setPage(1, people({QStringLiteral("d"), QStringLiteral("e")}));
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        model.setPage(0, people({QStringLiteral("a"), QStringLiteral("c")}));
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(removed.count(), 1);
        QCOMPARE(removed.first().at(1).toInt(), 1); // from row 1 ("b", "c" were there)
        QStringList ids;
        for (int row = 0; row < model.rowCount(); ++row) {
            ids.append(model.item(row).value(QStringLiteral("id")).toString());
        }
        QCOMPARE(ids, (QStringList{QStringLiteral("a"), QStringLiteral("c"), QStringLiteral("d"), QStringLiteral("e")}));
    }

    void truncateDropsLaterPages()
    {
        PagedListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setPage(0, people({QStringLiteral("a")}));
        model.setPage(1, people({QStringLiteral("b"), QStringLiteral("c")}));
        model.truncate(1);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.pageCount(), 1);
        model.clear();
        QCOMPARE(model.rowCount(), 0);
        model.setPage(-1, people({QStringLiteral("x")}));
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_GUILESS_MAIN(PagedListModelTest)

#include "pagedlistmodeltest.moc"
