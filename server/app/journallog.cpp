// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "journallog.h"

#include <QByteArray>
#include <QString>
#include <QtGlobal>

#include <cstdio>

namespace
{
int priority(QtMsgType type)
{
    switch (type) {
    case QtDebugMsg:
        return 7;
    case QtInfoMsg:
        return 6;
    case QtWarningMsg:
        return 4;
    case QtCriticalMsg:
        return 3;
    case QtFatalMsg:
        return 2;
    }
    return 6;
}

void toJournal(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    // one record a line: a newline inside the message would start a record without a priority
    QByteArray text = message.toUtf8();
    text.replace('\n', ' ');
    const char *category = context.category ? context.category : "default";
    std::fprintf(stderr, "<%d>%s: %s\n", priority(type), category, text.constData());
    std::fflush(stderr);
}
}

bool JournalLog::installIfJournal()
{
    if (qEnvironmentVariableIsEmpty("JOURNAL_STREAM")) {
        return false;
    }
    qInstallMessageHandler(toJournal);
    return true;
}
