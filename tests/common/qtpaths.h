// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QLibraryInfo>
#include <QString>

/**
 * Where the system's Qt keeps its plugins and QML modules (what an installed package fills): QLibraryInfo::location()
 * in Qt 5, path() in Qt 6. The one place the tests ask which Qt they are built with.
 */
namespace QtPaths
{
inline QString plugins()
{
#if QT_VERSION_MAJOR >= 6
    return QLibraryInfo::path(QLibraryInfo::PluginsPath);
#else
    return QLibraryInfo::location(QLibraryInfo::PluginsPath);
#endif
}

inline QString qmlModules()
{
#if QT_VERSION_MAJOR >= 6
    return QLibraryInfo::path(QLibraryInfo::QmlImportsPath);
#else
    return QLibraryInfo::location(QLibraryInfo::Qml2ImportsPath);
#endif
}
}
