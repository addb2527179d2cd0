// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "hardware/dmireader.h"

#include <KConfigGroup>

#include <QDir>
#include <QFile>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <sys/inotify.h>
#include <unistd.h>

using Hardware::DmiReader;

namespace
{
constexpr char marker[] = "SERIAL-MARKER-7f3a";

/// A fake `/sys/class/dmi/id` in a temporary folder.
class FakeDmi
{
public:
    FakeDmi()
    {
        QVERIFY(m_dir.isValid());
    }

    QString path() const
    {
        return m_dir.path();
    }

    void write(const QString &name, const QByteArray &content)
    {
        QFile file(m_dir.filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(content);
    }

    void writeAll(const QByteArray &vendor, const QByteArray &name, const QByteArray &version, const QByteArray &boardVendor, const QByteArray &board)
    {
        write(QStringLiteral("sys_vendor"), vendor + '\n');
        write(QStringLiteral("product_name"), name + '\n');
        write(QStringLiteral("product_version"), version + '\n');
        write(QStringLiteral("board_vendor"), boardVendor + '\n');
        write(QStringLiteral("board_name"), board + '\n');
    }

private:
    QTemporaryDir m_dir{QDir::tempPath() + QStringLiteral("/dmi-XXXXXX")};
};

/// Names of the files opened in @p folder while @p work runs (inotify's IN_OPEN).
template<typename Work>
QSet<QString> filesOpened(const QString &folder, Work work)
{
    QSet<QString> opened;
    const int fd = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
    if (fd < 0 || inotify_add_watch(fd, QFile::encodeName(folder).constData(), IN_OPEN) < 0) {
        qWarning("inotify unavailable");
        opened.insert(QStringLiteral("<inotify unavailable>"));
        return opened;
    }
    work();
    alignas(inotify_event) char buffer[64 * 1024];
    for (;;) {
        const ssize_t length = ::read(fd, buffer, sizeof buffer);
        if (length <= 0) {
            break;
        }
        for (char *p = buffer; p < buffer + length;) {
            const auto *event = reinterpret_cast<const inotify_event *>(p);
            if (event->len > 0) {
                opened.insert(QString::fromUtf8(event->name));
            }
            p += sizeof(inotify_event) + event->len;
        }
    }
    ::close(fd);
    return opened;
}
}

/**
 * The hardware attribute's line from fake DMI folders (docs/help.md, "The hardware attribute"): the five files
 * only, placeholders, the vendor table, the Lenovo rule, 200 characters, hostile files, and never a serial number.
 */
class DmiReaderTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void lenovoUsesTheVersion()
    {
        FakeDmi dmi;
        dmi.writeAll("LENOVO", "20S0CTO1WW", "ThinkPad T14 Gen 1", "LENOVO", "20S0CTO1WW");
        QCOMPARE(DmiReader::line(dmi.path()), QStringLiteral("Lenovo ThinkPad T14 Gen 1"));
        // Without a usable version, the machine-type code is all there is.
        dmi.write(QStringLiteral("product_version"), "None\n");
        QCOMPARE(DmiReader::line(dmi.path()), QStringLiteral("Lenovo 20S0CTO1WW"));
    }

    void dell()
    {
        FakeDmi dmi;
        dmi.writeAll("Dell Inc.", "XPS 13 9310", "", "Dell Inc.", "0DXP1F");
        QCOMPARE(DmiReader::line(dmi.path()), QStringLiteral("Dell XPS 13 9310"));
    }

    void homeBuiltUsesTheBoard()
    {
        FakeDmi dmi;
        dmi.writeAll("To Be Filled By O.E.M.", "To be filled by O.E.M.", "System Version", "ASUSTeK COMPUTER INC.", "PRIME B450M-A");
        QCOMPARE(DmiReader::line(dmi.path()), QStringLiteral("ASUS PRIME B450M-A"));
        dmi.writeAll("System manufacturer", "System Product Name", "System Version", "Micro-Star International Co., Ltd.", "MAG B550 TOMAHAWK (MS-7C91)");
        QCOMPARE(DmiReader::line(dmi.path()), QStringLiteral("MSI MAG B550 TOMAHAWK (MS-7C91)"));
    }

    void everyFileAPlaceholder()
    {
        FakeDmi dmi;
        dmi.writeAll("Default string", "xxxxxxxx", "0.0", "OEM", "Type1ProductConfigId");
        QCOMPARE(DmiReader::line(dmi.path()), QString());
        dmi.writeAll("", "   ", "INVALID", "O.E.M.", "0123456789");
        QCOMPARE(DmiReader::line(dmi.path()), QString());
    }

    void vendorNotRepeated()
    {
        FakeDmi dmi;
        dmi.writeAll("HP", "HP EliteBook 840 G7 Notebook PC", "", "HP", "8723");
        QCOMPARE(DmiReader::line(dmi.path()), QStringLiteral("HP EliteBook 840 G7 Notebook PC"));
        dmi.writeAll("Hewlett-Packard", "HP Compaq 8200 Elite", "", "", "");
        QCOMPARE(DmiReader::line(dmi.path()), QStringLiteral("HP Compaq 8200 Elite"));
        // A model that only begins with the vendor's letters is no repeat.
        dmi.writeAll("Apple Inc.", "Applesauce 1", "", "", "");
        QCOMPARE(DmiReader::line(dmi.path()), QStringLiteral("Apple Applesauce 1"));
        dmi.writeAll("FUJITSU CLIENT COMPUTING LIMITED", "LIFEBOOK   U7411", "", "", "");
        QCOMPARE(DmiReader::line(dmi.path()), QStringLiteral("Fujitsu LIFEBOOK U7411"));
        dmi.writeAll("Framework", "Laptop 13 (AMD Ryzen 7040Series)", "", "", "");
        QCOMPARE(DmiReader::line(dmi.path()), QStringLiteral("Framework Laptop 13 (AMD Ryzen 7040Series)"));
    }

