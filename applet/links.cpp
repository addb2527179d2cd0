// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "links.h"

#include "applet_debug.h"
#include "net/weburl.h"

#include <KIO/OpenUrlJob>
#include <KLocalizedString>

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

void Links::start(KIO::OpenUrlJob *job)
{
    job->setRunExecutables(false);
    job->setShowOpenOrExecuteDialog(false);
    connect(job, &KJob::result, this, [](KJob *job) {
        if (job->error()) {
            qCWarning(SOCIALDESKTOP_APPLET) << "Could not open a link:" << job->errorString();
        }
    });
    job->start();
}

bool Links::isWebUrl(const QUrl &url)
{
    return Net::WebUrl::accepts(url);
}

QString Links::withoutUserInfo(const QString &address)
{
    const QUrl url(address.trimmed());
    if (!url.isValid() || url.userInfo().isEmpty()) {
        return address;
    }
    return url.toString(QUrl::RemoveUserInfo);
}

bool Links::isWebLink(const QString &url)
{
    return isWebUrl(QUrl(url, QUrl::StrictMode));
}

QUrl Links::toOpen(const QString &url)
{
    const QUrl parsed(url, QUrl::StrictMode);
    // A user name and password in a link are the server's words to the browser, which could log in with them
    // (or show a misleading host): dropped, as the provider links do.
    return isWebUrl(parsed) ? parsed.adjusted(QUrl::RemoveUserInfo) : QUrl();
}

QString Links::openExternal(const QString &url)
{
    const QUrl parsed(url, QUrl::StrictMode);
    const QUrl target = toOpen(url);
    if (target.isEmpty()) {
        // Only the scheme goes to the log: the rest may be private (a path, a user name).
        qCWarning(SOCIALDESKTOP_APPLET) << "Refused to open a link with scheme" << parsed.scheme();
        const QString reason = i18nc("@info %1 a link's scheme such as file",
                                     "Refused to open a “%1” link: only web links (http, https) are opened.",
                                     parsed.scheme().isEmpty() ? i18nc("@info link scheme", "unknown") : parsed.scheme());
        Q_EMIT refused(url, reason);
        return reason;
    }
    // As a web page, for the browser: no download to guess the type first, and nothing is ever run.
    start(new KIO::OpenUrlJob(target, QStringLiteral("text/html")));
    return {};
}

QString Links::openLocalFile(const QString &path)
{
    const QFileInfo info(path);
    if (path.isEmpty() || !QDir::isAbsolutePath(path) || path.contains(QLatin1String("://")) || !info.isFile()) {
        return i18nc("@info", "The file could not be found.");
    }
    start(new KIO::OpenUrlJob(QUrl::fromLocalFile(info.absoluteFilePath())));
    return {};
}

QString Links::linkify(const QString &text)
{
    // Web addresses up to the next space or character that cannot end one in running text.
    static const QRegularExpression address(QStringLiteral("\\bhttps?://[^\\s<>\"']+"), QRegularExpression::CaseInsensitiveOption);
    QString result;
    int done = 0;
    auto it = address.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        QString found = match.captured();
        // Punctuation after an address belongs to the sentence.
        while (!found.isEmpty() && QStringLiteral(".,;:!?)]}").contains(found.back())) {
            found.chop(1);
        }
        result += text.mid(done, match.capturedStart() - done).toHtmlEscaped();
        const QUrl url(found, QUrl::StrictMode);
        if (isWebUrl(url)) {
            // Text.StyledText gives an href to linkActivated as written, entities not decoded ("&amp;" would
            // reach the browser): the href is the encoded address itself, in which QUrl leaves no quote, '<' or
            // '>' (and the match none of '\'').
            result += QStringLiteral("<a href=\"%1\">%2</a>")
                          .arg(QString::fromUtf8(url.toEncoded()).replace(QLatin1Char('"'), QLatin1String("%22")), found.toHtmlEscaped());
        } else {
            result += found.toHtmlEscaped();
        }
        done = match.capturedStart() + found.size();
    }
    result += text.mid(done).toHtmlEscaped();
    result.replace(QLatin1Char('\n'), QLatin1String("<br>"));
    return result;
}
