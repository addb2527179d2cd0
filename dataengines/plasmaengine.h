// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

// The classes of Plasma's data engines under one name, PlasmaEngine, for the engines and the tests that load them:
// Plasma 5's own, or on Plasma 6 the same classes in KDE's compatibility library Plasma5Support (docs/plasma6.md).
// The one place the engines' code says which Plasma it is built for.

#include <QtGlobal>

#if QT_VERSION_MAJOR >= 6
#include <Plasma5Support/DataContainer>
#include <Plasma5Support/DataEngine>
#include <Plasma5Support/DataEngineConsumer>
#include <Plasma5Support/Service>
#include <Plasma5Support/ServiceJob>
namespace PlasmaEngine = Plasma5Support;
#define PLASMAENGINE_DATA Plasma5Support::DataEngine::Data
#else
#include <Plasma/DataContainer>
#include <Plasma/DataEngine>
#include <Plasma/DataEngineConsumer>
#include <Plasma/Service>
#include <Plasma/ServiceJob>
namespace PlasmaEngine = Plasma;
#define PLASMAENGINE_DATA Plasma::DataEngine::Data
#endif

// PLASMAENGINE_DATA is PlasmaEngine::DataEngine::Data spelled as the engine library spells it, for the declaration
// of a consumer's dataUpdated() slot: Plasma calls that slot by its signature's text (moc expands the macro), so a
// slot declared with the alias PlasmaEngine:: would never be called.
