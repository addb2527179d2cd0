// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "locationprivacy.h"

#include "geo/locationconfig.h"

namespace LocationPrivacy
{

Geo::Coarsener::Precision precision()
{
    return Geo::LocationConfig().precision();
}

Geo::Fix coarsened(const Geo::Fix &position)
{
    return Geo::LocationConfig().coarsened(position);
}

}
