import Foundation
import TypeFitCatalog

/// The storyboard scenes nothing in the app opens. UIKit shows a scene's controller only when
/// something makes it: the storyboard's initial controller (`instantiateInitialViewController()`, a
/// main storyboard), a segue from another scene, a storyboard reference, or code that names the
/// scene's storyboard ID — `instantiateViewController(withIdentifier:)` takes "an identifier string
/// that uniquely identifies the view controller in the storyboard file" (Apple, UIStoryboard). A
/// scene none of these reach is never on screen, and neither is any text in it: one with no ID, or
/// with an ID no Swift or Objective-C file of the app writes, as a string literal or as the accessor
/// R.swift (`R.storyboard.settings.addItem()`) or SwiftGen (`StoryboardScene.Settings.addItem`)
/// generates from it. Without the app's code (a storyboard read alone) nothing is judged: what
/// opens a scene is the code's to say.
enum InterfaceBuilderScenes {
    /// Sets each document's `unreachable` scenes; `code` is the app's Swift and Objective-C files.
    static func mark(_ documents: inout [InterfaceBuilderDocument], code: [String]) {
        guard !code.isEmpty else { return }
        // Storyboard references, from every storyboard: "Name|ID", "Name|" for an initial scene.
        var referenced: Set<String> = []
        for document in documents {
            for reference in document.references {
                referenced.insert((reference.storyboard ?? document.table) + "|" + (reference.identifier ?? ""))
            }
        }
        var candidates: [(document: Int, id: String, identifier: String?)] = []
        for (index, document) in documents.enumerated() where document.path.lowercased().hasSuffix(".storyboard") {
            for scene in document.sceneControllers {
                guard scene.id != document.initialController, !document.segueDestinations.contains(scene.id),
                      !referenced.contains(document.table + "|" + (scene.identifier ?? "\u{0}")) else { continue }
                candidates.append((index, scene.id, scene.identifier))
            }
        }
        let identified = candidates.filter { $0.identifier != nil }
        var named: Set<String> = []
        if !identified.isEmpty {
            var needles: [String: Set<String>] = [:]
            for candidate in identified {
                guard let identifier = candidate.identifier else { continue }
                let table = documents[candidate.document].table
                needles[identifier, default: []].formUnion(["\"" + identifier + "\"", "." + lowerFirst(table) + "." + lowerFirst(identifier),
                                                            table + "." + lowerFirst(identifier)])
            }
            named = mentioned(needles, in: code)
        }
        for candidate in candidates {
            if let identifier = candidate.identifier {
                guard !named.contains(identifier) else { continue }
                documents[candidate.document].unreachable[candidate.id] =
                    "a storyboard scene nothing opens: not the initial controller, no segue or storyboard reference leads to it, "
                    + "and no code of the app names its storyboard ID \"\(identifier)\""
            } else {
                documents[candidate.document].unreachable[candidate.id] =
                    "a storyboard scene nothing opens: not the initial controller, no segue or storyboard reference leads to it, "
                    + "and it has no storyboard ID for code to make it by"
            }
        }
    }

    /// The identifiers any of whose needles some file holds; each file read once.
    private static func mentioned(_ needles: [String: Set<String>], in files: [String]) -> Set<String> {
        var found: Set<String> = []
        for file in files where found.count < needles.count {
            guard let bytes = try? FileBytes.read(file, limit: SwiftSources.sizeLimit) else { continue }
            let text = String(decoding: bytes, as: UTF8.self)
            for (identifier, forms) in needles where !found.contains(identifier) && forms.contains(where: text.contains) {
                found.insert(identifier)
            }
        }
        return found
    }

    private static func lowerFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }
}
