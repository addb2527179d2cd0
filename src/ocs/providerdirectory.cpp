// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "providerdirectory.h"

#include "errortext.h"
#include "net/weburl.h"
#include "ocs_debug.h"
#include "replycache.h"
#include "storage/privatefiles.h"
#include "transportjob.h"

#include <KConfig>
#include <KConfigGroup>
#include <KLocalizedString>

#include <QDir>
#include <QFile>
#include <QFutureWatcher>
#include <QSet>
#include <QStandardPaths>
#include <QtConcurrent>

using namespace Ocs;

const QString ProviderDirectory::defaultFile = QStringLiteral("https://autoconfig.kde.org/ocs/providers.xml");

namespace
{
/// At most this many provider files are read, however many are configured or installed.
constexpr int maxFiles = 16;

/// The first ProviderFile::maxBytes + 1 bytes of @p path: enough for the parser to refuse a larger file.
QByteArray readBounded(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    return file.read(ProviderFile::maxBytes + 1);
}

struct Stored {
    QString key;
    ProviderFile::Parsed parsed;
    QByteArray etag;
};
}

ProviderDirectory::ProviderDirectory(QObject *parent)
    : QObject(parent)
{
}

ProviderDirectory::~ProviderDirectory() = default;

QList<QUrl> ProviderDirectory::configuredFiles()
{
    const KConfig config(QStringLiteral("socialdesktoprc"));
    const QStringList entries = config.group(QStringLiteral("Providers")).readEntry("Files", QStringList{defaultFile});
    QList<QUrl> files;
    for (const QString &entry : entries) {
        const QUrl url(entry.trimmed(), QUrl::StrictMode);
        if (!Net::WebUrl::accepts(url)) {
            qCWarning(SOCIALDESKTOP_OCS) << "[Providers] Files: ignoring" << entry.left(200) << "(not an http or https address)";
            continue;
        }
        if (!files.contains(url) && files.size() < maxFiles) {
            files.append(url);
        }
    }
    return files;
}

QStringList ProviderDirectory::installedFiles()
{
    QStringList files;
    const QStringList folders =
        QStandardPaths::locateAll(QStandardPaths::GenericDataLocation, QStringLiteral("socialdesktop/providers"), QStandardPaths::LocateDirectory);
    for (const QString &folder : folders) {
        const QStringList names = QDir(folder).entryList({QStringLiteral("*.xml")}, QDir::Files | QDir::Readable, QDir::Name);
        for (const QString &name : names) {
            if (files.size() < maxFiles) {
                files.append(QDir(folder).filePath(name));
            }
        }
    }
    return files;
}

QString ProviderDirectory::cacheDirectory()
{
    return Storage::PrivateFiles::cacheRoot() + QStringLiteral("/providers");
}

bool ProviderDirectory::isLoading() const
{
    return m_loading;
}

void ProviderDirectory::load()
{
    if (m_loading) {
        return;
    }
    m_loading = true;
    Q_EMIT changed();
    readStored();
}

void ProviderDirectory::readStored()
{
    const QStringList installed = installedFiles();
    const QList<QUrl> remote = configuredFiles();
    m_order = installed;
    for (const QUrl &url : remote) {
        m_order.append(url.toString());
    }
    // Off the GUI thread: up to maxFiles files of 1 MiB each, read and parsed.
    auto read = [installed, remote] {
        QVector<Stored> stored;
        for (const QString &path : installed) {
            stored.append({path, ProviderFile::parse(readBounded(path)), {}});
        }
        // Fetched copies are kept as replies are: checksummed, with their ETag, one per URL.
        const ReplyCache cache(cacheDirectory());
        for (const QUrl &url : remote) {
            if (const std::optional<ReplyCache::Entry> copy = cache.load(url.toString())) {
                stored.append({url.toString(), ProviderFile::parse(copy->body), copy->etag});
            }
        }
        return stored;
    };
    auto *watcher = new QFutureWatcher<QVector<Stored>>(this);
    connect(watcher, &QFutureWatcher<QVector<Stored>>::finished, this, [this, watcher, remote] {
        watcher->deleteLater();
        const QVector<Stored> stored = watcher->result();
        for (const Stored &file : stored) {
            if (!file.parsed.error.isEmpty()) {
                qCWarning(SOCIALDESKTOP_OCS) << "provider file" << file.key << "refused:" << file.parsed.detail;
            }
            if (file.parsed.skipped > 0) {
                qCWarning(SOCIALDESKTOP_OCS) << "provider file" << file.key << ": skipped" << file.parsed.skipped << "providers";
            }
            Origin &origin = m_origins[file.key];
            origin.parsed = file.parsed;
            origin.etag = file.parsed.error.isEmpty() ? file.etag : QByteArray();
        }
        m_updated = QDateTime::currentDateTimeUtc();
        Q_EMIT changed();
        m_pending = remote.size();
        if (remote.isEmpty()) {
            finishOne();
        }
        for (const QUrl &url : remote) {
            fetch(url);
        }
    });
    watcher->setFuture(QtConcurrent::run(read));
}

