// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ratelimiter.h"
#include "clientaddress.h"

#include <QTest>

using namespace std::chrono_literals;

/**
 * The rate limiter on its own, with a clock the test moves: the bucket's arithmetic, its memory bound under a
 * flood of keys, the settings' syntax; and the client-address rule's corner cases.
 */
class RateLimiterTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tripsAtItsNumberAndRefills();
    void keysAreIndependent();
    void offNeverRefuses();
    void refundGivesBackOne();
    void cleanUntilCountedAndAfterRefill();
    void boundedWithManyKeys();
    void evictsTheOldestFirst();
    void parsesSettings();
    void clientAddressRule();
    void limitKeys();
};

void RateLimiterTest::tripsAtItsNumberAndRefills()
{
    RateLimiter limiter(RateLimit{3, 60}, 100); // one token every 20 s
    const auto start = RateLimiter::Clock::now();
    QCOMPARE(limiter.take(QStringLiteral("a"), start), 0);
    QCOMPARE(limiter.take(QStringLiteral("a"), start), 0);
    QCOMPARE(limiter.wait(QStringLiteral("a"), start), 0);
    QCOMPARE(limiter.take(QStringLiteral("a"), start), 0);
    QCOMPARE(limiter.wait(QStringLiteral("a"), start), 20);
    QCOMPARE(limiter.take(QStringLiteral("a"), start), 20);
    // a refusal takes nothing: after the wait exactly one more is allowed
    QCOMPARE(limiter.take(QStringLiteral("a"), start + 5s), 15);
    QCOMPARE(limiter.take(QStringLiteral("a"), start + 20s), 0);
    QCOMPARE(limiter.take(QStringLiteral("a"), start + 20s), 20);
    // a full bucket never holds more than the count
    QCOMPARE(limiter.take(QStringLiteral("a"), start + 1h), 0);
    QCOMPARE(limiter.take(QStringLiteral("a"), start + 1h), 0);
    QCOMPARE(limiter.take(QStringLiteral("a"), start + 1h), 0);
    QVERIFY(limiter.take(QStringLiteral("a"), start + 1h) > 0);
}

void RateLimiterTest::keysAreIndependent()
{
    RateLimiter limiter(RateLimit{1, 10}, 100);
    const auto now = RateLimiter::Clock::now();
    QCOMPARE(limiter.take(QStringLiteral("a"), now), 0);
    QCOMPARE(limiter.take(QStringLiteral("a"), now), 10);
    QCOMPARE(limiter.take(QStringLiteral("b"), now), 0);
    QCOMPARE(limiter.wait(QStringLiteral("never seen"), now), 0);
    QCOMPARE(limiter.size(), 2);
}

void RateLimiterTest::offNeverRefuses()
{
    RateLimiter limiter(RateLimit{0, 10}, 100);
    for (int i = 0; i < 1000; ++i) {
        QCOMPARE(limiter.take(QStringLiteral("a")), 0);
    }
    QCOMPARE(limiter.size(), 0);
}

void RateLimiterTest::refundGivesBackOne()
{
    RateLimiter limiter(RateLimit{2, 60}, 100);
    const auto now = RateLimiter::Clock::now();
    QCOMPARE(limiter.take(QStringLiteral("a"), now), 0);
    limiter.refund(QStringLiteral("a"), now);
    QCOMPARE(limiter.take(QStringLiteral("a"), now), 0);
    QCOMPARE(limiter.take(QStringLiteral("a"), now), 0);
    QCOMPARE(limiter.take(QStringLiteral("a"), now), 30);
    limiter.refund(QStringLiteral("a"), now);
    QCOMPARE(limiter.take(QStringLiteral("a"), now), 0);
    // never more than a full bucket, and nothing for a key never seen
    for (int i = 0; i < 5; ++i) {
        limiter.refund(QStringLiteral("a"), now);
    }
    QCOMPARE(limiter.take(QStringLiteral("a"), now), 0);
    QCOMPARE(limiter.take(QStringLiteral("a"), now), 0);
    QVERIFY(limiter.take(QStringLiteral("a"), now) > 0);
    limiter.refund(QStringLiteral("b"), now);
    QCOMPARE(limiter.size(), 1);
}

