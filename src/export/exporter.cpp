// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "exporter.h"

#include "foafgraph.h"
#include "rdfxmlwriter.h"
#include "storage/privatefiles.h"
#include "turtlewriter.h"
#include "vcardwriter.h"

namespace Export
{

std::optional<Exporter::Format> Exporter::formatFromId(const QString &id)
{
    for (Format format : {Format::Turtle, Format::RdfXml, Format::VCard}) {
        if (id.compare(formatId(format), Qt::CaseInsensitive) == 0) {
            return format;
        }
    }
    return std::nullopt;
}

QString Exporter::formatId(Format format)
{
    switch (format) {
    case Format::Turtle:
        return QStringLiteral("turtle");
    case Format::RdfXml:
        return QStringLiteral("rdfxml");
    case Format::VCard:
        return QStringLiteral("vcard");
    }
    return QString();
}

QString Exporter::suffix(Format format)
{
    switch (format) {
    case Format::Turtle:
        return QStringLiteral("ttl");
    case Format::RdfXml:
        return QStringLiteral("rdf");
    case Format::VCard:
        return QStringLiteral("vcf");
    }
    return QString();
}

QByteArray Exporter::write(Contacts contacts, Format format, const LocationPolicy &policy)
{
    contacts.normalise();
    switch (format) {
    case Format::Turtle:
        return TurtleWriter::write(FoafGraph::build(contacts, policy));
    case Format::RdfXml:
        return RdfXmlWriter::write(FoafGraph::build(contacts, policy));
    case Format::VCard:
        return VCardWriter::write(contacts, policy);
    }
    return QByteArray();
}

int Exporter::friendsWritten(Contacts contacts)
{
    contacts.normalise();
    return contacts.friends.size();
}

bool Exporter::writeFile(const QString &path, const QByteArray &data, QString *error)
{
    // Every contact with its address and place: 0600 from the temporary file on, whatever the file it replaces was.
    return Storage::PrivateFiles::save(path, data, error);
}

} // namespace Export
