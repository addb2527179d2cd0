// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QObject>
#include <QString>
#include <QUrl>

/**
 * The one way a remote picture (an avatar, an icon) gets into the widget (QML singleton `RemoteImages`):
 * source() turns a web address into an `image://socialdesktop-remote/…` URL that RemoteImageProvider loads,
 * and anything else into "" (no picture), so a server cannot make the widget read a local file or speak
 * another protocol through an Image.
 */
class RemoteImages : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    /// The name of the image provider.
    static QString providerName();

    /// For QML `source:` of a remote picture: the provider URL for an http(s) address, "" for anything else.
    Q_INVOKABLE static QString source(const QString &url);

    /// The web address an image id of the provider stands for; an invalid URL when it is none.
    static QUrl urlFromId(const QString &id);
};
