// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "accountsources.h"
#include "calendarfile.h"
#include "eventlist.h"
#include "eventtime.h"
#include "links.h"
#include "locationsettings.h"
#include "notifier.h"
#include "placesearch.h"
#include "polltimer.h"
#include "remoteimageprovider.h"
#include "remoteimages.h"

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
        qmlRegisterType<PlaceSearch>(uri, 1, 0, "PlaceSearch");
        qmlRegisterType<PollTimer>(uri, 1, 0, "PollTimer");
        // One door each for links and remote pictures, shared by every widget of the engine.
        qmlRegisterSingletonType<Links>(uri, 1, 0, "Links", [](QQmlEngine *, QJSEngine *) -> QObject * {
            return new Links;
        });
        qmlRegisterSingletonType<AccountSources>(uri, 1, 0, "AccountSources", [](QQmlEngine *, QJSEngine *) -> QObject * {
            return new AccountSources;
        });
        qmlRegisterSingletonType<CalendarFile>(uri, 1, 0, "CalendarFile", [](QQmlEngine *, QJSEngine *) -> QObject * {
            return new CalendarFile;
        });
        qmlRegisterSingletonType<EventList>(uri, 1, 0, "EventList", [](QQmlEngine *, QJSEngine *) -> QObject * {
            return new EventList;
        });
        qmlRegisterSingletonType<EventTime>(uri, 1, 0, "EventTime", [](QQmlEngine *, QJSEngine *) -> QObject * {
            return new EventTime;
        });
        qmlRegisterSingletonType<RemoteImages>(uri, 1, 0, "RemoteImages", [](QQmlEngine *, QJSEngine *) -> QObject * {
            return new RemoteImages;
        });
    }

    void initializeEngine(QQmlEngine *engine, const char *uri) override
    {
        QQmlExtensionPlugin::initializeEngine(engine, uri);
        // In plasmashell all widgets share one engine, and the plugin may be initialised for it more than once.
        if (!engine->imageProvider(RemoteImages::providerName())) {
            engine->addImageProvider(RemoteImages::providerName(), new RemoteImageProvider);
        }
    }
};

#include "socialdesktopplugin.moc"
