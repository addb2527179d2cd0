// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "parsebench.h"

#include "ocs/replyparser.h"
#include "wholelist.h"

#include <QElapsedTimer>
#include <QXmlStreamReader>

using namespace Bench;

int ParseBench::tokenPass(const QByteArray &xml)
{
    QXmlStreamReader reader(xml);
    reader.setNamespaceProcessing(false);
    int elements = 0;
    while (!reader.atEnd()) {
        if (reader.readNext() == QXmlStreamReader::StartElement) {
            ++elements;
        }
    }
    return reader.hasError() ? -1 : elements;
}

ParseBench::Samples ParseBench::run(const QByteArray &xml, int repetitions)
{
    Samples samples;
    // One pass of each first, so that neither pays for cold caches.
    samples.items = Bench::wholeList(xml).items.size();
    tokenPass(xml);
    for (int i = 0; i < repetitions; ++i) {
        QElapsedTimer timer;
        timer.start();
        const Ocs::Reply<Ocs::Person> reply = Bench::wholeList(xml);
        samples.oursMs.append(timer.nsecsElapsed() / 1e6);
        if (reply.items.size() != samples.items) {
            samples.items = -1;
        }
        timer.restart();
        const int elements = tokenPass(xml);
        samples.floorMs.append(timer.nsecsElapsed() / 1e6);
        if (elements < 0) {
            samples.items = -1;
        }
    }
    return samples;
}
