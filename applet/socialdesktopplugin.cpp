// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "locationsettings.h"
#include "notifier.h"

#include <QQmlEngine>
#include <QQmlExtensionPlugin>

class SocialDesktopPlugin : public QQmlExtensionPlugin
{
    Q_OBJECT
    Q_PLUGIN_METADATA(IID QQmlExtensionInterface_iid)

public:
    void registerTypes(const char *uri) override
    {
        Q_ASSERT(QLatin1String(uri) == QLatin1String("org.kde.plasma.private.socialdesktop"));
        qmlRegisterType<LocationSettings>(uri, 1, 0, "LocationSettings");
        qmlRegisterType<Notifier>(uri, 1, 0, "Notifier");
    }
};

#include "socialdesktopplugin.moc"
