// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "receiver.h"

void Receiver::dataUpdated(const QString &source, const PlasmaEngine::DataEngine::Data &values)
{
    data[source] = values;
    ++updates;
}
