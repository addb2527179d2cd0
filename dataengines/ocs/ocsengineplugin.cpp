// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsengine.h"

#include <KPluginFactory>

K_PLUGIN_CLASS_WITH_JSON(OcsEngine, "plasma-dataengine-ocs.json")

#include "ocsengineplugin.moc"
