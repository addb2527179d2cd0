// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

// exportbench [friends]: the time to export you and N made-up friends (default 10,000) in each format,
// the way the engine's exportContacts does it (normalise, policy, write to bytes). One line per format.

#include "export/exporter.h"
#include "syntheticcontacts.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList arguments = app.arguments();
    const int friends = arguments.size() > 1 ? arguments.at(1).toInt() : 10000;
    const Export::Contacts contacts = SyntheticContacts::make(friends);
    const Export::LocationPolicy policy(Geo::Coarsener::Precision::City);
    QTextStream out(stdout);
    for (Export::Exporter::Format format : {Export::Exporter::Format::Turtle, Export::Exporter::Format::RdfXml, Export::Exporter::Format::VCard}) {
        QElapsedTimer timer;
        timer.start();
        const QByteArray data = Export::Exporter::write(contacts, format, policy);
        const qint64 ms = timer.elapsed();
        if (data.isEmpty()) {
            out << "export " << Export::Exporter::formatId(format) << ": FAILED\n";
            return 1;
        }
        out << "export " << Export::Exporter::formatId(format) << " friends=" << friends << " ms=" << ms << " bytes=" << data.size() << '\n';
    }
    return 0;
}
