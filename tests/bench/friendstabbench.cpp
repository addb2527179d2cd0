// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "friendstabbench.h"

#include "eventwait.h"
#include "ocs/accountname.h"
#include "ocsserverprocess.h"
#include "remoteimageprovider.h"
#include "remoteimages.h"

#include <KLocalizedContext>
#include <plasmaengine.h>

#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonObject>
#include <QQmlContext>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickView>
#include <QSet>
#include <QStandardPaths>
#include <QTimer>

#include <functional>
#include <memory>

using namespace Bench;

namespace
{
QString signIn(PlasmaEngine::DataEngine *engine, const QUrl &baseUrl)
{
    // The account's own source, as the widget's copy set to demo names it.
    const QString account = Ocs::AccountName::prefix(Ocs::AccountName::key(baseUrl.toString(), QStringLiteral("demo"))) + QStringLiteral("Account");
    std::unique_ptr<PlasmaEngine::Service> service(engine->serviceForSource(account));
    QVariantMap description = service->operationDescription(QStringLiteral("login"));
    description.insert(QStringLiteral("serverUrl"), baseUrl.toString());
    description.insert(QStringLiteral("user"), QStringLiteral("demo"));
    description.insert(QStringLiteral("password"), QStringLiteral("demo-password"));
    KJob *job = service->startOperationCall(description);
    bool finished = false;
    QString error;
    // The job deletes itself once it has finished: read its error in the slot.
    QObject::connect(job, &KJob::result, [&finished, &error](KJob *done) {
        finished = true;
        error = done->error() ? done->errorText() : QString();
    });
    if (!waitUntil(
            [&finished] {
                return finished;
            },
            60000)) {
        return QStringLiteral("sign-in timed out");
    }
    return error;
}
}

FriendsTabBench::Result FriendsTabBench::run(OcsServerProcess &server)
{
    Result result;
    // Nothing cached: the cost of a first start.
    QDir(QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) + QStringLiteral("/socialdesktop")).removeRecursively();

    PlasmaEngine::DataEngineConsumer consumer;
    PlasmaEngine::DataEngine *engine = consumer.dataEngine(QStringLiteral("ocs"));
    if (!engine || !engine->isValid()) {
        result.error = QStringLiteral("the ocs engine did not load");
        return result;
    }

    QQmlEngine qml;
    // The avatars load the way the widget's do, through its picture provider (its QML plugin adds the same
    // one to an engine that has none).
    qml.addImageProvider(RemoteImages::providerName(), new RemoteImageProvider);
    QStringList warnings;
    QObject::connect(&qml, &QQmlEngine::warnings, [&warnings](const QList<QQmlError> &errors) {
        for (const QQmlError &error : errors) {
            warnings.append(error.toString());
        }
    });
    auto *i18n = new KLocalizedContext(&qml);
    i18n->setTranslationDomain(QStringLiteral("plasma_applet_org.kde.plasma.socialdesktop"));
    qml.rootContext()->setContextObject(i18n);
    qml.rootContext()->setContextProperty(QStringLiteral("friendsViewUrl"), QUrl::fromLocalFile(QStringLiteral(FRIENDSVIEW_QML)));
    qml.rootContext()->setContextProperty(QStringLiteral("benchServerUrl"), server.baseUrl().toString());
    QQuickView view(&qml, nullptr);
    view.setResizeMode(QQuickView::SizeViewToRootObject);
    view.setSource(QUrl::fromLocalFile(QStringLiteral(FRIENDSTAB_QML)));
    if (view.status() != QQuickView::Ready || !view.rootObject()) {
        result.error = QStringLiteral("the harness did not load: ");
        for (const QQmlError &error : view.errors()) {
            result.error += error.toString() + QLatin1Char(' ');
        }
        return result;
    }
    view.show();
    QQuickItem *root = view.rootObject();

    const int before = server.requestLog().size();
    const QString error = signIn(engine, server.baseUrl());
    if (!error.isEmpty()) {
        result.error = QStringLiteral("sign-in failed: ") + error;
        return result;
    }
    const bool ready = waitUntil(
        [root] {
            return root->property("friendsStatus").toString() == QLatin1String("ready");
        },
        60000);
    if (!ready) {
        result.error = QStringLiteral("the Friends source never became ready");
        return result;
    }
    // The tab itself: loaded, and showing rows. A tab that did not load counts no pictures, so no figure.
    const bool shown = waitUntil(
        [root] {
            return root->property("tabStatus").toString() == QLatin1String("error") || root->property("rowsShown").toInt() > 0;
        },
        30000);
    if (root->property("tabStatus").toString() != QLatin1String("ready")) {
        result.error = QStringLiteral("the Friends tab (%1) did not load: %2").arg(QStringLiteral(FRIENDSVIEW_QML), warnings.join(QLatin1Char(' ')));
        return result;
    }
    if (!shown) {
        result.error =
            QStringLiteral("the Friends tab shows no row of %1 friends: %2").arg(root->property("friendCount").toInt()).arg(warnings.join(QLatin1Char(' ')));
        return result;
    }
    // Pictures load after the rows appear: wait until the log has been quiet for 1.5 s.
    int seen = -1;
    QElapsedTimer quiet;
    quiet.start();
    waitUntil(
        [&server, &seen, &quiet] {
            const int now = server.requestLog().size();
            if (now != seen) {
                seen = now;
                quiet.restart();
            }
            return quiet.elapsed() > 1500;
        },
        60000);

    const QVector<QJsonObject> log = server.requestLog();
    result.ocsRequests = 0;
    result.avatarRequests = 0;
    QSet<QString> avatars;
    for (int i = before; i < log.size(); ++i) {
        const QString path = log.at(i).value(QStringLiteral("path")).toString();
        if (path.endsWith(QLatin1String("person/check"))) {
            continue; // signing in is not showing the tab
        }
        if (path.startsWith(QLatin1String("/v1/"))) {
            ++result.ocsRequests;
        } else if (path.startsWith(QLatin1String("/avatars/"))) {
            ++result.avatarRequests;
            avatars.insert(path);
        }
    }
    result.distinctAvatars = avatars.size();
    if (result.avatarRequests == 0) {
        result.error = QStringLiteral("the Friends tab shows rows but asked for no picture: %1").arg(warnings.join(QLatin1Char(' ')));
        return result;
    }
    result.friendsShown = root->property("friendCount").toInt();
    result.rowsShown = root->property("rowsShown").toInt();
    result.friendsTotal = root->property("friendsTotal").toInt();
    return result;
}
