// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "providerfile.h"
#include "reply.h"
#include "response.h"
#include "sourcename.h"

#include <QMap>
#include <QUrl>
#include <QVariantMap>

#include <optional>

namespace Ocs
{

/**
 * Which OCS services (`person`, `friend`, `message`, `activity`, `event`, and for the Help view `knowledgebase`,
 * `comment` and `forum`) one provider offers, so that the widget hides
 * what it lacks instead of showing errors. Known from the provider's file when the user chose it from a list
 * (setFromProviderFile()), else learnt from the answers to the calls the widget makes anyway (note()): a success
 * says the service is there; OCS 998 (what Nextcloud and others answer for a path they do not know), HTTP 404, or
 * 999 to a service's own list call says it is not. No request is made for it, so it never delays a sign-in.
 * Kept per provider in `<cache>/socialdesktop/capabilities/` (0600), so the next session knows at once.
 */
class Capabilities
{
public:
    /// The services the widget uses.
    static const QStringList socialServices;

    explicit Capabilities(const QUrl &baseUrl = {});

    /// The file of @p baseUrl's capabilities.
    static QString fileFor(const QUrl &baseUrl);

    /// From a provider file: the services it lists are offered, the other social ones are not. True when it changed.
    bool setFromProviderFile(const ProviderEntry &entry);
    /**
     * What the answer to a call of @p service tells; @p listCall is true for the service's own list or profile
     * call (there 999 means the module is missing, not a bad argument). True when what is known changed.
     */
    bool note(const QString &service, const Response &response, const Reply<NoData> &reply, bool listCall);
    /// True for an answer that says the service is missing.
    static bool saysMissing(const Response &response, const Reply<NoData> &reply, bool listCall);

    /// The service a source's calls belong to (`person`, `friend`, …), empty for sources without calls.
    static QString serviceOf(SourceName::Kind kind);
    /// True when the answer to @p name's call says its service is missing.
    static bool saysMissing(const SourceName &name, const Response &response, const Reply<NoData> &reply);
    /// note() for the answer to @p name's call.
    bool note(const SourceName &name, const Response &response, const Reply<NoData> &reply);

    /// Offered (true), missing (false), or not known yet (nullopt).
    std::optional<bool> offers(const QString &service) const;

    /// The `Capabilities` source: `Provider`, `Services` (name to true/false, known ones only), `Missing`,
    /// `Origin` (`file`, `answers` or empty), `NoSocialServices` and the usual keys.
    QVariantMap data() const;

private:
    bool set(const QString &service, bool offered);
    void save() const;

    QUrl m_baseUrl;
    QMap<QString, bool> m_services;
    QString m_origin;
};

} // namespace Ocs
