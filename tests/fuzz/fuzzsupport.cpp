// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "fuzzsupport.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <cstdio>
#include <cstdlib>
#include <memory>

namespace FuzzSupport
{

void silenceLogging()
{
    qInstallMessageHandler([](QtMsgType type, const QMessageLogContext &, const QString &message) {
        if (type == QtFatalMsg) {
            std::fprintf(stderr, "fatal: %s\n", qPrintable(message));
            std::abort();
        }
    });
}

QString scratchDirectory()
{
    static std::unique_ptr<QTemporaryDir> directory;
    if (!directory) {
        directory = std::make_unique<QTemporaryDir>(QDir::tempPath() + QStringLiteral("/socialdesktop-fuzz-XXXXXX"));
        check(directory->isValid(), "cannot create a scratch directory");
    }
    return directory->path();
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    check(file.open(QIODevice::WriteOnly | QIODevice::Truncate), "cannot write a scratch file");
    check(file.write(bytes) == bytes.size(), "short write to a scratch file");
}

void check(bool condition, const char *what)
{
    if (!condition) {
        std::fprintf(stderr, "invariant broken: %s\n", what);
        std::abort();
    }
}

}
