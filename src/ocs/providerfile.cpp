// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "providerfile.h"

#include "net/weburl.h"
#include "provider.h"
#include "replyparser.h"
#include "servertext.h"

#include <KLocalizedString>

#include <QSet>
#include <QXmlStreamReader>
#include <optional>

using namespace Ocs;

namespace
{
/// An http(s) link, or nothing.
QUrl webLink(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty() || trimmed.size() > ProviderFile::maxUrlLength) {
        return {};
    }
    const QUrl url(trimmed, QUrl::StrictMode);
    return Net::WebUrl::accepts(url) ? Provider::withoutUserInfo(url) : QUrl();
}

bool isServiceName(QStringView name)
{
    if (name.isEmpty() || name.size() > 32) {
        return false;
    }
    for (const QChar c : name) {
        if (!(c >= QLatin1Char('a') && c <= QLatin1Char('z')) && !(c >= QLatin1Char('0') && c <= QLatin1Char('9')) && c != QLatin1Char('-')
            && c != QLatin1Char('_')) {
            return false;
        }
    }
    return true;
}

ProviderFile::Parsed refused(const QString &error, const QString &detail)
{
    ProviderFile::Parsed parsed;
    parsed.error = error;
    parsed.detail = detail;
    return parsed;
}
}

ProviderFile::Parsed ProviderFile::parse(const QByteArray &xml)
{
    if (xml.size() > maxBytes) {
        return refused(i18nc("@info %1 is a size such as 1 MiB", "The list of communities is larger than %1, so it was not read.", QStringLiteral("1 MiB")),
                       QStringLiteral("%1 bytes").arg(xml.size()));
    }
    const QString notAList = i18nc("@info", "The list of communities could not be read: it is not a provider file.");
    QString detail;
    if (!ReplyParser::withinLimits(xml, &detail)) {
        return refused(notAList, detail);
    }

    Parsed parsed;
    QSet<QString> locations;
    QXmlStreamReader reader(xml);
    reader.setNamespaceProcessing(false);
    bool rootSeen = false;
    int depth = 0;
    // The provider being read (depth 2) and the element it is in.
    std::optional<ProviderEntry> current;
    QString currentLocation;
    bool inServices = false;
    while (!reader.atEnd()) {
        switch (reader.readNext()) {
        case QXmlStreamReader::DTD:
            // Entities would let a small file grow large in memory: a provider file has no use for them.
            return refused(notAList, QStringLiteral("DOCTYPE refused"));
        case QXmlStreamReader::StartElement: {
            ++depth;
            if (depth > maxDepth) {
                return refused(notAList, QStringLiteral("nested deeper than %1").arg(maxDepth));
            }
            const QStringView name = reader.name();
            if (depth == 1) {
                if (name != QLatin1String("providers") && name != QLatin1String("provider")) {
                    return refused(notAList, QStringLiteral("root element %1").arg(name.left(64)));
                }
                rootSeen = true;
                if (name == QLatin1String("providers")) {
                    break;
                }
                // A bare <provider> (Attica reads such fragments too) counts as a list of one.
                ++depth;
            }
            if (depth == 2) {
                if (name == QLatin1String("provider")) {
                    current = ProviderEntry();
                    currentLocation.clear();
                }
                break;
            }
            if (!current) {
                break;
            }
            if (depth == 3) {
                inServices = name == QLatin1String("services");
                if (inServices) {
                    break;
                }
                const auto text = [&reader](int length) {
                    // readElementText() ends on the element's end tag.
                    return ServerText::bounded(reader.readElementText(QXmlStreamReader::SkipChildElements), length);
                };
                if (name == QLatin1String("id")) {
                    current->id = text(maxTextLength);
                } else if (name == QLatin1String("name")) {
                    current->name = text(maxTextLength);
                } else if (name == QLatin1String("location")) {
                    currentLocation = reader.readElementText(QXmlStreamReader::SkipChildElements).left(maxUrlLength + 1);
                } else if (name == QLatin1String("icon")) {
                    current->icon = webLink(reader.readElementText(QXmlStreamReader::SkipChildElements));
                } else if (name == QLatin1String("termsofuse")) {
                    current->termsOfUse = webLink(reader.readElementText(QXmlStreamReader::SkipChildElements));
                } else if (name == QLatin1String("register")) {
                    current->registerUrl = webLink(reader.readElementText(QXmlStreamReader::SkipChildElements));
                } else {
                    break;
                }
                if (reader.hasError()) {
                    break;
                }
                --depth;
                break;
            }
            if (depth == 4 && inServices && isServiceName(name) && current->services.size() < maxServices) {
                current->services.insert(name.toString(), ServerText::bounded(reader.attributes().value(QLatin1String("ocsversion")).toString(), 16));
            }
            break;
        }
        case QXmlStreamReader::EndElement:
            if (depth == 3) {
                inServices = false;
            }
            if (depth == 2 && current) {
                const QUrl location = webLink(currentLocation);
                const QString key = location.isValid() ? Provider(location).baseUrl().toString() : QString();
                if (key.isEmpty() || locations.contains(key) || parsed.providers.size() >= maxProviders) {
                    ++parsed.skipped;
                } else {
                    locations.insert(key);
                    current->location = Provider(location).baseUrl();
                    if (current->name.isEmpty()) {
                        current->name = ServerText::bounded(current->location.host(), maxTextLength);
                    }
                    parsed.providers.append(*current);
                }
                current.reset();
            }
            --depth;
            break;
        default:
            break;
        }
    }
    if (reader.hasError() || !rootSeen) {
        return refused(notAList, reader.hasError() ? reader.errorString() : QStringLiteral("empty"));
    }
    return parsed;
}
