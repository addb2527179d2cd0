# SPDX-FileCopyrightText: 2026 Social Desktop contributors
# SPDX-License-Identifier: GPL-2.0-or-later

# What differs between the Plasma 5 build (Qt 5, KDE Frameworks 5, Debian 12) and the Plasma 6 build (Qt 6, KDE
# Frameworks 6, Plasma 6, Debian 13), in one place (docs/plasma6.md). ECM's QtVersionOption picks the version:
# Qt 5 unless configured with -DBUILD_WITH_QT6=ON. The rest of the tree names Qt's versionless Qt:: targets,
# KF${QT_MAJOR_VERSION}:: targets and the variables below.
#
#   QT_MIN_VERSION, KF_MIN_VERSION       the oldest Qt and KDE Frameworks built against
#   SOCIALDESKTOP_PLASMA                 libplasma (the applet plugin's Plasma::Applet): KF5::Plasma / Plasma::Plasma
#   SOCIALDESKTOP_PLASMAQUICK            KF5::PlasmaQuick / Plasma::PlasmaQuick
#   SOCIALDESKTOP_DATAENGINE             the data engine classes: in KF5::Plasma on Plasma 5, in KDE's
#                                        compatibility library Plasma::Plasma5Support on Plasma 6
#   SOCIALDESKTOP_DATAENGINE_NAMESPACE   the plugin folder Plasma loads data engines from
#   SOCIALDESKTOP_SERVICES_DIR           where the engines' service operations (*.operations) go, relative to the
#                                        data folder (share/)
#   SOCIALDESKTOP_WIDGET_PACKAGE         whether the widget's QML package (package/) is built: the shared views
#                                        with package/plasma${QT_MAJOR_VERSION}/'s glue (package/CMakeLists.txt)
#   SOCIALDESKTOP_QDBUS                  Qt's D-Bus command line tool (the e2e tests script plasmashell with it)
#   SOCIALDESKTOP_KSSL_RULES             whether KIO lets a program set a certificate rule (KSslCertificateManager,
#                                        private in KDE Frameworks 6): tlsrefusaltest stores one

include(QtVersionOption)

if(QT_MAJOR_VERSION EQUAL 6)
    set(QT_MIN_VERSION "6.8.0")
    set(KF_MIN_VERSION "6.13.0")
    find_package(Plasma 6.3 REQUIRED)
    find_package(PlasmaQuick 6.3 REQUIRED)
    find_package(Plasma5Support 6.3 REQUIRED)
    set(SOCIALDESKTOP_PLASMA Plasma::Plasma)
    set(SOCIALDESKTOP_PLASMAQUICK Plasma::PlasmaQuick)
    set(SOCIALDESKTOP_DATAENGINE Plasma::Plasma5Support)
    set(SOCIALDESKTOP_DATAENGINE_NAMESPACE "plasma5support/dataengine")
    set(SOCIALDESKTOP_SERVICES_DIR "${PLASMA5SUPPORT_RELATIVE_DATA_INSTALL_DIR}/services")
    set(SOCIALDESKTOP_WIDGET_PACKAGE ON)
    set(SOCIALDESKTOP_QDBUS qdbus6)
    set(SOCIALDESKTOP_KSSL_RULES OFF)
else()
    set(QT_MIN_VERSION "5.15.2")
    set(KF_MIN_VERSION "5.103.0")
    find_package(KF5 ${KF_MIN_VERSION} REQUIRED COMPONENTS Plasma PlasmaQuick)
    set(SOCIALDESKTOP_PLASMA KF5::Plasma)
    set(SOCIALDESKTOP_PLASMAQUICK KF5::PlasmaQuick)
    set(SOCIALDESKTOP_DATAENGINE KF5::Plasma)
    set(SOCIALDESKTOP_DATAENGINE_NAMESPACE "plasma/dataengine")
    set(SOCIALDESKTOP_SERVICES_DIR "${PLASMA_RELATIVE_DATA_INSTALL_DIR}/services")
    set(SOCIALDESKTOP_WIDGET_PACKAGE ON)
    set(SOCIALDESKTOP_QDBUS qdbus)
    set(SOCIALDESKTOP_KSSL_RULES ON)
endif()