void RateLimiterTest::cleanUntilCountedAndAfterRefill()
{
    RateLimiter limiter(RateLimit{3, 60}, 100); // one token every 20 s
    const auto start = RateLimiter::Clock::now();
    QVERIFY(limiter.isClean(QStringLiteral("a"), start));
    QCOMPARE(limiter.take(QStringLiteral("a"), start), 0);
    QVERIFY(!limiter.isClean(QStringLiteral("a"), start));
    QVERIFY(!limiter.isClean(QStringLiteral("a"), start + 19s));
    QVERIFY(limiter.isClean(QStringLiteral("a"), start + 20s));
    // a refund makes it clean at once
    QCOMPARE(limiter.take(QStringLiteral("b"), start), 0);
    limiter.refund(QStringLiteral("b"), start);
    QVERIFY(limiter.isClean(QStringLiteral("b"), start));
}

void RateLimiterTest::boundedWithManyKeys()
{
    // 100,000 distinct keys within the window: the limiter keeps at most its maximum, and the keys it keeps still count
    const int maxKeys = 10000;
    RateLimiter limiter(RateLimit{2, 3600}, maxKeys);
    const auto now = RateLimiter::Clock::now();
    for (int i = 0; i < 100000; ++i) {
        const QString key = QStringLiteral("198.51.%1.%2").arg(i / 256).arg(i % 256);
        QCOMPARE(limiter.take(key, now), 0);
        QVERIFY(limiter.size() <= maxKeys);
    }
    QCOMPARE(limiter.size(), maxKeys);
    const QString newest = QStringLiteral("198.51.%1.%2").arg(99999 / 256).arg(99999 % 256);
    QCOMPARE(limiter.take(newest, now), 0);
    QVERIFY(limiter.take(newest, now) > 0);

    // once the window has passed, full buckets are dropped as requests come
    for (int i = 0; i < 100; ++i) {
        limiter.take(QStringLiteral("later %1").arg(i), now + 2h);
    }
    QVERIFY2(limiter.size() < maxKeys, qPrintable(QString::number(limiter.size())));
}

void RateLimiterTest::evictsTheOldestFirst()
{
    RateLimiter limiter(RateLimit{1, 3600}, 3);
    const auto now = RateLimiter::Clock::now();
    limiter.take(QStringLiteral("a"), now);
    limiter.take(QStringLiteral("b"), now + 1s);
    limiter.take(QStringLiteral("c"), now + 2s);
    // touching a makes b the oldest
    QVERIFY(limiter.take(QStringLiteral("a"), now + 3s) > 0);
    limiter.take(QStringLiteral("d"), now + 4s);
    QCOMPARE(limiter.size(), 3);
    QVERIFY(limiter.wait(QStringLiteral("a"), now + 5s) > 0);
    QCOMPARE(limiter.wait(QStringLiteral("b"), now + 5s), 0);
    QVERIFY(limiter.wait(QStringLiteral("c"), now + 5s) > 0);
    QVERIFY(limiter.wait(QStringLiteral("d"), now + 5s) > 0);
}

void RateLimiterTest::parsesSettings()
{
    QCOMPARE(RateLimit::parse(QStringLiteral("10"), 60)->count, 10);
    QCOMPARE(RateLimit::parse(QStringLiteral("10"), 60)->seconds, 60);
    QCOMPARE(RateLimit::parse(QStringLiteral("5/900"), 60)->seconds, 900);
    QVERIFY(RateLimit::parse(QStringLiteral("off"), 60)->isOff());
    QVERIFY(RateLimit::parse(QStringLiteral("0"), 60)->isOff());
    QCOMPARE(RateLimit::parse(QStringLiteral("5/900"), 60)->toString(), QStringLiteral("5/900"));
    for (const char *bad : {"", "x", "-1", "5/", "5/0", "5/-3", "5/x", "1/2/3", "99999999999"}) {
        QVERIFY2(!RateLimit::parse(QString::fromLatin1(bad), 60), bad);
    }
}

