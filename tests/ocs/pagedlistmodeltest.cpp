// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocs/pagedlistmodel.h"
#include "ocs/worklimits.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using Ocs::PagedListModel;

namespace
{
QVariantMap person(const QString &id, const QString &city = QStringLiteral("Berlin"))
{
    return {{QStringLiteral("id"), id}, {QStringLiteral("firstName"), id.toUpper()}, {QStringLiteral("city"), city}};
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
