// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocs/rowpage.h"
#include "ocs/recordfields.h"

#include <QDateTime>
#include <QTest>
#include <QUrl>
#include <QtEndian>

using namespace Ocs;

namespace
{
QByteArray u32(quint32 value)
{
    const quint32 little = qToLittleEndian(value);
    return QByteArray(reinterpret_cast<const char *>(&little), sizeof little);
}

QVariantMap person(const QString &id)
{
    return {
        {QStringLiteral("id"), id},
        {QStringLiteral("firstName"), QStringLiteral("Ärger ") + id},
        {QStringLiteral("city"), QStringLiteral("東京")},
        {QStringLiteral("latitude"), 52.52},
        {QStringLiteral("longitude"), -13.405},
    };
}
}

class RowPageTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyValueComesBackAsWritten()
    {
        const QVariantMap row{
            {QStringLiteral("id"), QStringLiteral("alice")},
            {QStringLiteral("firstName"), QString()},
            {QStringLiteral("unread"), true},
            {QStringLiteral("status"), 2},
            {QStringLiteral("big"), qint64(1) << 40},
            {QStringLiteral("latitude"), -33.8688},
            {QStringLiteral("birthday"), QDate(1984, 2, 29)},
            {QStringLiteral("sent"), QDateTime(QDate(2026, 12, 4), QTime(15, 0), Qt::UTC)},
            {QStringLiteral("offset"), QDateTime(QDate(2026, 12, 4), QTime(16, 0), Qt::OffsetFromUTC, 3600)},
            {QStringLiteral("local"), QDateTime(QDate(2026, 12, 4), QTime(17, 0), Qt::LocalTime)},
            {QStringLiteral("never"), QDateTime()},
            {QStringLiteral("ircChannels"), QStringList{QStringLiteral("#kde"), QString()}},
            {QStringLiteral("homepages"),
             QVariantList{QVariantMap{{QStringLiteral("url"), QStringLiteral("https://example.org/")}, {QStringLiteral("type"), QStringLiteral("Blog")}}}},
            // A key no record table has, and a type the encoding does not know: kept, the latter as its text.
            {QStringLiteral("somethingNew"), QUrl(QStringLiteral("https://kde.org/"))},
        };
        const RowPage page = RowPage::fromMaps({row, {}});
        QCOMPARE(page.size(), 2);
        QVariantMap expected = row;
        expected.insert(QStringLiteral("somethingNew"), QStringLiteral("https://kde.org/"));
        QCOMPARE(page.row(0), expected);
        QCOMPARE(page.row(1), QVariantMap());
        QCOMPARE(page.id(0), QStringLiteral("alice"));
        QCOMPARE(page.id(1), QString());
        QCOMPARE(page.value(0, QStringLiteral("latitude")).userType(), int(QMetaType::Double));
        QCOMPARE(page.value(0, QStringLiteral("status")).userType(), int(QMetaType::Int));
        QCOMPARE(page.value(0, QStringLiteral("sent")).toDateTime().timeSpec(), Qt::UTC);
        QCOMPARE(page.value(0, QStringLiteral("offset")).toDateTime().offsetFromUtc(), 3600);
        QVERIFY(!page.value(0, QStringLiteral("lastName")).isValid());
        QVERIFY(!page.value(2, QStringLiteral("id")).isValid());
        QVERIFY(!page.value(-1, QStringLiteral("id")).isValid());

        // Read back from its bytes, as from a file: the same rows.
        const std::optional<RowPage> read = RowPage::fromBytes(page.bytes());
        QVERIFY(read);
        QCOMPARE(read->row(0), expected);
        QVERIFY(read->sameRow(0, page, 0));
        QVERIFY(!read->sameRow(0, page, 1));
    }

    void rolesAreTheRecordTablesKeys()
    {
        const RowPage page = RowPage::fromMaps({person(QStringLiteral("a")), person(QStringLiteral("b"))});
        const QStringList &keys = RecordFields::listKeys();
        QCOMPARE(page.value(1, int(keys.indexOf(QStringLiteral("city")))), QVariant(QStringLiteral("東京")));
        QCOMPARE(page.value(1, int(keys.indexOf(QStringLiteral("firstName")))), QVariant(QStringLiteral("Ärger b")));
        QVERIFY(!page.value(1, int(keys.size())).isValid());
    }

    void compacterThanMaps()
    {
        QVector<QVariantMap> rows;
        for (int i = 0; i < 100; ++i) {
            rows.append(person(QString::number(i)));
        }
        const RowPage page = RowPage::fromMaps(rows);
        // Five short fields: the block spends a few bytes per field besides the text.
        QVERIFY2(page.byteSize() < 100 * 80, qPrintable(QString::number(page.byteSize())));
    }

    void nestingIsBounded()
    {
        QVariant deep = QStringLiteral("bottom");
        for (int i = 0; i < 10; ++i) {
            deep = QVariantList{deep};
        }
        const RowPage page = RowPage::fromMaps({{{QStringLiteral("id"), QStringLiteral("x")}, {QStringLiteral("deep"), deep}}});
        const std::optional<RowPage> read = RowPage::fromBytes(page.bytes());
        QVERIFY(read);
        QCOMPARE(read->id(0), QStringLiteral("x"));
        // Four levels of lists, then the rest as text.
        QVariant value = read->value(0, QStringLiteral("deep"));
        int levels = 0;
        while (value.userType() == QMetaType::QVariantList) {
            value = value.toList().value(0);
            ++levels;
        }
        QCOMPARE(levels, 4);
        QCOMPARE(value.userType(), int(QMetaType::QString));
    }

    void blocksThatDoNotFitAreRefused_data()
    {
        QTest::addColumn<QByteArray>("block");
        const QByteArray good = RowPage::fromMaps({person(QStringLiteral("a")), person(QStringLiteral("b"))}).bytes();
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("three bytes") << QByteArray("\x01\x00\x00", 3);
        QTest::newRow("a billion rows in eight bytes") << (u32(1000000000) + u32(0));
        QTest::newRow("row ends beyond the block") << (u32(1) + u32(100) + QByteArray(10, '\0'));
        QTest::newRow("row ends going back") << (u32(2) + u32(4) + u32(2) + QByteArray(4, '\0'));
        QTest::newRow("bytes after the last row") << (good + "x");
        QTest::newRow("cut in the last row") << good.left(good.size() - 1);
    }

    void blocksThatDoNotFitAreRefused()
    {
        QFETCH(QByteArray, block);
        QVERIFY(!RowPage::fromBytes(block));
    }

    // A block whose table fits but whose fields are damaged (what the rows file's checksum catches first): every
    // read stays inside the block and yields what is whole, or nothing.
    void damagedFieldsYieldNothingOutsideTheBlock()
    {
        const QByteArray good = RowPage::fromMaps({person(QStringLiteral("a"))}).bytes();
        const int rowsStart = 8;
        for (int at = rowsStart; at < good.size(); ++at) {
            for (const char value : {'\x00', '\x07', '\xff'}) {
                QByteArray damaged = good;
                damaged[at] = value;
                const std::optional<RowPage> page = RowPage::fromBytes(damaged);
                QVERIFY(page);
                const QVariantMap row = page->row(0);
                for (const QVariant &value : row) {
                    QVERIFY(value.isValid());
                }
                page->id(0);
                page->value(0, QStringLiteral("city"));
            }
        }
        // An unknown type and a key beyond the table: the row reads as far as it is whole.
        const QByteArray idKey(1, char(RecordFields::listKeys().indexOf(QStringLiteral("id"))));
        const QByteArray idField = idKey + '\x04' + u32(1) + "z";
        const QByteArray fields = idField + QByteArray(1, char(RecordFields::listKeys().size())) + '\x04' + u32(0);
        const std::optional<RowPage> strange = RowPage::fromBytes(u32(1) + u32(quint32(fields.size())) + fields);
        QVERIFY(strange);
        QCOMPARE(strange->row(0), (QVariantMap{{QStringLiteral("id"), QStringLiteral("z")}}));
        const QByteArray badType = idKey + '\x63' + u32(1) + "z";
        QCOMPARE(RowPage::fromBytes(u32(1) + u32(quint32(badType.size())) + badType)->row(0), QVariantMap());
        // A string claiming four gigabytes.
        const QByteArray huge = idKey + '\x04' + u32(0xffffffff) + "z";
        QCOMPARE(RowPage::fromBytes(u32(1) + u32(quint32(huge.size())) + huge)->id(0), QString());
    }

    void checksumSeesEveryByte()
    {
        const QByteArray bytes = RowPage::fromMaps({person(QStringLiteral("a")), person(QStringLiteral("b"))}).bytes();
        const quint64 sum = RowPage::checksum(bytes.constData(), bytes.size());
        for (int at = 0; at < bytes.size(); ++at) {
            QByteArray changed = bytes;
            changed[at] = char(changed.at(at) ^ 0x01);
            QVERIFY2(RowPage::checksum(changed.constData(), changed.size()) != sum, qPrintable(QString::number(at)));
        }
        QVERIFY(RowPage::checksum(bytes.constData(), bytes.size() - 1) != sum);
        QVERIFY(RowPage::checksum((bytes + '\0').constData(), bytes.size() + 1) != sum);
    }
};

QTEST_GUILESS_MAIN(RowPageTest)

#include "rowpagetest.moc"
