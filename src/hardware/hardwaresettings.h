// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <KSharedConfig>

#include <QString>

namespace Hardware
{

/**
 * The group `[Hardware]` of `socialdesktoprc` (new with issue 31): `Published` (the text the user published as the
 * person attribute global/pc, exactly), `Pending` (`delete` while a removal waits for the server's 100) and
 * `DmiFolder` (read by DmiReader::configuredFolder()). Nothing in it is ever more than what the user saw and published.
 */
class HardwareSettings
{
public:
    explicit HardwareSettings(KSharedConfig::Ptr config = {});

    QString published() const;
    void setPublished(const QString &value);
    /// True while a removal waits for the server.
    bool deletePending() const;
    void setDeletePending(bool pending);

private:
    KSharedConfig::Ptr m_config;
};

} // namespace Hardware
