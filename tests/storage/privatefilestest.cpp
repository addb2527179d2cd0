// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "storage/privatefiles.h"
#include "exporter.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QSaveFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using Storage::PrivateFiles;

namespace
{
const auto openFile = QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther;
const auto openDirectory = openFile | QFileDevice::ExeOwner | QFileDevice::ExeGroup | QFileDevice::ExeOther;

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}
}

// The one helper that makes what the engines write private, and the export that uses it.
class PrivateFilesTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // A tree as version 1.0 left it: every file 0600, every directory 0700 afterwards; a link is not followed.
    void tightenATreeLeftOpen()
    {
        QTemporaryDir dir;
        const QString root = dir.filePath(QStringLiteral("socialdesktop"));
        QVERIFY(QDir().mkpath(root + QStringLiteral("/ocs/host_80/demo")));
        QVERIFY(writeFile(root + QStringLiteral("/ocs/host_80/demo/a.reply"), "a"));
        QVERIFY(writeFile(root + QStringLiteral("/ocs/host_80/demo/.hidden"), "b"));
        const QString outside = dir.filePath(QStringLiteral("outside.txt"));
        QVERIFY(writeFile(outside, "not ours"));
        QVERIFY(QFile::link(outside, root + QStringLiteral("/ocs/link")));
        QDirIterator it(dir.path(), QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            if (!it.fileInfo().isSymLink()) {
                QVERIFY(QFile::setPermissions(path, it.fileInfo().isDir() ? openDirectory : openFile));
            }
        }
        QVERIFY(QFile::setPermissions(root, openDirectory));

        PrivateFiles::tighten(root);

        int checked = 0;
        QDirIterator after(root, QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
        while (after.hasNext()) {
            const QString path = after.next();
            if (!after.fileInfo().isSymLink()) {
                QVERIFY2(PrivateFiles::isPrivate(path), qPrintable(path));
                ++checked;
            }
        }
        QCOMPARE(checked, 5); // ocs, host_80, demo, a.reply, .hidden
        QVERIFY(PrivateFiles::isPrivate(root));
        // What the link points to is not ours and stays as it was.
        QCOMPARE(QFile::permissions(outside) & openFile, openFile);
    }

    void makePathCreatesPrivateDirectories()
    {
        QTemporaryDir dir;
        QVERIFY(QFile::setPermissions(dir.path(), openDirectory));
        const QString deep = dir.filePath(QStringLiteral("a/b/c"));
        QVERIFY(PrivateFiles::makePath(deep));
        QVERIFY(PrivateFiles::isPrivate(dir.filePath(QStringLiteral("a"))));
        QVERIFY(PrivateFiles::isPrivate(dir.filePath(QStringLiteral("a/b"))));
        QVERIFY(PrivateFiles::isPrivate(deep));
        // Existing directories are left alone.
        QVERIFY(!PrivateFiles::isPrivate(dir.path()));
        QVERIFY(PrivateFiles::makePath(deep));
    }

    // The temporary file of a QSaveFile is private before its first byte, not only the result.
    void saveFileTemporaryIsPrivate()
    {
        QTemporaryDir dir;
        QSaveFile file(dir.filePath(QStringLiteral("out.txt")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(PrivateFiles::restrict(file));
        // Qt may make it with O_TMPFILE (no name until commit): ask the open descriptor.
        struct stat info;
        QVERIFY(::fstat(file.handle(), &info) == 0);
        QCOMPARE(int(info.st_mode & 07777), 0600);
        file.write("secret");
        QVERIFY(file.commit());
        QVERIFY(PrivateFiles::isPrivate(dir.filePath(QStringLiteral("out.txt"))));
    }

    // An export is every contact: 0600 whether new or replacing a file that was 0644.
    void exportFileIsPrivate()
    {
        QTemporaryDir dir;
        const QString fresh = dir.filePath(QStringLiteral("fresh.vcf"));
        QString error;
        QVERIFY(Export::Exporter::writeFile(fresh, "BEGIN:VCARD\r\nEND:VCARD\r\n", &error));
        QVERIFY(PrivateFiles::isPrivate(fresh));

        const QString old = dir.filePath(QStringLiteral("old.vcf"));
        QVERIFY(writeFile(old, "old"));
        QVERIFY(QFile::setPermissions(old, openFile));
        QVERIFY(Export::Exporter::writeFile(old, "BEGIN:VCARD\r\nEND:VCARD\r\n", &error));
        QVERIFY(PrivateFiles::isPrivate(old));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 2);
    }
};

QTEST_GUILESS_MAIN(PrivateFilesTest)

#include "privatefilestest.moc"
