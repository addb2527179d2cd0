// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "locationsource.h"

namespace Geo
{

/**
 * The place the user typed. While running it offers that place, or says it is not a valid position.
 */
class ManualSource : public LocationSource
{
    Q_OBJECT

public:
    explicit ManualSource(QObject *parent = nullptr);

    /// Takes effect at once while running.
    void setPosition(const Fix &position);
    Fix position() const;

protected:
    void onStart() override;
    void onStop() override;

private:
    void offer();

    Fix m_position;
};

} // namespace Geo
