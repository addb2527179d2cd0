// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "account/credentialstore.h"
#include "privatebus.h"
#include "privatehome.h"

#include <KConfigGroup>
#include <KSharedConfig>

#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusInterface>
#include <QDBusReply>
#include <QDirIterator>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <optional>

using namespace Account;

// The credential store against a real kwalletd5 in a private D-Bus session. The wallet is opened the
// way kwallet-pam does it (pamOpen with a password hash), so no dialog ever appears.
class CredentialStoreTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_home;
    PrivateBus m_bus;
    QProcess m_kwalletd;
    const QString m_password = QStringLiteral("s3cret-pässwörd-%1").arg(QCoreApplication::applicationPid());

    void writeWalletConfig(bool enabled)
    {
        KSharedConfig::Ptr config = KSharedConfig::openConfig(QStringLiteral("kwalletrc"));
        KConfigGroup wallet(config, "Wallet");
        wallet.writeEntry("Enabled", enabled);
        wallet.writeEntry("First Use", false);
        wallet.writeEntry("Use One Wallet", true);
        wallet.writeEntry("Default Wallet", "kdewallet");
        wallet.writeEntry("Prompt on Open", false);
        wallet.writeEntry("Leave Open", true);
        wallet.writeEntry("Close When Idle", false);
        // This test may use the wallet without the "allow access?" question.
        KConfigGroup(config, "Auto Allow").writeEntry("kdewallet", QCoreApplication::applicationName());
        config->sync();
        // A running kwalletd reads its settings again when told to.
        if (m_kwalletd.state() == QProcess::Running) {
            QDBusInterface kwalletd(QStringLiteral("org.kde.kwalletd5"), QStringLiteral("/modules/kwalletd5"), QStringLiteral("org.kde.KWallet"));
            kwalletd.call(QStringLiteral("reconfigure"));
        }
    }

    CredentialStore::Storage store(CredentialStore &credentials, const QString &key, const QString &password)
    {
        CredentialStore::Storage where = CredentialStore::Storage::Unknown;
        bool done = false;
        credentials.store(key, password, [&](CredentialStore::Storage storage) {
            where = storage;
            done = true;
        });
        QTest::qWaitFor(
            [&done] {
                return done;
            },
            20000);
        return where;
    }

    std::optional<QString> lookup(CredentialStore &credentials, const QString &key)
    {
        std::optional<QString> found;
        credentials.lookup(key, [&found](const QString &password) {
            found = password;
        });
        QTest::qWaitFor(
            [&found] {
                return found.has_value();
            },
            20000);
        return found;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        PrivateHome::use(m_home.path());
        QVERIFY(QDir(m_home.filePath(QStringLiteral("runtime"))).exists());
        writeWalletConfig(true);

        // A private session bus; nothing in this process has touched D-Bus yet.
        QVERIFY(m_bus.start());
        QVERIFY(QDBusConnection::sessionBus().isConnected());

        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        m_kwalletd.setProcessEnvironment(environment);
        m_kwalletd.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        m_kwalletd.start(QStringLiteral("kwalletd5"), QStringList());
        QVERIFY(m_kwalletd.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(QDBusConnection::sessionBus().interface()->isServiceRegistered(QStringLiteral("org.kde.kwalletd5")), 20000);

        // What kwallet-pam does at login: open (here: create) the wallet with a password hash.
        QDBusInterface kwalletd(QStringLiteral("org.kde.kwalletd5"), QStringLiteral("/modules/kwalletd5"), QStringLiteral("org.kde.KWallet"));
        QVERIFY(kwalletd.isValid());
        kwalletd.call(QStringLiteral("pamOpen"), QStringLiteral("kdewallet"), QByteArray(56, '\x5a'), 0);
        QTRY_VERIFY_WITH_TIMEOUT(QDBusReply<bool>(kwalletd.call(QStringLiteral("isOpen"), QStringLiteral("kdewallet"))).value(), 20000);
    }

    void cleanupTestCase()
    {
        m_kwalletd.terminate();
        m_kwalletd.waitForFinished(5000);
        m_bus.stop();
    }

    void keysPerProviderAndUser()
    {
        const QUrl server(QStringLiteral("http://127.0.0.1:4711/v1/"));
        QCOMPARE(CredentialStore::keyFor(server, QStringLiteral("Demo")), QStringLiteral("127.0.0.1:4711/demo"));
        QVERIFY(CredentialStore::keyFor(server, QStringLiteral("demo"))
                != CredentialStore::keyFor(QUrl(QStringLiteral("https://127.0.0.1/v1/")), QStringLiteral("demo")));
    }

    void passwordGoesToTheWallet()
    {
        const QString key = CredentialStore::keyFor(QUrl(QStringLiteral("http://127.0.0.1:4711/v1/")), QStringLiteral("demo"));
        {
            CredentialStore credentials;
            QCOMPARE(store(credentials, key, m_password), CredentialStore::Storage::Wallet);
            QCOMPARE(credentials.storage(), CredentialStore::Storage::Wallet);
        }
        // Another store (as after a restart of the shell) finds it in the wallet.
        CredentialStore later;
        QCOMPARE(lookup(later, key), std::optional<QString>(m_password));
        QCOMPARE(lookup(later, QStringLiteral("127.0.0.1:4711/nobody")), std::optional<QString>(QString()));

        // Nowhere in clear on disk (the wallet file is encrypted).
        QDirIterator files(m_home.path(), QDir::Files, QDirIterator::Subdirectories);
        while (files.hasNext()) {
            QFile file(files.next());
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray bytes = file.readAll();
            QVERIFY2(!bytes.contains(m_password.toUtf8())
                         && !bytes.contains(QByteArray(reinterpret_cast<const char *>(m_password.utf16()), m_password.size() * 2)),
                     qPrintable(file.fileName()));
        }

        later.remove(key);
        CredentialStore afterRemoval;
        QCOMPARE(lookup(afterRemoval, key), std::optional<QString>(QString()));
    }

    void disabledWalletKeepsPasswordInMemoryAndSaysSo()
    {
        writeWalletConfig(false);
        const QString key = QStringLiteral("127.0.0.1:4711/memory");
        CredentialStore credentials;
        QCOMPARE(store(credentials, key, m_password), CredentialStore::Storage::Memory);
        QCOMPARE(credentials.storage(), CredentialStore::Storage::Memory);
        QCOMPARE(lookup(credentials, key), std::optional<QString>(m_password));
        // Only for this session: a new store does not know it.
        CredentialStore other;
        QCOMPARE(lookup(other, key), std::optional<QString>(QString()));
        writeWalletConfig(true);
    }
};

QTEST_GUILESS_MAIN(CredentialStoreTest)

#include "credentialstoretest.moc"
