// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

/**
 * Distances on the sphere. OCS search distances are given in degrees (docs/ocs-protocol.md, "Calls"):
 * we use the great-circle (central) angle between two points, in degrees.
 */
class Geo
{
public:
    /** Mean Earth radius 6371.0088 km times pi/180: kilometres per degree of central angle. */
    static constexpr double kilometresPerDegree = 111.19508;

    static double angularDistance(double latitude1, double longitude1, double latitude2, double longitude2);
    static bool isValidPosition(double latitude, double longitude);
};
