// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <KSharedConfig>

#include <QString>
#include <QStringList>

namespace Hardware
{

/**
 * What kind of computer this is, from the firmware's DMI data (docs/help.md, "The hardware attribute"): the line the
 * settings page offers to publish, `<vendor> <model>`, or empty when the firmware says nothing usable.
 *
 * Reads only the five files of fileNames(), each at most 256 bytes (its first line, trimmed, control and invisible
 * characters dropped), and opens no other file of the folder: never a serial number, a UUID, an asset tag, the SKU
 * or anything of the BIOS. A file that is no regular file (a symbolic link, a pipe) is not read either. Placeholders
 * (`To Be Filled By O.E.M.`, `Default string`, …) count as nothing; the vendor is `sys_vendor`, else
 * `board_vendor`; the model is `product_name`, else `board_name`, except for Lenovo (`product_version`, the name
 * people know, when it counts); common vendor spellings are shortened (`Dell Inc.` → `Dell`). At most 200
 * characters. Nothing here sends anything: publishing is the user's choice of the exact text.
 */
class DmiReader
{
public:
    /// The only files ever opened.
    static const QStringList &fileNames();
    /// `/sys/class/dmi/id`.
    static QString systemFolder();
    /// The `[Hardware] DmiFolder` key of `socialdesktoprc` (@p config, or this user's), else systemFolder().
    static QString configuredFolder(KSharedConfig::Ptr config = {});

    /// The line for @p folder: `<vendor> <model>`, either alone when only one counts, or empty.
    static QString line(const QString &folder);

    /// One of fileNames() as read: at most 256 bytes, the first line, control characters dropped, trimmed;
    /// empty for any other name or a file that is missing or no regular file.
    static QString value(const QString &folder, const QString &fileName);
    /// True for an empty value or one of the firmware's placeholders.
    static bool isPlaceholder(const QString &value);
    /// The vendor as people say it (`LENOVO` → `Lenovo`); any other vendor as read.
    static QString shortVendor(const QString &vendor);
    /// `<vendor> <model>`, the vendor not repeated when the model starts with it, white space made single, at most
    /// 200 characters.
    static QString compose(const QString &vendor, const QString &model);

    static constexpr int maxFileBytes = 256;
    static constexpr int maxLineLength = 200;
};

} // namespace Hardware
