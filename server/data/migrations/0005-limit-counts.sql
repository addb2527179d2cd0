-- SPDX-FileCopyrightText: 2026 Social Desktop contributors
-- SPDX-License-Identifier: GPL-2.0-or-later
--
-- The rate limits shared by every server process and kept across restarts (LimitLedger): per limit and key (an
-- account, an address) the time, in milliseconds since the epoch, at which its token bucket is full again.
-- Written in batches; a row whose time has passed says nothing and is deleted now and then.
CREATE TABLE limit_counts (
    limit_name TEXT NOT NULL,
    limit_key TEXT NOT NULL,
    full_at BIGINT NOT NULL,
    PRIMARY KEY (limit_name, limit_key)
);
CREATE INDEX limit_counts_full_at ON limit_counts (full_at);
