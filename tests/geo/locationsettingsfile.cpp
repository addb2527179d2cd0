// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "locationsettingsfile.h"

#include <KConfigGroup>
#include <KSharedConfig>

#include <QDir>
#include <QFile>

void writeLocationSettings(const QString &configDir, const QVariantMap &entries)
{
    QFile::remove(QDir(configDir).filePath(QStringLiteral("socialdesktoprc")));
    KSharedConfig::Ptr config = KSharedConfig::openConfig(QStringLiteral("socialdesktoprc"));
    config->reparseConfiguration();
    KConfigGroup group = config->group(QStringLiteral("Location"));
    group.deleteGroup();
    for (auto it = entries.constBegin(); it != entries.constEnd(); ++it) {
        group.writeEntry(it.key().toUtf8().constData(), it.value());
    }
    config->sync();
}
