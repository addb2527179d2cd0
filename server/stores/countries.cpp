// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "countries.h"

namespace
{
struct Country {
    const char *code;
    const char *name;
};

const Country s_countries[] = {
    {"AR", "Argentina"},     {"AT", "Austria"},        {"AU", "Australia"},   {"BE", "Belgium"},      {"BG", "Bulgaria"},    {"BR", "Brazil"},
    {"CA", "Canada"},        {"CH", "Switzerland"},    {"CL", "Chile"},       {"CN", "China"},        {"CO", "Colombia"},    {"CZ", "Czech Republic"},
    {"DE", "Germany"},       {"DK", "Denmark"},        {"EE", "Estonia"},     {"EG", "Egypt"},        {"ES", "Spain"},       {"FI", "Finland"},
    {"FR", "France"},        {"GB", "United Kingdom"}, {"GH", "Ghana"},       {"GR", "Greece"},       {"HR", "Croatia"},     {"HU", "Hungary"},
    {"ID", "Indonesia"},     {"IE", "Ireland"},        {"IL", "Israel"},      {"IN", "India"},        {"IS", "Iceland"},     {"IT", "Italy"},
    {"JP", "Japan"},         {"KE", "Kenya"},          {"KR", "South Korea"}, {"LT", "Lithuania"},    {"LU", "Luxembourg"},  {"LV", "Latvia"},
    {"MA", "Morocco"},       {"MX", "Mexico"},         {"MY", "Malaysia"},    {"NG", "Nigeria"},      {"NL", "Netherlands"}, {"NO", "Norway"},
    {"NZ", "New Zealand"},   {"PE", "Peru"},           {"PH", "Philippines"}, {"PK", "Pakistan"},     {"PL", "Poland"},      {"PT", "Portugal"},
    {"RO", "Romania"},       {"RS", "Serbia"},         {"RU", "Russia"},      {"SE", "Sweden"},       {"SG", "Singapore"},   {"SI", "Slovenia"},
    {"SK", "Slovakia"},      {"TH", "Thailand"},       {"TN", "Tunisia"},     {"TR", "Turkey"},       {"TW", "Taiwan"},      {"UA", "Ukraine"},
    {"US", "United States"}, {"UY", "Uruguay"},        {"VN", "Vietnam"},     {"ZA", "South Africa"},
};
}

QString Countries::name(const QString &code)
{
    for (const Country &country : s_countries) {
        if (code.compare(QLatin1String(country.code), Qt::CaseInsensitive) == 0) {
            return QString::fromLatin1(country.name);
        }
    }
    return code;
}

QString Countries::code(const QString &codeOrName)
{
    const QString wanted = codeOrName.trimmed();
    for (const Country &country : s_countries) {
        if (wanted.compare(QLatin1String(country.code), Qt::CaseInsensitive) == 0 || wanted.compare(QLatin1String(country.name), Qt::CaseInsensitive) == 0) {
            return QString::fromLatin1(country.code);
        }
    }
    return QString();
}
