// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

// A small process that sends messages as the engine does (Outbox + OutboxSender over the real client),
// for nodatalosstest to kill -9 at any moment.
//
//   outboxhelper BASE_URL OUTBOX_DIR [SUBJECT...]
//
// Each SUBJECT becomes a message to anna.richter: written to the outbox, then "queued SUBJECT" is printed
// (from then on the user has sent it), then the outbox is flushed. Exits 0 once the outbox holds
// nothing pending, 3 when the server could not be reached (the outbox stays for the next start).

#include "ocs/client.h"
#include "ocs/outboxsender.h"

#include <QCoreApplication>

#include <cstdio>

using namespace Ocs;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    // KIO's jobs hold QEventLoopLockers: without this, the end of the first job would quit the process.
    QCoreApplication::setQuitLockEnabled(false);
    const QStringList arguments = app.arguments();
    if (arguments.size() < 3) {
        std::fprintf(stderr, "usage: outboxhelper BASE_URL OUTBOX_DIR [SUBJECT...]\n");
        return 2;
    }
    Client client;
    client.setProvider(Provider(QUrl(arguments.at(1))));
    client.setCredentials({QStringLiteral("demo"), QStringLiteral("demo-password")});
    OutboxSender sender(&client, Outbox(arguments.at(2)));

    auto finishWhenEmpty = [&sender] {
        const QVector<Outbox::Entry> entries = sender.outbox().entries();
        const bool pending = std::any_of(entries.begin(), entries.end(), [](const Outbox::Entry &entry) {
            return entry.state == Outbox::Entry::Pending;
        });
        if (!pending) {
            std::printf("empty\n");
            std::fflush(stdout);
            QCoreApplication::exit(0);
        }
    };
    QObject::connect(&sender, &OutboxSender::changed, &app, finishWhenEmpty);
    QObject::connect(&sender, &OutboxSender::deferred, &app, [](const Outbox::Entry &, const QString &detail) {
        std::printf("deferred %s\n", qPrintable(detail));
        std::fflush(stdout);
        QCoreApplication::exit(3);
    });

    for (const QString &subject : arguments.mid(3)) {
        Outbox::Entry entry;
        entry.to = QStringLiteral("anna.richter");
        entry.subject = subject;
        entry.body = QStringLiteral("Body of ") + subject;
        if (!sender.outbox().add(entry)) {
            std::fprintf(stderr, "cannot write the outbox\n");
            return 1;
        }
        std::printf("queued %s\n", qPrintable(subject));
        std::fflush(stdout);
        // As the engine does: each message goes out as soon as it is written.
        sender.flush();
    }
    sender.flush();
    QMetaObject::invokeMethod(&app, finishWhenEmpty, Qt::QueuedConnection);
    return app.exec();
}
