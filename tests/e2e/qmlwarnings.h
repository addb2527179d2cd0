// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>
#include <QStringList>

namespace QmlWarnings
{
/**
 * The lines of a shell's or viewer's @p output that are QML warnings and errors of the widget's own files (its
 * package and its QML plugin).
 *
 * Left out is what Plasma 6's settings dialog says about every settings page it opens, whoever's widget it is: it
 * hands each page its title and every setting as initial properties ("Setting initial properties failed:
 * ConfigAccount does not have a property called cfg_eventsRadius", a setting of another page) and makes the page
 * with a parent that is no item ("Created graphical object was not placed in the graphics scene", Kirigami's
 * PageRow). Plasma 5 says neither.
 */
QStringList ours(const QString &output);
}
