// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "floodbench.h"

#include "parsebench.h"

#include "ocs/replyparser.h"

#include <QElapsedTimer>

using namespace Bench;

QByteArray FloodBench::attributeFlood(int attributes)
{
    QByteArray body = QByteArrayLiteral("<?xml version=\"1.0\"?>\n<ocs><meta><status>ok</status><statuscode>100</statuscode></meta><data><person");
    body.reserve(body.size() + attributes * 12 + 100);
    for (int i = 0; i < attributes; ++i) {
        body += " a" + QByteArray::number(i) + "=\"x\"";
    }
    body += "><personid>flood</personid></person></data></ocs>\n";
    return body;
}

FloodBench::Samples FloodBench::run(int attributes, int repetitions, int readerRepetitions)
{
    Samples samples;
    const QByteArray xml = attributeFlood(attributes);
    samples.bytes = xml.size();
    for (int i = 0; i < repetitions; ++i) {
        QElapsedTimer timer;
        timer.start();
        const Ocs::Reply<Ocs::Person> reply = Ocs::ReplyParser::persons(xml);
        samples.refuseMs.append(timer.nsecsElapsed() / 1e6);
        samples.refused = samples.refused && reply.error == Ocs::ParseError::LimitExceeded;
    }
    for (int i = 0; i < readerRepetitions; ++i) {
        QElapsedTimer timer;
        timer.start();
        ParseBench::tokenPass(xml);
        samples.readerMs.append(timer.nsecsElapsed() / 1e6);
    }
    return samples;
}
