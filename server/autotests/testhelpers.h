// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "ocsclient.h"
#include "ocsdocument.h"

#include <QRegularExpression>
#include <QtMath>

/** Small helpers shared by the server tests. */
namespace TestHelpers
{
/** Parses an OCS reply, failing the test (via the returned document's validity) when it is not one. */
/**
 * @p body with each picture token ("?v=DAY-MAC", PictureToken) replaced by "?v=TOKEN": the keys differ between
 * databases, so two servers with the same people answer alike but for them.
 */
inline QByteArray withoutPictureTokens(QByteArray body)
{
    static const QRegularExpression token(QStringLiteral("\\?v=[0-9]+-[0-9a-f]+"));
    return QString::fromUtf8(body).replace(token, QStringLiteral("?v=TOKEN")).toUtf8();
}

inline OcsDocument ocs(const HttpReply &reply)
{
    return OcsDocument::parse(reply.body);
}

/** The OCS statuscode of a reply (-1 when it is none): each request is made once, unlike with OCS_VERIFY_OK(ocs(…)). */
inline int statusOf(const HttpReply &reply)
{
    const OcsDocument document = OcsDocument::parse(reply.body);
    return document.isValid() ? document.statusCode : -1;
}

/** Central angle in degrees, computed independently of the server. */
inline double degreesBetween(double latitude1, double longitude1, double latitude2, double longitude2)
{
    const double p1 = qDegreesToRadians(latitude1);
    const double p2 = qDegreesToRadians(latitude2);
    const double dp = qDegreesToRadians(latitude2 - latitude1);
    const double dl = qDegreesToRadians(longitude2 - longitude1);
    const double a = qSin(dp / 2) * qSin(dp / 2) + qCos(p1) * qCos(p2) * qSin(dl / 2) * qSin(dl / 2);
    return qRadiansToDegrees(2 * qAsin(qMin(1.0, qSqrt(a))));
}

constexpr double kilometresPerDegree = 111.19508;
}

#define OCS_VERIFY_OK(document)                                                                                                                                \
    do {                                                                                                                                                       \
        QVERIFY2((document).isValid(), qPrintable((document).errorString()));                                                                                  \
        QCOMPARE((document).statusCode, 100);                                                                                                                  \
        QCOMPARE((document).status, QStringLiteral("ok"));                                                                                                     \
    } while (false)

#define OCS_VERIFY_FAILED(document, code)                                                                                                                      \
    do {                                                                                                                                                       \
        QVERIFY2((document).isValid(), qPrintable((document).errorString()));                                                                                  \
        QCOMPARE((document).statusCode, code);                                                                                                                 \
        QCOMPARE((document).status, QStringLiteral("failed"));                                                                                                 \
    } while (false)
