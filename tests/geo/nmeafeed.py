# SPDX-FileCopyrightText: 2026 Social Desktop contributors
# SPDX-License-Identifier: GPL-2.0-or-later
"""Feeds an NMEA log to a gpsd of its own through a pseudo-terminal, ten sentences a second, in a loop.

gpsfake of Debian 12 busy-loops here, so this plays the receiver instead:
    python3 nmeafeed.py LOG PORT PIDFILE
gpsd listens on 127.0.0.1:PORT; its process id goes to PIDFILE. Stops when gpsd stops.
"""
import os
import pty
import subprocess
import sys
import time

log, port, pidfile = sys.argv[1], sys.argv[2], sys.argv[3]
with open(log, 'rb') as f:
    sentences = [line for line in f.read().splitlines() if line.startswith(b'$')]
receiver, terminal = pty.openpty()
control = os.path.join(os.path.dirname(os.path.abspath(pidfile)), 'gpsd.sock')
# -N foreground, -n open the device at once, -b read-only, -F a control socket of its own.
gpsd = subprocess.Popen(['gpsd', '-N', '-n', '-b', '-S', port, '-F', control, os.ttyname(terminal)])
with open(pidfile, 'w') as f:
    f.write(str(gpsd.pid))
count = 0
while gpsd.poll() is None:
    os.write(receiver, sentences[count % len(sentences)] + b'\r\n')
    count += 1
    time.sleep(0.1)
