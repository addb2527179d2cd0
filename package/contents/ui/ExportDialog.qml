/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15

import org.kde.plasma.plasmoid 2.0
import org.kde.plasma.private.socialdesktop 1.0 as SocialDesktop

// "Export friends…": asks for a file and a format, then runs the ocs engine's exportContacts
// operation (from the server, or from the cache when offline) and says how it went.
Item {
    id: exporter

    // The OcsService that runs the export.
    property OcsService service

    readonly property var formats: [
        {id: "turtle", suffix: "ttl", filter: i18nc("@item:inlistbox file type", "FOAF as Turtle (*.ttl)")},
        {id: "rdfxml", suffix: "rdf", filter: i18nc("@item:inlistbox file type", "FOAF as RDF/XML (*.rdf)")},
        {id: "vcard", suffix: "vcf", filter: i18nc("@item:inlistbox file type", "vCard (*.vcf)")}
    ]

    // The file the last export wrote (a local path, from the engine), for "Open".
    property string writtenPath: ""

    function open() {
        fileDialog.open();
    }

    // The format: a known extension typed in the file name wins, else the chosen filter (whose extension is added).
    function exportTo(fileUrl, filter) {
        let path = fileUrl.toString();
        let format = formats.find(f => path.toLowerCase().endsWith("." + f.suffix));
        if (!format) {
            format = formats.find(f => f.filter === filter) || formats[0];
            path += "." + format.suffix;
        }
        // Coordinates only when the user publishes their location, and then at the precision they chose.
        const parameters = {format: format.id, path: path, location: Plasmoid.configuration.publishLocation ? "allowed" : "none"};
        service.call("exportContacts", parameters, (errorText, answer) => {
            if (errorText) {
                exporter.writtenPath = "";
                resultDialog.title = i18nc("@title:window", "Export Failed");
                resultDialog.warning = true;
                resultDialog.canOpen = false;
                // The error may carry the server's words, and the dialog shows automatic text: it decides by the
                // first line only, so a first line of ours (no markup in it) keeps the whole text plain.
                resultDialog.text = i18nc("@info", "The friends could not be exported.") + "\n" + errorText;
            } else {
                const result = answer || {};
                // The engine's answer is the local path it wrote.
                exporter.writtenPath = result.path || "";
                resultDialog.canOpen = exporter.writtenPath.length > 0;
                resultDialog.title = i18nc("@title:window", "Friends Exported");
                resultDialog.warning = false;
                // You are in the file too: "you and 2 friends", never "3 people" for two friends.
                resultDialog.text = result.fromCache
                    ? i18ncp("@info %2 is a file path", "Saved you and %1 friend to %2, from the copy on this computer (the server could not be reached).",
                             "Saved you and %1 friends to %2, from the copy on this computer (the server could not be reached).", result.friends || 0, result.path || path)
                    : i18ncp("@info %2 is a file path", "Saved you and %1 friend to %2.", "Saved you and %1 friends to %2.", result.friends || 0, result.path || path);
            }
            resultDialog.open();
        });
    }

    SaveFileDialog {
        id: fileDialog
        title: i18nc("@title:window", "Export Friends")
        nameFilters: exporter.formats.map(f => f.filter)
        onChosen: (fileUrl, nameFilter) => exporter.exportTo(fileUrl, nameFilter)
    }

    NoticeDialog {
        id: resultDialog
        // The file this program wrote, by its path: never a link from the network.
        onOpenClicked: {
            if (exporter.writtenPath.length > 0) {
                SocialDesktop.Links.openLocalFile(exporter.writtenPath);
            }
        }
    }
}
