// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "weburl.h"

namespace Net
{

bool WebUrl::accepts(const QUrl &url)
{
    const QString scheme = url.scheme().toLower();
    return url.isValid() && (scheme == QLatin1String("http") || scheme == QLatin1String("https")) && !url.host().isEmpty();
}

bool WebUrl::accepts(const QString &text)
{
    return accepts(QUrl(text, QUrl::StrictMode));
}

} // namespace Net
