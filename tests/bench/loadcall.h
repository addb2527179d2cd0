// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <array>

namespace Load
{

/// The calls one simulated widget makes, in the order it makes them (see docs/benchmarks.md, "Load test of the community server").
enum class Call {
    Check, ///< POST person/check (clients that check a password before anything else)
    Self, ///< GET person/self: the widget's sign-in, with the three next ones
    Friends, ///< GET friend/data/<self>, one page of 100
    Invitations, ///< GET friend/receivedinvitations
    Folders, ///< GET message: the message folders, right after the first answers
    Nearby, ///< GET person/data around the person's own position, 25 km
    Messages, ///< GET message/0: the inbox, one page of 100
    Read, ///< GET message/0/<id>: opening the newest message (marks it read)
    Send, ///< POST message/2: a message to another simulated person
};

constexpr int callCount = 9;

constexpr std::array<Call, callCount>
    allCalls{Call::Check, Call::Self, Call::Friends, Call::Invitations, Call::Folders, Call::Nearby, Call::Messages, Call::Read, Call::Send};

/// What the tables call it.
const char *callName(Call call);
/// A stable key for the JSON file.
const char *callKey(Call call);
/// The calls that make up signing in: what the widget sends before it shows the account (and person/check).
bool isSignIn(Call call);

inline int indexOf(Call call)
{
    return static_cast<int>(call);
}

} // namespace Load
