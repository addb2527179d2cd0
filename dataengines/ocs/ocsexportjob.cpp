// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsexportjob.h"

#include "account/signin.h"
#include "export/contactscollector.h"
#include "export/exporter.h"
#include "export/locationpolicy.h"
#include "geo/locationconfig.h"
#include "ocs/worklimits.h"

#include <KLocalizedString>

#include <QDir>
#include <QFutureWatcher>
#include <QUrl>
#include <QtConcurrent>

using namespace Export;

namespace
{
/// What the user allows, the same precision as published positions and nearby searches.
LocationPolicy allowedPolicy()
{
    return LocationPolicy(Geo::LocationConfig().precision());
}

/// A local path from a path or a file: URL (what QML's FileDialog gives); empty when neither.
QString localPath(const QString &text)
{
    if (text.startsWith(QLatin1String("file:"))) {
        return QUrl(text).toLocalFile();
    }
    return QDir::isAbsolutePath(text) ? QDir::cleanPath(text) : QString();
}

struct Outcome {
    QString error;
    int friends = 0;
};
}

OcsExportJob::OcsExportJob(Account::SignIn *signIn, const QString &destination, const QVariantMap &parameters, QObject *parent)
    : PlasmaEngine::ServiceJob(destination, QStringLiteral("exportContacts"), parameters, parent)
    , m_signIn(signIn)
{
}

void OcsExportJob::fail(const QString &text)
{
    if (isFinished()) {
        return;
    }
    setErrorText(text);
    setError(KJob::UserDefinedError);
    emitResult();
}

void OcsExportJob::start()
{
    Ocs::Session *session = m_signIn ? m_signIn->session() : nullptr;
    if (!session) {
        fail(i18nc("@info", "Not signed in."));
        return;
    }
    const QString formatText = parameters().value(QStringLiteral("format")).toString().trimmed();
    if (!Exporter::formatFromId(formatText)) {
        fail(i18nc("@info %1 is what was asked for", "Unknown export format: %1. Choose Turtle, RDF/XML or vCard.", formatText));
        return;
    }
    if (localPath(parameters().value(QStringLiteral("path")).toString().trimmed()).isEmpty()) {
        fail(i18nc("@info", "Choose a local file to export to."));
        return;
    }
    const QString location = parameters().value(QStringLiteral("location")).toString().trimmed();
    if (!location.isEmpty() && location != QLatin1String("allowed") && !LocationPolicy::fromId(location)) {
        fail(i18nc("@info %1 is what was asked for", "Unknown location precision: %1.", location));
        return;
    }

    // A sign-out while the export gathers ends it.
    connect(session, &QObject::destroyed, this, [this] {
        fail(i18nc("@info", "Not signed in."));
    });
    auto *collector = new ContactsCollector(session, this);
    connect(collector, &ContactsCollector::finished, this, [this, collector](const Contacts &contacts, const QString &error) {
        collector->deleteLater();
        if (collector->reachedCeiling()) {
            fail(i18ncp("@info %1 is the most friends an export takes",
                        "Your friend list on the server does not end after %1 friend, the most an export takes. Nothing was written.",
                        "Your friend list on the server does not end after %1 friends, the most an export takes. Nothing was written.",
                        Ocs::Limits::maxListItems));
            return;
        }
        if (!error.isEmpty()) {
            fail(i18nc("@info", "Your profile could not be fetched, and none is saved on this computer. Connect to the Internet and try again."));
            return;
        }
        write(contacts);
    });
    collector->start();
}

void OcsExportJob::write(const Contacts &contacts)
{
    const Exporter::Format format = *Exporter::formatFromId(parameters().value(QStringLiteral("format")).toString().trimmed());
    const QString path = localPath(parameters().value(QStringLiteral("path")).toString().trimmed());
    const QString location = parameters().value(QStringLiteral("location")).toString().trimmed();
    const LocationPolicy allowed = allowedPolicy();
    const LocationPolicy policy =
        location.isEmpty() ? LocationPolicy() : (location == QLatin1String("allowed") ? allowed : LocationPolicy::fromId(location)->limitedTo(allowed));

    // Serialising thousands of people is no work for the shell's GUI thread.
    auto *watcher = new QFutureWatcher<Outcome>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, path, contacts] {
        const Outcome outcome = watcher->result();
        watcher->deleteLater();
        if (!outcome.error.isEmpty()) {
            fail(i18nc("@info %1 is a file path, %2 the system's reason", "Could not write %1: %2", path, outcome.error));
            return;
        }
        setResult(QVariantMap{
            {QStringLiteral("path"), path},
            // You and your friends; the widget says "you and N friends" from `friends`.
            {QStringLiteral("people"), outcome.friends + 1},
            {QStringLiteral("friends"), outcome.friends},
            {QStringLiteral("fromCache"), contacts.fromCache},
        });
    });
    watcher->setFuture(QtConcurrent::run([contacts, format, policy, path]() {
        Outcome outcome;
        const QByteArray data = Exporter::write(contacts, format, policy);
        if (data.isEmpty()) {
            outcome.error = QStringLiteral("the writer failed");
            return outcome;
        }
        outcome.friends = Exporter::friendsWritten(contacts);
        Exporter::writeFile(path, data, &outcome.error);
        return outcome;
    }));
}
