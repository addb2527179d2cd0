// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsengine.h"

#include "people/snapshotkeeper.h"

#include "ocs/pagedlistmodel.h"
#include "ocs/session.h"
#include "ocs/sourcedata.h"
#include "ocs/sourcename.h"
#include "ocsservice.h"
#include "storage/privatefiles.h"

#include <plasmaengine.h>

using namespace Ocs;

namespace
{
const QString accountSource = QStringLiteral("Account");
const QString outboxSource = QStringLiteral("Outbox");
}

OcsEngine::OcsEngine(QObject *parent, const KPluginMetaData &metaData, const QVariantList & /*args*/)
    : PlasmaEngine::DataEngine(metaData, parent)
    , m_providerSources([this](const QString &source, const QVariantMap &data, bool create) {
        if (create || containerForSource(source)) {
            setData(source, data);
        }
    })
{
    setMinimumPollingInterval(60 * 1000);
    // Earlier versions left the cache, the outbox and socialdesktoprc readable by every local user.
    Storage::PrivateFiles::tightenOwnFiles();
    connect(&m_signIn, &Account::SignIn::accountChanged, this, &OcsEngine::publishAccount);
    connect(&m_signIn, &Account::SignIn::sessionChanged, this, &OcsEngine::useSession);
    // The account source always exists, so a consumer can list it before signing in.
    publishAccount();
    connect(this, &PlasmaEngine::DataEngine::sourceRemoved, this, [this](const QString &source) {
        // Its data went with it: the next request must publish the cached copy again.
        if (Session *session = m_signIn.session()) {
            session->forget(source);
        }
    });
}

OcsEngine::~OcsEngine() = default;

PlasmaEngine::Service *OcsEngine::serviceForSource(const QString &source)
{
    return new OcsService(&m_signIn, source, this);
}

bool OcsEngine::sourceRequestEvent(const QString &source)
{
    if (ProviderSources::handles(source)) {
        m_providerSources.request(source);
        return true;
    }
    if (!SourceName::parse(source).isValid()) {
        return false;
    }
    // The container exists at once; the data follows.
    setData(source, Data());
    fetch(source);
    return true;
}

bool OcsEngine::updateSourceEvent(const QString &source)
{
    fetch(source);
    return false;
}

void OcsEngine::fetch(const QString &source)
{
    if (ProviderSources::handles(source)) {
        m_providerSources.request(source);
    } else if (source == accountSource) {
        publishAccount();
    } else if (source == outboxSource) {
        publishOutbox();
    } else if (Session *session = m_signIn.session()) {
        session->show(source);
    } else {
        publishSignedOut(source);
    }
}

void OcsEngine::useSession(Session *session)
{
    m_providerSources.useSession(session);
    const QStringList names = sources();
    if (!session) {
        // Signed out: what every source showed was the account's.
        for (const QString &name : names) {
            if (name == accountSource || ProviderSources::handles(name)) {
                continue;
            }
            removeAllData(name);
            if (PagedListModel *model = modelFor(name)) {
                model->clear();
            }
            fetch(name);
        }
        return;
    }
    // The friends for the desktop's address book, kept in the background; it ends with the session.
    new People::SnapshotKeeper(session);
    session->setModels([this](const QString &source) {
        return modelFor(source);
    });
    connect(session, &Session::dataChanged, this, [this](const QString &source, const QVariantMap &data) {
        setData(source, data);
    });
    connect(session, &Session::outboxChanged, this, &OcsEngine::publishOutbox);
    publishOutbox();
    session->start(names);
}

PagedListModel *OcsEngine::modelFor(const QString &source)
{
    PlasmaEngine::DataContainer *container = containerForSource(source);
    if (!container || !SourceName::parse(source).isList()) {
        return nullptr;
    }
    auto *model = qobject_cast<PagedListModel *>(container->model());
    if (!model) {
        // The container owns the model and deletes it with the source.
        model = new PagedListModel;
        setModel(source, model);
    }
    return model;
}

void OcsEngine::publishAccount()
{
    setData(accountSource, m_signIn.accountData());
}

void OcsEngine::publishOutbox()
{
    if (!containerForSource(outboxSource)) {
        return;
    }
    const Session *session = m_signIn.session();
    QVariantMap data = session ? session->outboxData() : SourceData::signedOut();
    if (!session) {
        data.insert(QStringLiteral("Items"), QVariantList());
        data.insert(QStringLiteral("TotalItems"), 0);
        data.insert(QStringLiteral("Error"), QString());
        data.insert(QStringLiteral("FromCache"), false);
        data.insert(QStringLiteral("Updated"), QDateTime::currentDateTimeUtc());
    }
    setData(outboxSource, data);
}

void OcsEngine::publishSignedOut(const QString &source)
{
    QVariantMap data = SourceData::signedOut();
    const PlasmaEngine::DataContainer *container = containerForSource(source);
    if (!container || !container->data().contains(QStringLiteral("FromCache"))) {
        data.insert(QStringLiteral("FromCache"), false);
        data.insert(QStringLiteral("Updated"), QDateTime());
    }
    setData(source, data);
}
