// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "locationmigration.h"

namespace LocationMigration
{

bool run(KConfigGroup widgetConfig, Geo::LocationConfig config)
{
    KConfigGroup old = widgetConfig.group(QStringLiteral("Location"));
    const char *const keys[] = {"locationSource", "manualLatitude", "manualLongitude", "manualCity", "manualCountryCode", "precision"};
    bool found = false;
    for (const char *key : keys) {
        found |= old.hasKey(key);
    }
    if (!found) {
        return false;
    }
    // A key the earlier version did not write held its default there (KConfigXT writes no defaults), and it
    // wrote that default to [Location] too.
    Geo::LocationConfig::Choice choice;
    choice.source = old.readEntry("locationSource", choice.source);
    choice.latitude = old.readEntry("manualLatitude", 0.0);
    choice.longitude = old.readEntry("manualLongitude", 0.0);
    choice.city = old.readEntry("manualCity", QString());
    choice.countryCode = old.readEntry("manualCountryCode", QString());
    choice.precision = old.readEntry("precision", choice.precision);
    config.setChoice(choice);
    for (const char *key : keys) {
        old.deleteEntry(key);
    }
    old.sync();
    return true;
}

} // namespace LocationMigration
