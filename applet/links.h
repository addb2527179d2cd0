// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QObject>
#include <QString>
#include <QUrl>

namespace KIO
{
class OpenUrlJob;
}

/**
 * The widget's one door to the desktop for links (QML singleton `Links`).
 *
 * Everything the widget shows came from a server that may be hostile, so a link is opened only when it is an
 * http or https address with a host; anything else (file:, smb:, sftp:, a desktop file, javascript:, …) is
 * refused and never handed to the desktop. A file the program wrote itself (an export) is opened through
 * openLocalFile(), which takes a local path, never a URL.
 */
class Links : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    /// Whether @p url is an absolute http(s) address with a host, the only kind opened or fetched.
    static bool isWebUrl(const QUrl &url);
    Q_INVOKABLE static bool isWebLink(const QString &url);

    /**
     * Opens @p url in the desktop's browser when it is a web address; returns "" then, or else the translated
     * reason it was refused (for the widget to show). Nothing else reaches the desktop.
     */
    Q_INVOKABLE QString openExternal(const QString &url);

    /// The address openExternal() gives the browser for @p url: the web address without the user name and
    /// password it may carry; empty when @p url is not a web address.
    static QUrl toOpen(const QString &url);

    /**
     * Opens a file the program itself wrote, by its absolute local @p path (not a URL). Returns "" or the
     * translated reason it could not.
     */
    Q_INVOKABLE QString openLocalFile(const QString &path);

    /**
     * @p text (plain, from the network) as rich text that is safe to show with Text.StyledText: everything
     * escaped, line breaks kept, and only http(s) addresses made into links (their text shown as written). An
     * href is written unescaped (QUrl-encoded, so without quotes or angle brackets): StyledText hands it to
     * linkActivated as written, and an "&amp;" in it would reach the browser.
     */
    Q_INVOKABLE static QString linkify(const QString &text);

    /**
     * A server address as the user typed or dropped it, without the user name and password it may carry
     * (`https://user:secret@host/v1/`): such a part is never stored. Text without one comes back unchanged.
     */
    Q_INVOKABLE static QString withoutUserInfo(const QString &address);

Q_SIGNALS:
    /// A link was refused (@p reason translated); the widget shows it.
    void refused(const QString &url, const QString &reason);

private:
    void start(KIO::OpenUrlJob *job);
};
