// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "terminal.h"

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <optional>
#include <termios.h>
#include <unistd.h>

namespace
{
termios s_saved;

/** Gives the terminal its echo back when the operator interrupts a hidden prompt, then dies of the signal. */
void restoreAndRaise(int signal)
{
    tcsetattr(STDIN_FILENO, TCSANOW, &s_saved);
    std::signal(signal, SIG_DFL);
    std::raise(signal);
}

/** Echo off on the terminal for its lifetime. */
class HiddenInput
{
public:
    HiddenInput()
    {
        if (tcgetattr(STDIN_FILENO, &s_saved) != 0) {
            return;
        }
        termios quiet = s_saved;
        quiet.c_lflag &= ~static_cast<tcflag_t>(ECHO);
        quiet.c_lflag |= ECHONL;
        for (int signal : {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP}) {
            std::signal(signal, restoreAndRaise);
        }
        // TCSAFLUSH: what was typed before the prompt, and so shown, is not taken
        m_active = tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet) == 0;
    }
    ~HiddenInput()
    {
        if (m_active) {
            tcsetattr(STDIN_FILENO, TCSANOW, &s_saved);
        }
        for (int signal : {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP}) {
            std::signal(signal, SIG_DFL);
        }
    }
    HiddenInput(const HiddenInput &) = delete;
    HiddenInput &operator=(const HiddenInput &) = delete;

private:
    bool m_active = false;
};

Terminal::Read readBounded(QByteArray *line, int maxBytes)
{
    // byte by byte: nothing after the line end is taken from the input, and a huge line costs maxBytes at most
    line->clear();
    for (;;) {
        char c = 0;
        const ssize_t got = ::read(STDIN_FILENO, &c, 1);
        if (got < 0 && errno == EINTR) {
            continue;
        }
        if (got < 0) {
            return Terminal::Read::Failed;
        }
        if (got == 0) {
            return line->isEmpty() ? Terminal::Read::End : Terminal::Read::Line;
        }
        if (c == '\n') {
            if (line->endsWith('\r')) {
                line->chop(1);
            }
            return Terminal::Read::Line;
        }
        // one byte more than allowed, for the "\r" of a "\r\n" line end
        if (line->size() > maxBytes) {
            return Terminal::Read::TooLong;
        }
        line->append(c);
    }
}
}

bool Terminal::isInteractive()
{
    return isatty(STDIN_FILENO) == 1 && isatty(STDERR_FILENO) == 1;
}

Terminal::Read Terminal::readLine(QByteArray *line, int maxBytes, const char *prompt, bool hidden)
{
    const bool terminal = isatty(STDIN_FILENO) == 1;
    Read result;
    {
        // echo off before the prompt: whatever is typed once it shows stays hidden
        std::optional<HiddenInput> quiet;
        if (terminal && hidden) {
            quiet.emplace();
        }
        if (terminal && prompt) {
            std::fputs(prompt, stderr);
            std::fflush(stderr);
        }
        result = readBounded(line, maxBytes);
    }
    return result == Read::Line && line->size() > maxBytes ? Read::TooLong : result;
}
