// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "credentialcache.h"

#include <QTest>

using namespace std::chrono_literals;

/**
 * The cache of verified passwords on its own: it only ever stands in for a check that succeeded against the same
 * stored hash, for the same person and password, within its lifetime, and it stays within its size.
 */
class CredentialCacheTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void rememberedAfterOneFullCheck();
    void wrongPasswordIsCheckedInFull();
    void changedStoredHashMisses();
    void otherPersonMisses();
    void failedCheckIsNotRemembered();
    void expires();
    void boundedInSize();
    void offChecksEveryTime();

private:
    /** A check that counts its calls and answers @p answer. */
    std::function<bool()> counting(bool answer);

    int m_checks = 0;
    CredentialCache::Clock::time_point m_now;
};

void CredentialCacheTest::init()
{
    m_checks = 0;
    m_now = CredentialCache::Clock::time_point(1000h);
}

std::function<bool()> CredentialCacheTest::counting(bool answer)
{
    return [this, answer] {
        ++m_checks;
        return answer;
    };
}

void CredentialCacheTest::rememberedAfterOneFullCheck()
{
    CredentialCache cache;
    const QString stored = QStringLiteral("$argon2id$v=19$m=65536,t=2,p=1$c2FsdA$aGFzaA");
    for (int i = 0; i < 5; ++i) {
        QVERIFY(cache.verify(7, QStringLiteral("ada"), QStringLiteral("right"), stored, counting(true)));
    }
    QCOMPARE(m_checks, 1);
    QCOMPARE(cache.fullChecks(), 1);
    QCOMPARE(cache.size(), 1);
}

void CredentialCacheTest::wrongPasswordIsCheckedInFull()
{
    CredentialCache cache;
    const QString stored = QStringLiteral("stored-a");
    QVERIFY(cache.verify(7, QStringLiteral("ada"), QStringLiteral("right"), stored, counting(true)));
    // after a right one, a wrong one still goes to the full check, which refuses it
    QVERIFY(!cache.verify(7, QStringLiteral("ada"), QStringLiteral("wrong"), stored, counting(false)));
    QVERIFY(!cache.verify(7, QStringLiteral("ada"), QStringLiteral("righ"), stored, counting(false)));
    QVERIFY(!cache.verify(7, QStringLiteral("ada"), QString(), stored, counting(false)));
    QCOMPARE(m_checks, 4);
    // and the right one is still known
    QVERIFY(cache.verify(7, QStringLiteral("ada"), QStringLiteral("right"), stored, counting(false)));
    QCOMPARE(m_checks, 4);
}

void CredentialCacheTest::changedStoredHashMisses()
{
    CredentialCache cache;
    QVERIFY(cache.verify(7, QStringLiteral("ada"), QStringLiteral("old"), QStringLiteral("stored-old"), counting(true)));
    // the operator set another password: the row now holds another string, the old password is checked against it
    QVERIFY(!cache.verify(7, QStringLiteral("ada"), QStringLiteral("old"), QStringLiteral("stored-new"), counting(false)));
    QCOMPARE(m_checks, 2);
    // the stale entry is gone: even the old string does not bring it back without a check
    QVERIFY(!cache.verify(7, QStringLiteral("ada"), QStringLiteral("old"), QStringLiteral("stored-old"), counting(false)));
    QCOMPARE(m_checks, 3);
    QCOMPARE(cache.size(), 0);
}

void CredentialCacheTest::otherPersonMisses()
{
    CredentialCache cache;
    QVERIFY(cache.verify(7, QStringLiteral("ada"), QStringLiteral("same"), QStringLiteral("stored"), counting(true)));
    QVERIFY(!cache.verify(8, QStringLiteral("ada"), QStringLiteral("same"), QStringLiteral("stored"), counting(false)));
    QVERIFY(!cache.verify(7, QStringLiteral("bob"), QStringLiteral("same"), QStringLiteral("stored"), counting(false)));
    // no ambiguity where login and password meet
    QVERIFY(cache.verify(7, QStringLiteral("ab"), QStringLiteral("c"), QStringLiteral("stored"), counting(true)));
    QVERIFY(!cache.verify(7, QStringLiteral("a"), QStringLiteral("bc"), QStringLiteral("stored"), counting(false)));
    QCOMPARE(m_checks, 5);
}

void CredentialCacheTest::failedCheckIsNotRemembered()
{
    CredentialCache cache;
    QVERIFY(!cache.verify(7, QStringLiteral("ada"), QStringLiteral("guess"), QStringLiteral("stored"), counting(false)));
    QCOMPARE(cache.size(), 0);
    QVERIFY(!cache.verify(7, QStringLiteral("ada"), QStringLiteral("guess"), QStringLiteral("stored"), counting(false)));
    QCOMPARE(m_checks, 2);
}

void CredentialCacheTest::expires()
{
    CredentialCache cache(100, 60s);
    cache.setNow([this] {
        return m_now;
    });
    QVERIFY(cache.verify(7, QStringLiteral("ada"), QStringLiteral("right"), QStringLiteral("stored"), counting(true)));
    m_now += 59s;
    QVERIFY(cache.verify(7, QStringLiteral("ada"), QStringLiteral("right"), QStringLiteral("stored"), counting(true)));
    QCOMPARE(m_checks, 1);
    m_now += 2s;
    // too old: checked in full again, and then remembered anew
    QVERIFY(!cache.verify(7, QStringLiteral("ada"), QStringLiteral("right"), QStringLiteral("stored"), counting(false)));
    QCOMPARE(m_checks, 2);
    QVERIFY(cache.verify(7, QStringLiteral("ada"), QStringLiteral("right"), QStringLiteral("stored"), counting(true)));
    QVERIFY(cache.verify(7, QStringLiteral("ada"), QStringLiteral("right"), QStringLiteral("stored"), counting(true)));
    QCOMPARE(m_checks, 3);
}

void CredentialCacheTest::boundedInSize()
{
    CredentialCache cache(3, 60s);
    cache.setNow([this] {
        return m_now;
    });
    for (int person = 1; person <= 50; ++person) {
        QVERIFY(cache.verify(person, QStringLiteral("p%1").arg(person), QStringLiteral("pw"), QStringLiteral("stored"), counting(true)));
        QVERIFY(cache.size() <= 3);
    }
    QCOMPARE(cache.size(), 3);
    // expired entries make room first
    m_now += 61s;
    QVERIFY(cache.verify(100, QStringLiteral("new"), QStringLiteral("pw"), QStringLiteral("stored"), counting(true)));
    QCOMPARE(cache.size(), 1);
}

void CredentialCacheTest::offChecksEveryTime()
{
    CredentialCache cache;
    cache.setCapacity(0);
    for (int i = 0; i < 3; ++i) {
        QVERIFY(cache.verify(7, QStringLiteral("ada"), QStringLiteral("right"), QStringLiteral("stored"), counting(true)));
    }
    QCOMPARE(m_checks, 3);
    QCOMPARE(cache.size(), 0);
}

QTEST_GUILESS_MAIN(CredentialCacheTest)
#include "credentialcachetest.moc"