void ProviderDirectory::fetch(const QUrl &url)
{
    // The file's folder is the job's "provider", its name the call: TransportJob joins them with one slash.
    QUrl folder = url.adjusted(QUrl::RemoveFilename | QUrl::RemoveQuery | QUrl::RemoveFragment);
    Request request;
    request.path = url.fileName(QUrl::FullyEncoded);
    request.query = QUrlQuery(url.query());
    request.authenticate = false;
    request.etag = m_origins.value(url.toString()).etag;
    TransportJob::Limits limits;
    limits.maxReplyBytes = ProviderFile::maxBytes;
    auto *job = new TransportJob(Provider(folder), Credentials(), request, limits, this);
    connect(job, &TransportJob::finished, this, [this, url](TransportJob *job) {
        const Response &response = job->response();
        Origin &origin = m_origins[url.toString()];
        if (response.notModified) {
            origin.error.clear();
            finishOne();
            return;
        }
        if (response.error != Response::NoError) {
            qCWarning(SOCIALDESKTOP_OCS) << "provider file" << url << "not fetched:" << response.error << response.httpStatus << response.errorDetail;
            origin.error = response.error == Response::TooLarge
                ? i18nc("@info %1 is a size such as 1 MiB", "The list of communities is larger than %1, so it was not read.", QStringLiteral("1 MiB"))
                : ErrorText::forResponse(response);
            finishOne();
            return;
        }
        fetched(url, response.body, response.etag);
    });
}

void ProviderDirectory::fetched(const QUrl &url, const QByteArray &body, const QByteArray &etag)
{
    auto *watcher = new QFutureWatcher<ProviderFile::Parsed>(this);
    connect(watcher, &QFutureWatcher<ProviderFile::Parsed>::finished, this, [this, watcher, url, body, etag] {
        watcher->deleteLater();
        const ProviderFile::Parsed parsed = watcher->result();
        Origin &origin = m_origins[url.toString()];
        if (!parsed.error.isEmpty()) {
            // The cached copy, if any, stays: a broken file does not empty the list.
            qCWarning(SOCIALDESKTOP_OCS) << "provider file" << url << "refused:" << parsed.detail;
            origin.error = parsed.error;
            finishOne();
            return;
        }
        if (parsed.skipped > 0) {
            qCWarning(SOCIALDESKTOP_OCS) << "provider file" << url << ": skipped" << parsed.skipped << "providers";
        }
        origin.parsed = parsed;
        origin.etag = etag;
        origin.error.clear();
        if (!ReplyCache(cacheDirectory()).store(url.toString(), {etag, body, QDateTime::currentDateTimeUtc()})) {
            qCWarning(SOCIALDESKTOP_OCS) << "cannot cache the provider file" << url;
        }
        finishOne();
    });
    watcher->setFuture(QtConcurrent::run(ProviderFile::parse, body));
}

void ProviderDirectory::finishOne()
{
    m_pending = std::max(0, m_pending - 1);
    if (m_pending == 0) {
        m_loading = false;
    }
    m_updated = QDateTime::currentDateTimeUtc();
    Q_EMIT changed();
}

QVector<ProviderEntry> ProviderDirectory::providers() const
{
    QVector<ProviderEntry> all;
    QSet<QUrl> seen;
    for (const QString &key : m_order) {
        const auto origin = m_origins.constFind(key);
        if (origin == m_origins.constEnd()) {
            continue;
        }
        for (const ProviderEntry &entry : origin->parsed.providers) {
            if (!seen.contains(entry.location)) {
                seen.insert(entry.location);
                all.append(entry);
            }
        }
    }
    return all;
}

std::optional<ProviderEntry> ProviderDirectory::find(const QUrl &baseUrl) const
{
    const QUrl wanted = Provider(baseUrl).baseUrl();
    const QVector<ProviderEntry> all = providers();
    for (const ProviderEntry &entry : all) {
        if (entry.location == wanted) {
            return entry;
        }
    }
    return std::nullopt;
}

QVariantMap ProviderDirectory::data() const
{
    QVariantList items;
    const QVector<ProviderEntry> all = providers();
    for (const ProviderEntry &entry : all) {
        items.append(QVariantMap{
            {QStringLiteral("Id"), entry.id},
            {QStringLiteral("Location"), entry.location.toString()},
            {QStringLiteral("Name"), entry.name},
            {QStringLiteral("Icon"), entry.icon.toString()},
            {QStringLiteral("TermsOfUse"), entry.termsOfUse.toString()},
            {QStringLiteral("Register"), entry.registerUrl.toString()},
            {QStringLiteral("Services"), QStringList(entry.services.keys())},
        });
    }
    QStringList errors;
    int skipped = 0;
    for (const QString &key : m_order) {
        const Origin origin = m_origins.value(key);
        skipped += origin.parsed.skipped;
        const QString error = !origin.error.isEmpty() ? origin.error : origin.parsed.error;
        if (!error.isEmpty() && !errors.contains(error)) {
            errors.append(error);
        }
    }
    return {
        {QStringLiteral("Items"), items},
        {QStringLiteral("TotalItems"), items.size()},
        {QStringLiteral("Skipped"), skipped},
        {QStringLiteral("Status"),
         m_loading                                  ? QStringLiteral("loading")
             : errors.isEmpty() || !items.isEmpty() ? QStringLiteral("ready")
                                                    : QStringLiteral("error")},
        {QStringLiteral("Error"), errors.join(QLatin1Char(' '))},
        {QStringLiteral("StatusCode"), 0},
        {QStringLiteral("FromCache"), m_loading},
        {QStringLiteral("Updated"), m_updated},
    };
}
