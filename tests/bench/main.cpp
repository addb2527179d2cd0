// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "benchrunner.h"
#include "settings.h"

#include <QCommandLineParser>
#include <QGuiApplication>
#include <QStandardPaths>

#include <cstdio>

namespace
{
void prependPath(const char *variable, const QByteArray &path, const QByteArray &fallback = {})
{
    QByteArray value = qgetenv(variable);
    if (value.isEmpty()) {
        value = fallback;
    }
    qputenv(variable, value.isEmpty() ? path : path + ':' + value);
}
}

int main(int argc, char **argv)
{
    // The engine and its service from the build tree, and no window on screen.
    prependPath("QT_PLUGIN_PATH", BUILD_PLUGIN_DIR);
    prependPath("XDG_DATA_DIRS", BUILD_DATA_DIR, "/usr/local/share:/usr/share");
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    // The offscreen platform has no OpenGL: Qt Quick draws in software.
    if (qEnvironmentVariableIsEmpty("QT_QUICK_BACKEND")) {
        qputenv("QT_QUICK_BACKEND", "software");
    }
    // A crash is reported on stderr, not by starting the KDE crash handler.
    qputenv("KDE_DEBUG", "1");
    QStandardPaths::setTestModeEnabled(true);

    QGuiApplication app(argc, argv);
    app.setApplicationName(QStringLiteral("socialbench"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Social Desktop benchmarks against the reference OCS server, Attica and the libraries' floors."));
    parser.addHelpOption();
    const QCommandLineOption full(QStringLiteral("full"), QStringLiteral("The issue's sizes (10,000 persons, 1,000 friends …), 7 repetitions."));
    const QCommandLineOption repetitions(QStringLiteral("repetitions"),
                                         QStringLiteral("Timed runs per figure (the table shows medians)."),
                                         QStringLiteral("N"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Also write the results to this JSON file."), QStringLiteral("file"));
    const QCommandLineOption only(
        QStringLiteral("only"),
        QStringLiteral("Run only these parts, comma-separated: fetch, cache, signin, geoip, friendstab, flood (the table is then incomplete)."),
        QStringLiteral("parts"));
    parser.addOptions({full, repetitions, json, only});
    parser.process(app);

    Bench::Settings settings = parser.isSet(full) ? Bench::Settings::fullRun() : Bench::Settings::smoke();
    if (parser.isSet(repetitions)) {
        settings.repetitions = std::max(1, parser.value(repetitions).toInt());
    }
    settings.jsonPath = parser.value(json);
    settings.only = parser.value(only).split(QLatin1Char(','), Qt::SkipEmptyParts);

    Bench::BenchRunner runner(settings);
    const bool complete = runner.run();
    std::fputs(qPrintable(runner.report()), stdout);
    std::fflush(stdout);
    if (!complete) {
        std::fprintf(stderr, "socialbench: the table is incomplete\n");
        return 1;
    }
    return 0;
}
