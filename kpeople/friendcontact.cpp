// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "friendcontact.h"

#include "net/weburl.h"

#include <QDir>
#include <QFileInfo>

namespace
{
// The engine keeps avatars as PNG files of at most 256×256: anything much larger is not one of them.
constexpr qint64 maxPictureBytes = 4 * 1024 * 1024;

bool isPlainFileName(const QString &name)
{
    return !name.isEmpty() && !name.contains(QLatin1Char('/')) && !name.contains(QChar(0)) && name != QLatin1String(".") && name != QLatin1String("..");
}
}

const QString FriendContact::NicknameProperty = QStringLiteral("nickname");
const QString FriendContact::CityProperty = QStringLiteral("city");
const QString FriendContact::HomepagesProperty = QStringLiteral("all-homepages");

FriendContact::FriendContact(const People::FriendSnapshot::Friend &person, const QString &avatarDirectory)
    : m_login(person.id)
    , m_name(person.name)
    , m_city(person.city)
    , m_picture(pictureFor(avatarDirectory, person.avatarFile))
{
    // The snapshot keeps only http(s) homepages; other programs open these, so check again at the door.
    for (const QString &homepage : person.homepages) {
        const QUrl url(homepage, QUrl::StrictMode);
        if (Net::WebUrl::accepts(url)) {
            m_homepages.append(url);
        }
    }
}

QVariant FriendContact::customProperty(const QString &key) const
{
    if (key == NameProperty) {
        return m_name.isEmpty() ? m_login : m_name;
    }
    if (key == PictureProperty) {
        return m_picture.isEmpty() ? QVariant() : QVariant(m_picture);
    }
    if (key == NicknameProperty) {
        return m_login;
    }
    if (key == CityProperty) {
        return m_city.isEmpty() ? QVariant() : QVariant(m_city);
    }
    if (key == HomepagesProperty) {
        return m_homepages;
    }
    return QVariant();
}

bool FriendContact::update(const FriendContact &newer)
{
    if (m_login == newer.m_login && m_name == newer.m_name && m_city == newer.m_city && m_homepages == newer.m_homepages && m_picture == newer.m_picture) {
        return false;
    }
    m_login = newer.m_login;
    m_name = newer.m_name;
    m_city = newer.m_city;
    m_homepages = newer.m_homepages;
    m_picture = newer.m_picture;
    return true;
}

QUrl FriendContact::pictureFor(const QString &avatarDirectory, const QString &fileName)
{
    if (!isPlainFileName(fileName) || QFileInfo(avatarDirectory).isSymLink()) {
        return QUrl();
    }
    const QFileInfo file(QDir(avatarDirectory).filePath(fileName));
    // No link (it could point anywhere), no folder or device: a file of the avatars folder itself.
    if (file.isSymLink() || !file.isFile() || file.size() > maxPictureBytes
        || QFileInfo(file.absolutePath()).canonicalFilePath() != QFileInfo(avatarDirectory).canonicalFilePath()) {
        return QUrl();
    }
    return QUrl::fromLocalFile(file.absoluteFilePath());
}
