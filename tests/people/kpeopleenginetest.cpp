// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "engineservice.h"
#include "modelrows.h"
#include "ocsserverprocess.h"
#include "privatebus.h"
#include "receiver.h"

#include <KPeople/PersonsModel>

#include <plasmaengine.h>

#include <QApplication>
#include <QDir>
#include <QIdentityProxyModel>
#include <QListView>
#include <QPixmap>
#include <QStandardPaths>
#include <QTest>

using KPeople::PersonsModel;

namespace
{
// As an address book shows a list of people: every picture at one size (KPeople's own for those without one is large).
class ListPictures : public QIdentityProxyModel
{
public:
    QVariant data(const QModelIndex &index, int role) const override
    {
        const QVariant value = QIdentityProxyModel::data(index, role);
        if (role == Qt::DecorationRole && value.canConvert<QPixmap>()) {
            return value.value<QPixmap>().scaled(48, 48, Qt::KeepAspectRatio, Qt::SmoothTransformation);
        }
        return value;
    }
};

QStringList ocsIds(const PersonsModel &model)
{
    QStringList ids;
    for (int row = 0; row < model.rowCount(); ++row) {
        const QString uri = model.index(row, 0).data(PersonsModel::PersonUriRole).toString();
        if (uri.startsWith(QLatin1String("ocs://"))) {
            ids.append(uri);
        }
    }
    return ids;
}
}

/**
 * The whole way from the community to KDE's address book: the `ocs` engine signed in with the reference
 * server's demo account keeps its friends snapshot, and KPeople's PersonsModel (loading our data source the way
 * every KPeople program does) lists those friends; a friendship accepted through the engine brings one more.
 */
class KPeopleEngineTest : public QObject
{
    Q_OBJECT

private:
    PrivateBus m_bus;
    OcsServerProcess m_server;
    PlasmaEngine::DataEngineConsumer m_consumer;
    PlasmaEngine::DataEngine *m_engine = nullptr;
    Receiver m_receiver;

    QString contactId(const QString &login) const
    {
        return QStringLiteral("ocs://127.0.0.1:%1/%2").arg(m_server.baseUrl().port()).arg(login);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_bus.start(PrivateBus::Activation::None));
        QVERIFY2(m_server.start(1000, {QStringLiteral("--demo-friends"), QStringLiteral("12")}), qPrintable(m_server.errorString()));
        m_engine = m_consumer.dataEngine(QStringLiteral("ocs"));
        QVERIFY(m_engine && m_engine->isValid());
    }

    void friendsOfTheSignedInAccount()
    {
        // As the widget does: its lists connected, then the login.
        m_engine->connectSource(QStringLiteral("Friends"), &m_receiver);
        m_engine->connectSource(QStringLiteral("Invitations"), &m_receiver);
        QCOMPARE(callService(m_engine,
                             QStringLiteral("login"),
                             {{QStringLiteral("serverUrl"), m_server.baseUrl().toString()},
                              {QStringLiteral("user"), QStringLiteral("demo")},
                              {QStringLiteral("password"), QStringLiteral("demo-password")}})
                     .error,
                 QString());

        PersonsModel model;
        // The engine writes the snapshot ten seconds after the list came; KPeople sees the file change.
        QTRY_COMPARE_WITH_TIMEOUT(ocsIds(model).size(), 12, 60000);
        const QStringList before = ocsIds(model);

        // Someone asked to be a friend; accepted through the engine, as the widget's button does.
        PlasmaEngine::DataContainer *invitations = m_engine->containerForSource(QStringLiteral("Invitations"));
        QTRY_VERIFY_WITH_TIMEOUT(invitations && invitations->data().value(QStringLiteral("Status")).toString() == QLatin1String("ready"), 30000);
        const QVariantList waiting = modelRows(invitations->model());
        QVERIFY(!waiting.isEmpty());
        const QString newcomer = waiting.first().toMap().value(QStringLiteral("id")).toString();
        QVERIFY(!newcomer.isEmpty());
        QVERIFY(!before.contains(contactId(newcomer)));
        QCOMPARE(callService(m_engine, QStringLiteral("approve"), {{QStringLiteral("person"), newcomer}}).error, QString());

        QTRY_VERIFY_WITH_TIMEOUT(ocsIds(model).contains(contactId(newcomer)), 60000);
        QCOMPARE(ocsIds(model).size(), 13);

        // What an address book shows of them, for docs/widget.md.
        ListPictures pictures;
        pictures.setSourceModel(&model);
        QListView view;
        view.setModel(&pictures);
        view.setIconSize(QSize(48, 48));
        view.resize(360, 420);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QString shot = QDir::current().filePath(QStringLiteral("kpeople-friends.png"));
        QVERIFY(view.grab().save(shot));
        qInfo("The friends as KPeople lists them: %s", qPrintable(shot));
    }

    void cleanupTestCase()
    {
        if (m_engine) {
            callService(m_engine, QStringLiteral("logout"), {});
        }
    }
};

QTEST_MAIN(KPeopleEngineTest)

#include "kpeopleenginetest.moc"
