// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "dmireader.h"

#include <KConfigGroup>

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace Hardware
{

namespace
{
const QString sysVendor = QStringLiteral("sys_vendor");
const QString productName = QStringLiteral("product_name");
const QString productVersion = QStringLiteral("product_version");
const QString boardVendor = QStringLiteral("board_vendor");
const QString boardName = QStringLiteral("board_name");

/// A value that counts, or empty.
QString counting(const QString &value)
{
    return DmiReader::isPlaceholder(value) ? QString() : value;
}

/// @p text cut to @p length characters, never between the halves of a surrogate pair.
QString cut(QString text, int length)
{
    if (text.size() > length) {
        if (text.at(length - 1).isHighSurrogate()) {
            --length;
        }
        text.truncate(length);
    }
    return text;
}
}

const QStringList &DmiReader::fileNames()
{
    static const QStringList names = {sysVendor, productName, productVersion, boardVendor, boardName};
    return names;
}

QString DmiReader::systemFolder()
{
    return QStringLiteral("/sys/class/dmi/id");
}

QString DmiReader::configuredFolder(KSharedConfig::Ptr config)
{
    if (!config) {
        config = KSharedConfig::openConfig(QStringLiteral("socialdesktoprc"));
    }
    const QString folder = config->group(QStringLiteral("Hardware")).readEntry("DmiFolder", QString());
    return folder.isEmpty() ? systemFolder() : folder;
}

QString DmiReader::value(const QString &folder, const QString &fileName)
{
    // The list is the rule: a name not in it is never opened, whatever the caller asks.
    if (!fileNames().contains(fileName)) {
        return {};
    }
    const QString path = QDir(folder).filePath(fileName);
    const QFileInfo info(path);
    if (info.isSymLink() || !info.isFile()) {
        return {};
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    QByteArray bytes = file.read(maxFileBytes);
    const int newline = bytes.indexOf('\n');
    if (newline >= 0) {
        bytes.truncate(newline);
    }
    // Binary bytes become replacement characters, which go with the control and invisible ones; other white space
    // (tabs, a carriage return) becomes a space.
    const QString text = QString::fromUtf8(bytes.constData(), bytes.size()); // past a NUL byte too
    QString kept;
    kept.reserve(text.size());
    for (const QChar c : text) {
        if (c.isSpace()) {
            kept.append(QLatin1Char(' '));
        } else if (c.isPrint() && c != QChar::ReplacementCharacter) {
            kept.append(c);
        }
    }
    return kept.trimmed();
}

bool DmiReader::isPlaceholder(const QString &value)
{
    static const QStringList placeholders = {
        QStringLiteral("To Be Filled By O.E.M."),
        QStringLiteral("System manufacturer"),
        QStringLiteral("System Product Name"),
        QStringLiteral("System Version"),
        QStringLiteral("Default string"),
        QStringLiteral("Not Applicable"),
        QStringLiteral("None"),
        QStringLiteral("O.E.M."),
        QStringLiteral("OEM"),
        QStringLiteral("Type1ProductConfigId"),
        QStringLiteral("INVALID"),
        QStringLiteral("0123456789"),
    };
    const QString trimmed = value.trimmed();
    if (std::all_of(trimmed.cbegin(), trimmed.cend(), [](QChar c) {
            return c == QLatin1Char('x') || c == QLatin1Char('X') || c == QLatin1Char('0') || c == QLatin1Char('.') || c.isSpace();
        })) {
        return true; // empty too
    }
    return std::any_of(placeholders.cbegin(), placeholders.cend(), [&trimmed](const QString &placeholder) {
        return trimmed.compare(placeholder, Qt::CaseInsensitive) == 0;
    });
}

QString DmiReader::shortVendor(const QString &vendor)
{
    static const QList<QPair<QString, QString>> table = {
        {QStringLiteral("LENOVO"), QStringLiteral("Lenovo")},
        {QStringLiteral("Dell Inc."), QStringLiteral("Dell")},
        {QStringLiteral("HP"), QStringLiteral("HP")},
        {QStringLiteral("Hewlett-Packard"), QStringLiteral("HP")},
        {QStringLiteral("ASUSTeK COMPUTER INC."), QStringLiteral("ASUS")},
        {QStringLiteral("Micro-Star International Co., Ltd."), QStringLiteral("MSI")},
        {QStringLiteral("FUJITSU"), QStringLiteral("Fujitsu")},
        {QStringLiteral("FUJITSU CLIENT COMPUTING LIMITED"), QStringLiteral("Fujitsu")},
        {QStringLiteral("Apple Inc."), QStringLiteral("Apple")},
    };
    const QString simple = vendor.simplified();
    for (const auto &[spelling, name] : table) {
        if (simple.compare(spelling, Qt::CaseInsensitive) == 0) {
            return name;
        }
    }
    return simple;
}

QString DmiReader::compose(const QString &vendor, const QString &model)
{
    const QString v = vendor.simplified();
    const QString m = model.simplified();
    QString line;
    if (v.isEmpty() || m.isEmpty()) {
        line = v.isEmpty() ? m : v;
    } else if (m.startsWith(v, Qt::CaseInsensitive) && (m.size() == v.size() || m.at(v.size()) == QLatin1Char(' '))) {
        line = m;
    } else {
        line = v + QLatin1Char(' ') + m;
    }
    return cut(line, maxLineLength).trimmed();
}

QString DmiReader::line(const QString &folder)
{
    const QString rawVendor = counting(value(folder, sysVendor));
    const QString vendor = rawVendor.isEmpty() ? counting(value(folder, boardVendor)) : rawVendor;
    QString model;
    if (vendor.compare(QLatin1String("LENOVO"), Qt::CaseInsensitive) == 0) {
        // Lenovo puts a machine-type code into product_name and the name people know into product_version.
        model = counting(value(folder, productVersion));
    }
    if (model.isEmpty()) {
        model = counting(value(folder, productName));
    }
    if (model.isEmpty()) {
        model = counting(value(folder, boardName));
    }
    return compose(vendor.isEmpty() ? QString() : shortVendor(vendor), model);
}

} // namespace Hardware
