// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

// Every relative link in every tracked Markdown file resolves: the file (or folder) exists, and an #anchor names
// a heading of the Markdown file it points into, as GitHub makes anchors. Documents move (the README became a
// door to docs/); this keeps the links between them whole.

#include "markdownlinks.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace
{
const QString sourceDir = QStringLiteral(SOURCE_DIR);

/// The tracked Markdown files, relative to the source folder: git's list, or every *.md outside build folders.
QStringList markdownFiles()
{
    QProcess git;
    git.setWorkingDirectory(sourceDir);
    git.start(QStringLiteral("git"), {QStringLiteral("ls-files"), QStringLiteral("-z"), QStringLiteral("*.md")});
    if (git.waitForFinished(30000) && git.exitStatus() == QProcess::NormalExit && git.exitCode() == 0) {
        QStringList files;
        // split the bytes: QString::fromUtf8 of a QByteArray stops at its first NUL
        for (const QByteArray &name : git.readAllStandardOutput().split('\0')) {
            if (!name.isEmpty()) {
                files.append(QString::fromUtf8(name));
            }
        }
        // Deleted in the work tree but not yet in the index: not there to be read.
        files.erase(std::remove_if(files.begin(),
                                   files.end(),
                                   [](const QString &file) {
                                       return !QFile::exists(sourceDir + QLatin1Char('/') + file);
                                   }),
                    files.end());
        return files;
    }
    QStringList files;
    QDirIterator it(sourceDir, {QStringLiteral("*.md")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next().mid(sourceDir.size() + 1);
        if (!file.startsWith(QLatin1String("build")) && !file.startsWith(QLatin1Char('.'))) {
            files.append(file);
        }
    }
    return files;
}

bool write(const QString &path, const QByteArray &text)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
}
}

class LinkTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void anchorsAsGitHubMakesThem_data()
    {
        QTest::addColumn<QString>("heading");
        QTest::addColumn<QString>("anchor");
        QTest::newRow("words") << QStringLiteral("Run a community") << QStringLiteral("run-a-community");
        QTest::newRow("punctuation") << QStringLiteral("Safe on the internet!") << QStringLiteral("safe-on-the-internet");
        QTest::newRow("code") << QStringLiteral("The demo community (`--seed N`)") << QStringLiteral("the-demo-community---seed-n");
        QTest::newRow("slash and colon") << QStringLiteral("Export: FOAF / vCard") << QStringLiteral("export-foaf--vcard");
        QTest::newRow("link") << QStringLiteral("See [the server](server/README.md)") << QStringLiteral("see-the-server");
        QTest::newRow("letters") << QStringLiteral("Größe und Übersicht") << QStringLiteral("größe-und-übersicht");
        QTest::newRow("underscore kept") << QStringLiteral("snake_case") << QStringLiteral("snake_case");
    }

    void anchorsAsGitHubMakesThem()
    {
        QFETCH(QString, heading);
        QFETCH(QString, anchor);
        QCOMPARE(MarkdownLinks::anchor(heading), anchor);
    }

    // The checker finds what is broken and only that.
    void brokenLinksAreFound()
    {
        QTemporaryDir root;
        QVERIFY(write(root.filePath(QStringLiteral("docs/other.md")), "# Other\n\n## Twice\n\n## Twice\n\n```\n# not a heading\n```\n<a id=\"custom\"></a>\n"));
        QVERIFY(write(root.filePath(QStringLiteral("picture.png")), "png"));
        QVERIFY(write(root.filePath(QStringLiteral("README.md")),
                      "# Top\n\n"
                      "[good](docs/other.md) [anchor](docs/other.md#twice-1) ![p](picture.png) [here](#top) [html](docs/other.md#custom)\n"
                      "[web](https://example.org/missing) [mail](mailto:a@example.org) [folder](docs/) [rooted](/docs/other.md)\n"
                      "`[code](missing-in-code.md)`\n\n"
                      "```\n[block](missing-in-block.md)\n```\n\n"
                      "[missing](docs/missing.md) [bad anchor](docs/other.md#twice-2) [in code](docs/other.md#not-a-heading)\n"
                      "[self](#nowhere) [outside](../outside.md) [png anchor](picture.png#x)\n\n"
                      "[label]: docs/gone.md\n"));
        const MarkdownLinks links(root.path());
        QStringList broken;
        QStringList good;
        for (const MarkdownLinks::Link &link : links.linksOf(QStringLiteral("README.md"))) {
            (links.problem(link).isEmpty() ? good : broken).append(QStringLiteral("%1:%2").arg(link.line).arg(link.target));
        }
        QCOMPARE(good,
                 (QStringList{QStringLiteral("3:docs/other.md"),
                              QStringLiteral("3:docs/other.md#twice-1"),
                              QStringLiteral("3:picture.png"),
                              QStringLiteral("3:#top"),
                              QStringLiteral("3:docs/other.md#custom"),
                              QStringLiteral("4:docs/"),
                              QStringLiteral("4:/docs/other.md")}));
        QCOMPARE(broken,
                 (QStringList{QStringLiteral("11:docs/missing.md"),
                              QStringLiteral("11:docs/other.md#twice-2"),
                              QStringLiteral("11:docs/other.md#not-a-heading"),
                              QStringLiteral("12:#nowhere"),
                              QStringLiteral("12:../outside.md"),
                              QStringLiteral("12:picture.png#x"),
                              QStringLiteral("14:docs/gone.md")}));
    }

    void everyRelativeLinkResolves()
    {
        const QStringList files = markdownFiles();
        QVERIFY2(files.contains(QStringLiteral("README.md")), qPrintable(files.join(QLatin1Char(' '))));
        const MarkdownLinks links(sourceDir);
        QStringList broken;
        int checked = 0;
        for (const QString &file : files) {
            for (const MarkdownLinks::Link &link : links.linksOf(file)) {
                ++checked;
                const QString problem = links.problem(link);
                if (!problem.isEmpty()) {
                    broken.append(QStringLiteral("%1:%2: %3: %4").arg(link.file).arg(link.line).arg(link.target, problem));
                }
            }
        }
        qInfo("%d relative links in %lld Markdown files", checked, static_cast<long long>(files.size()));
        QVERIFY(checked > 10);
        QVERIFY2(broken.isEmpty(), qPrintable(QLatin1Char('\n') + broken.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(LinkTest)

#include "linktest.moc"
