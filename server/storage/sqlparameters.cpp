// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "sqlparameters.h"

#include <cctype>
#include <cstring>

namespace
{
bool isNameChar(char c, bool first)
{
    return c == '_' || std::isalpha(static_cast<unsigned char>(c)) || (!first && std::isdigit(static_cast<unsigned char>(c)));
}

/** The length of the quoted text or comment starting at @p i (0 when none starts there). */
std::size_t skippedLength(const char *sql, std::size_t i, std::size_t length)
{
    const char c = sql[i];
    if (c == '\'' || c == '"') {
        std::size_t j = i + 1;
        while (j < length && sql[j] != c) {
            ++j;
        }
        return j + 1 - i; // a doubled quote is two quoted texts in a row: same result
    }
    if (c == '-' && i + 1 < length && sql[i + 1] == '-') {
        const char *end = std::strchr(sql + i, '\n');
        return end ? static_cast<std::size_t>(end - (sql + i)) : length - i;
    }
    if (c == '/' && i + 1 < length && sql[i + 1] == '*') {
        const char *end = std::strstr(sql + i + 2, "*/");
        return end ? static_cast<std::size_t>(end + 2 - (sql + i)) : length - i;
    }
    return 0;
}
}

SqlParameters SqlParameters::translate(const char *sql)
{
    SqlParameters result;
    const std::size_t length = std::strlen(sql);
    result.sql.reserve(static_cast<int>(length + 16));
    std::size_t i = 0;
    while (i < length) {
        const char c = sql[i];
        if (const std::size_t skipped = skippedLength(sql, i, length)) {
            const std::size_t end = std::min(length, i + skipped);
            result.sql.append(sql + i, static_cast<int>(end - i));
            i = end;
        } else if (c == ':' && i + 1 < length && sql[i + 1] == ':') {
            result.sql.append("::");
            i += 2;
        } else if (c == '?') {
            std::size_t j = i + 1;
            int number = 0;
            while (j < length && std::isdigit(static_cast<unsigned char>(sql[j])) && number < 100000) {
                number = number * 10 + (sql[j] - '0');
                ++j;
            }
            if (j == i + 1) {
                number = result.count + 1;
            }
            result.count = std::max(result.count, number);
            result.sql.append('$').append(QByteArray::number(number));
            i = j;
        } else if (c == ':' && i + 1 < length && isNameChar(sql[i + 1], true)) {
            std::size_t j = i + 1;
            while (j < length && isNameChar(sql[j], false)) {
                ++j;
            }
            const QByteArray name(sql + i, static_cast<int>(j - i));
            int number = result.names.value(name);
            if (number == 0) {
                number = ++result.count;
                result.names.insert(name, number);
            }
            result.sql.append('$').append(QByteArray::number(number));
            i = j;
        } else {
            result.sql.append(c);
            ++i;
        }
    }
    return result;
}
