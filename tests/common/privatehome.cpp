// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "privatehome.h"

#include <QDir>
#include <QFile>

QProcessEnvironment PrivateHome::environment(const QString &home)
{
    const std::pair<const char *, const char *> places[] = {
        {"XDG_CONFIG_HOME", "config"},
        {"XDG_DATA_HOME", "data"},
        {"XDG_CACHE_HOME", "cache"},
        {"XDG_RUNTIME_DIR", "runtime"},
    };
    QProcessEnvironment environment;
    environment.insert(QStringLiteral("HOME"), home);
    for (const auto &[variable, dir] : places) {
        QDir(home).mkpath(QLatin1String(dir));
        environment.insert(QLatin1String(variable), home + QLatin1Char('/') + QLatin1String(dir));
    }
    QFile::setPermissions(home + QStringLiteral("/runtime"), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    return environment;
}

void PrivateHome::use(const QString &home)
{
    const QProcessEnvironment variables = environment(home);
    const QStringList names = variables.keys();
    for (const QString &name : names) {
        qputenv(name.toUtf8().constData(), variables.value(name).toUtf8());
    }
}

TemporaryHome::TemporaryHome()
    : m_dir(QDir::tempPath() + QStringLiteral("/socialdesktop-home-XXXXXX"))
{
    if (m_dir.isValid()) {
        PrivateHome::use(m_dir.path());
    }
}

QString TemporaryHome::path() const
{
    return m_dir.isValid() ? m_dir.path() : QString();
}
