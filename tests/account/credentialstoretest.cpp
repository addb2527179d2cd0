// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "account/credentialstore.h"
#include "privatebus.h"
#include "privatehome.h"
#include "privatewallet.h"

#include <KConfigGroup>
#include <KSharedConfig>

#include <QDBusConnection>
#include <QDirIterator>
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
    PrivateWallet m_wallet;
    const QString m_password = QStringLiteral("s3cret-pässwörd-%1").arg(QCoreApplication::applicationPid());

    /// Turns the wallet on or off in the settings this process and kwalletd read.
    void setWalletEnabled(bool enabled)
    {
        KSharedConfig::Ptr config = KSharedConfig::openConfig(QStringLiteral("kwalletrc"));
        KConfigGroup(config, QStringLiteral("Wallet")).writeEntry("Enabled", enabled);
        config->sync();
        m_wallet.reconfigure();
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
        // A private session bus; nothing in this process has touched D-Bus yet. The wallet's settings go into this
        // test's home, which this process reads too.
        QVERIFY(m_bus.start());
        QVERIFY(QDBusConnection::sessionBus().isConnected());
        QVERIFY2(m_wallet.start(m_home.path(), QCoreApplication::applicationName()), qPrintable(m_wallet.errorString()));
    }

    void cleanupTestCase()
    {
        m_wallet.stop();
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
        setWalletEnabled(false);
        const QString key = QStringLiteral("127.0.0.1:4711/memory");
        CredentialStore credentials;
        QCOMPARE(store(credentials, key, m_password), CredentialStore::Storage::Memory);
        QCOMPARE(credentials.storage(), CredentialStore::Storage::Memory);
        QCOMPARE(lookup(credentials, key), std::optional<QString>(m_password));
        // Only for this session: a new store does not know it.
        CredentialStore other;
        QCOMPARE(lookup(other, key), std::optional<QString>(QString()));
        setWalletEnabled(true);
    }
};

QTEST_GUILESS_MAIN(CredentialStoreTest)

#include "credentialstoretest.moc"
