// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "geolocatorengine.h"

#include <KPluginFactory>

K_PLUGIN_CLASS_WITH_JSON(GeolocatorEngine, "plasma-dataengine-geolocator.json")

#include "geolocatorengineplugin.moc"
