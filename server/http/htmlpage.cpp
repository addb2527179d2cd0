// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "htmlpage.h"

#include "httpheaders.h"

#include <httplib.h>

void HtmlPage::send(httplib::Response &response, int status, const QString &title, const QString &body)
{
    const QString html = QStringLiteral("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>%1</title></head>\n<body>%2</body></html>\n")
                             .arg(title.toHtmlEscaped(), body);
    response.status = status;
    response.set_content(html.toStdString(), HttpHeaders::htmlType);
}