void RateLimiterTest::clientAddressRule()
{
    const ClientAddress none;
    QCOMPARE(none.of(QStringLiteral("192.0.2.1"), {QStringLiteral("203.0.113.5")}), QStringLiteral("192.0.2.1"));
    QCOMPARE(none.of(QStringLiteral("::ffff:192.0.2.1"), {}), QStringLiteral("192.0.2.1"));

    const ClientAddress proxies({QStringLiteral("192.0.2.1"), QStringLiteral("2001:db8::/32"), QStringLiteral("10.0.0.0/8"), QStringLiteral("junk")});
    QCOMPARE(proxies.of(QStringLiteral("192.0.2.1"), {QStringLiteral("203.0.113.5")}), QStringLiteral("203.0.113.5"));
    QCOMPARE(proxies.of(QStringLiteral("192.0.2.2"), {QStringLiteral("203.0.113.5")}), QStringLiteral("192.0.2.2"));
    QCOMPARE(proxies.of(QStringLiteral("2001:db8::9"), {QStringLiteral("1.2.3.4, 203.0.113.5, 10.2.3.4")}), QStringLiteral("203.0.113.5"));
    // two headers: their order is unknown (the HTTP library keeps headers unordered), so the peer counts
    QCOMPARE(proxies.of(QStringLiteral("2001:db8::9"), {QStringLiteral("1.2.3.4"), QStringLiteral("10.2.3.4")}), QStringLiteral("2001:db8::9"));
    QCOMPARE(proxies.of(QStringLiteral("192.0.2.1"), {QStringLiteral("2001:db9::1")}), QStringLiteral("2001:db9::1"));
    QCOMPARE(proxies.of(QStringLiteral("192.0.2.1"), {QStringLiteral("10.0.0.1,")}), QStringLiteral("10.0.0.1"));
    QCOMPARE(proxies.of(QStringLiteral("192.0.2.1"), {QStringLiteral("11.0.0.1, x")}), QStringLiteral("192.0.2.1"));
    QCOMPARE(proxies.of(QStringLiteral("192.0.2.1"), {QString(100000, QLatin1Char(','))}), QStringLiteral("192.0.2.1"));
    // a /8 ends where it should
    QCOMPARE(proxies.of(QStringLiteral("192.0.2.1"), {QStringLiteral("9.255.255.255, 11.0.0.0")}), QStringLiteral("11.0.0.0"));

    QVERIFY(ClientAddress::isValidProxy(QStringLiteral("::1")));
    QVERIFY(ClientAddress::isValidProxy(QStringLiteral("172.16.0.0/12")));
    QVERIFY(!ClientAddress::isValidProxy(QStringLiteral("172.16.0.0/33")));
    QVERIFY(!ClientAddress::isValidProxy(QStringLiteral("fe80::/129")));
    QVERIFY(!ClientAddress::isValidProxy(QStringLiteral("localhost")));
}

void RateLimiterTest::limitKeys()
{
    QCOMPARE(ClientAddress::limitKey(QStringLiteral("192.0.2.7")), QStringLiteral("192.0.2.7"));
    QCOMPARE(ClientAddress::limitKey(QStringLiteral("2001:db8:1:2:3:4:5:6")), QStringLiteral("2001:db8:1:2::/64"));
    QCOMPARE(ClientAddress::limitKey(QStringLiteral("2001:db8:1:2::ffff")), ClientAddress::limitKey(QStringLiteral("2001:db8:1:2::1")));
}

QTEST_GUILESS_MAIN(RateLimiterTest)
#include "ratelimitertest.moc"
