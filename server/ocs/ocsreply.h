// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "ocsitem.h"

#include <QByteArray>

/**
 * An OCS envelope (docs/ocs-protocol.md, "The envelope"):
 * <ocs><meta><status/><statuscode/><message/>[<totalitems/><itemsperpage/>]</meta>[<data>…</data>]</ocs>
 * status is "ok" exactly when statuscode is 100.
 */
class OcsReply
{
public:
    /** Extension: protected call without (valid) credentials, sent with HTTP 401. */
    static constexpr int authenticationRequired = 997;
    static constexpr int unknownRequest = 999;
    static constexpr int rateLimited = 200;
    static constexpr int serverError = 996;

    static OcsReply ok();
    static OcsReply failed(int statusCode, const QString &message);
    /**
     * A write the database did not take (a full disk, a read-only file, the write lock not had within the busy
     * timeout): serverError, which OcsApi sends with HTTP 503 and Retry-After, what a client retries. Never 100.
     */
    static OcsReply notStored();
    /**
     * A call of a service this server does not offer (not configured, or switched off by the test server): 998 with
     * the words Nextcloud's OCS v1 answers for a path no app serves (tests/data/ocs/nextcloud-998.xml), sent with
     * HTTP 200.
     */
    static OcsReply notOffered();
    /** A successful list reply: <data> is present even when no item is added; itemsPerPage 0 omits it. */
    static OcsReply list(qint64 totalItems, int itemsPerPage);

    int statusCode() const;
    QString message() const;

    void addItem(const OcsItem &item);
    /** <data> holds these fields directly (config). */
    void setDataFields(const OcsItem &fields);

    QByteArray toXml() const;
    /** The reference server's flat JSON: status, statuscode, message, totalitems, itemsperpage, data. */
    QByteArray toJson() const;

private:
    int m_statusCode = 100;
    QString m_message;
    qint64 m_totalItems = -1;
    int m_itemsPerPage = 0;
    bool m_hasData = false;
    bool m_flatData = false;
    QVector<OcsItem> m_items;
};
