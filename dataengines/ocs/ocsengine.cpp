// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsengine.h"

#include "people/snapshotkeeper.h"

#include "account/signin.h"
#include "ocs/accountname.h"
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
    connect(&m_accounts, &Accounts::added, this, &OcsEngine::attach);
    // The unnamed account's source always exists, so a consumer can list it before signing in.
    m_accounts.forKey(QString());
    connect(this, &PlasmaEngine::DataEngine::sourceRemoved, this, [this](const QString &source) {
        // Its data went with it: the next request must publish the cached copy again.
        const AccountName::Split split = AccountName::split(source);
        if (Session *session = sessionOf(split.key)) {
            session->forget(split.name);
        }
    });
}

OcsEngine::~OcsEngine() = default;

PlasmaEngine::Service *OcsEngine::serviceForSource(const QString &source)
{
    return new OcsService(&m_accounts, source, this);
}

bool OcsEngine::sourceRequestEvent(const QString &source)
{
    if (ProviderSources::handles(source)) {
        m_providerSources.request(source);
        return true;
    }
    if (!SourceName::parse(AccountName::split(source).name).isValid()) {
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
    const AccountName::Split split = AccountName::split(source);
    if (ProviderSources::handles(source)) {
        m_providerSources.request(source);
    } else if (split.name == accountSource) {
        publishAccount(split.key, true);
    } else if (split.name == outboxSource) {
        publishOutbox(split.key);
    } else if (Session *session = sessionOf(split.key)) {
        session->show(split.name);
    } else {
        publishSignedOut(source);
    }
}

void OcsEngine::attach(const QString &key, Account::SignIn *signIn)
{
    connect(signIn, &Account::SignIn::accountChanged, this, [this, key] {
        publishAccount(key, false);
    });
    connect(signIn, &Account::SignIn::sessionChanged, this, [this, key](Session *session) {
        useSession(key, session);
    });
    publishAccount(key, key.isEmpty());
}

QStringList OcsEngine::sourcesOf(const QString &key) const
{
    QStringList names;
    const QStringList all = sources();
    for (const QString &source : all) {
        const AccountName::Split split = AccountName::split(source);
        if (split.key == key) {
            names.append(split.name);
        }
    }
    return names;
}

void OcsEngine::useSession(const QString &key, Session *session)
{
    m_providerSources.useSession(key, session);
    const QString prefix = AccountName::prefix(key);
    const QStringList names = sourcesOf(key);
    if (!session) {
        // Signed out: what every source of this account showed was the account's; other accounts keep theirs.
        for (const QString &name : names) {
            if (name == accountSource || ProviderSources::handles(prefix + name)) {
                continue;
            }
            removeAllData(prefix + name);
            if (PagedListModel *model = modelFor(prefix + name)) {
                model->clear();
            }
            fetch(prefix + name);
        }
        return;
    }
    // The friends for the desktop's address book, kept in the background; it ends with the session.
    new People::SnapshotKeeper(session);
    session->setModels([this, prefix](const QString &source) {
        return modelFor(prefix + source);
    });
    connect(session, &Session::dataChanged, this, [this, prefix](const QString &source, const QVariantMap &data) {
        setData(prefix + source, data);
    });
    connect(session, &Session::outboxChanged, this, [this, key] {
        publishOutbox(key);
    });
    publishOutbox(key);
    session->start(names);
}

PagedListModel *OcsEngine::modelFor(const QString &source)
{
    PlasmaEngine::DataContainer *container = containerForSource(source);
    if (!container || !SourceName::parse(AccountName::split(source).name).isList()) {
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

void OcsEngine::publishAccount(const QString &key, bool create)
{
    const QString source = AccountName::prefix(key) + accountSource;
    // A named account's source exists only while asked for; the unnamed one's always.
    if (!create && !key.isEmpty() && !containerForSource(source)) {
        return;
    }
    // Naming an account makes no sign-in for it (the settings page names one at each key typed): only an operation does.
    const Account::SignIn *signIn = m_accounts.find(key);
    setData(source, signIn ? signIn->accountData() : Account::SignIn::unusedAccountData());
}

Session *OcsEngine::sessionOf(const QString &key) const
{
    const Account::SignIn *signIn = m_accounts.find(key);
    return signIn ? signIn->session() : nullptr;
}

void OcsEngine::publishOutbox(const QString &key)
{
    const QString source = AccountName::prefix(key) + outboxSource;
    if (!containerForSource(source)) {
        return;
    }
    const Session *session = sessionOf(key);
    QVariantMap data = session ? session->outboxData() : SourceData::signedOut();
    if (!session) {
        data.insert(QStringLiteral("Items"), QVariantList());
        data.insert(QStringLiteral("TotalItems"), 0);
        data.insert(QStringLiteral("Error"), QString());
        data.insert(QStringLiteral("FromCache"), false);
        data.insert(QStringLiteral("Updated"), QDateTime::currentDateTimeUtc());
    }
    setData(source, data);
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
