// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "ocsreply.h"

class Clock;
class KnowledgeBaseStore;
class OcsRequest;

/**
 * KNOWLEDGEBASE calls (docs/ocs-protocol.md, "Knowledge base"): list with search, content, type, sortmode and
 * paging; get; add (a question), at knowledgebase/data and knowledgebase/add.
 */
class KnowledgeBaseApi
{
public:
    KnowledgeBaseApi(KnowledgeBaseStore &entries, const Clock &clock);

    OcsReply list(const OcsRequest &request) const;
    OcsReply get(const OcsRequest &request) const;
    OcsReply add(const OcsRequest &request) const;

private:
    KnowledgeBaseStore &m_entries;
    const Clock &m_clock;
};
