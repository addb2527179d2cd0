# SPDX-FileCopyrightText: 2026 Social Desktop contributors
# SPDX-License-Identifier: GPL-2.0-or-later

# The Qt strictness every target of the project is built with: the whole build (CMakeLists.txt) and the
# standalone fuzz build (tests/fuzz/CMakeLists.txt), which compiles some of the same sources.
add_definitions(
    -DQT_NO_URL_CAST_FROM_STRING
    -DQT_NO_CAST_FROM_ASCII
    -DQT_NO_CAST_TO_ASCII
    -DQT_NO_FOREACH
    -DQT_NO_KEYWORDS
)