    void onlyOneOfThem()
    {
        FakeDmi dmi;
        dmi.writeAll("Dell Inc.", "Default string", "", "", "");
        QCOMPARE(DmiReader::line(dmi.path()), QStringLiteral("Dell"));
        dmi.writeAll("", "", "", "", "Custom Board 3");
        QCOMPARE(DmiReader::line(dmi.path()), QStringLiteral("Custom Board 3"));
    }

    void megabyteFiles()
    {
        FakeDmi dmi;
        dmi.writeAll("Dell Inc.", "", "", "", "");
        dmi.write(QStringLiteral("product_name"), QByteArray(1024 * 1024, 'A'));
        const QString line = DmiReader::line(dmi.path());
        QCOMPARE(line.size(), DmiReader::maxLineLength);
        QVERIFY(line.startsWith(QLatin1String("Dell AAAA")));
        // Only the first 256 bytes are read: what comes after them never counts.
        dmi.write(QStringLiteral("product_name"), QByteArray(300, ' ') + "Hidden model");
        QCOMPARE(DmiReader::line(dmi.path()), QStringLiteral("Dell"));
        // Only the first line.
        dmi.write(QStringLiteral("product_name"), "XPS 15\nsecond line\n");
        QCOMPARE(DmiReader::line(dmi.path()), QStringLiteral("Dell XPS 15"));
    }

    void binaryBytes()
    {
        FakeDmi dmi;
        dmi.writeAll("Dell Inc.", "", "", "", "");
        dmi.write(QStringLiteral("product_name"), QByteArray("\x00\x01\xff\xfeXPS\x07\t13\r\x1b[31m", 17));
        QCOMPARE(DmiReader::line(dmi.path()), QStringLiteral("Dell XPS 13 [31m"));
        // Invisible characters (a right-to-left override, a zero-width space) go too.
        dmi.write(QStringLiteral("product_name"), "XPS\xE2\x80\xAE\xE2\x80\x8B 13\n");
        QCOMPARE(DmiReader::line(dmi.path()), QStringLiteral("Dell XPS 13"));
    }

    void missingFolder()
    {
        QCOMPARE(DmiReader::line(QStringLiteral("/nonexistent/dmi/id")), QString());
        QCOMPARE(DmiReader::line(QString()), QString());
    }

    void configuredFolder()
    {
        QTemporaryDir home;
        KSharedConfig::Ptr config = KSharedConfig::openConfig(home.filePath(QStringLiteral("socialdesktoprc")), KConfig::SimpleConfig);
        QCOMPARE(DmiReader::configuredFolder(config), QStringLiteral("/sys/class/dmi/id"));
        config->group(QStringLiteral("Hardware")).writeEntry("DmiFolder", QStringLiteral("/tmp/fake-dmi"));
        QCOMPARE(DmiReader::configuredFolder(config), QStringLiteral("/tmp/fake-dmi"));
    }

    void neverASerialNumber()
    {
        FakeDmi dmi;
        dmi.writeAll("LENOVO", "20S0CTO1WW", "ThinkPad T14 Gen 1", "LENOVO", "20S0CTO1WW");
        const QStringList others = {
            QStringLiteral("product_serial"),
            QStringLiteral("board_serial"),
            QStringLiteral("chassis_serial"),
            QStringLiteral("product_uuid"),
            QStringLiteral("board_asset_tag"),
            QStringLiteral("chassis_asset_tag"),
            QStringLiteral("product_sku"),
            QStringLiteral("product_family"),
            QStringLiteral("bios_vendor"),
            QStringLiteral("bios_version"),
            QStringLiteral("bios_date"),
            QStringLiteral("bios_release"),
            QStringLiteral("board_version"),
            QStringLiteral("chassis_type"),
            QStringLiteral("chassis_vendor"),
            QStringLiteral("chassis_version"),
            QStringLiteral("modalias"),
            QStringLiteral("uevent"),
        };
        for (const QString &name : others) {
            dmi.write(name, QByteArray(marker) + '\n');
        }
        QString line;
        const QSet<QString> opened = filesOpened(dmi.path(), [&] {
            line = DmiReader::line(dmi.path());
            // Asked for by name, the reader still refuses.
            for (const QString &name : others) {
                QCOMPARE(DmiReader::value(dmi.path(), name), QString());
            }
            QCOMPARE(DmiReader::value(dmi.path(), QStringLiteral("../id/product_serial")), QString());
        });
        QCOMPARE(line, QStringLiteral("Lenovo ThinkPad T14 Gen 1"));
        QVERIFY(!line.contains(QLatin1String(marker)));
        const QSet<QString> allowed(DmiReader::fileNames().cbegin(), DmiReader::fileNames().cend());
        QVERIFY2(!opened.isEmpty(), "inotify saw no file opened at all");
        QVERIFY2(allowed.contains(opened), qPrintable(QStringList(opened.cbegin(), opened.cend()).join(QLatin1Char(' '))));

        // A product_version that is a link to the serial number is not followed.
        QVERIFY(QFile::remove(dmi.path() + QStringLiteral("/product_version")));
        QVERIFY(QFile::link(dmi.path() + QStringLiteral("/product_serial"), dmi.path() + QStringLiteral("/product_version")));
        const QString linked = DmiReader::line(dmi.path());
        QVERIFY2(!linked.contains(QLatin1String(marker)), qPrintable(linked));
        QCOMPARE(linked, QStringLiteral("Lenovo 20S0CTO1WW"));
    }
};

QTEST_GUILESS_MAIN(DmiReaderTest)

#include "dmireadertest.moc"
