// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "loadcall.h"

namespace Load
{

const char *callName(Call call)
{
    switch (call) {
    case Call::Check:
        return "POST person/check";
    case Call::Self:
        return "GET person/self";
    case Call::Friends:
        return "GET friend/data/{self}";
    case Call::Invitations:
        return "GET friend/receivedinvitations";
    case Call::Folders:
        return "GET message (folders)";
    case Call::Nearby:
        return "GET person/data (nearby, 25 km)";
    case Call::Messages:
        return "GET message/0 (inbox)";
    case Call::Read:
        return "GET message/0/{id} (read)";
    case Call::Send:
        return "POST message/2 (send)";
    }
    return "";
}

const char *callKey(Call call)
{
    switch (call) {
    case Call::Check:
        return "check";
    case Call::Self:
        return "self";
    case Call::Friends:
        return "friends";
    case Call::Invitations:
        return "invitations";
    case Call::Folders:
        return "folders";
    case Call::Nearby:
        return "nearby";
    case Call::Messages:
        return "messages";
    case Call::Read:
        return "read";
    case Call::Send:
        return "send";
    }
    return "";
}

bool isSignIn(Call call)
{
    switch (call) {
    case Call::Check:
    case Call::Self:
    case Call::Friends:
    case Call::Invitations:
    case Call::Folders:
        return true;
    case Call::Nearby:
    case Call::Messages:
    case Call::Read:
    case Call::Send:
        return false;
    }
    return false;
}

} // namespace Load
