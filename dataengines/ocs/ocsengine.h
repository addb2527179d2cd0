// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <Plasma/DataEngine>

/**
 * The `ocs` data engine: an Open Collaboration Services community on the desktop.
 *
 * Sources
 * -------
 * `Account`  the account the widget uses.
 *   - `Status`     (QString) `unconfigured`, `loading`, `ready` or `error`
 *   - `Error`      (QString) translated description of the last error, empty when none
 *   - `StatusCode` (int)     OCS status code of the last reply (100 is success), 0 before any reply
 *   - `FromCache`  (bool)    true while the data comes from the disk cache
 *   - `Updated`    (QDateTime) when the data was last confirmed by the server
 *
 * Every source carries the five keys above. Unknown source names are refused.
 */
class OcsEngine : public Plasma::DataEngine
{
    Q_OBJECT

public:
    explicit OcsEngine(QObject *parent, const QVariantList &args = {});

    QStringList sources() const override;

protected:
    bool sourceRequestEvent(const QString &source) override;
};
