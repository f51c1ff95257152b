// A document's <resources>: named colours, system colour fallbacks and image sizes.
import Foundation
import TrellisUI

/// What a document's `<resources>` element declares.
///
/// Xcode copies each asset-catalogue colour a document uses into `<namedColor name>` with its value, each
/// system colour into `<systemColor name>` (Xcode 11+), and each image into `<image name width height>`
/// (only the size: the pixels are in the asset catalogue, which documents do not carry).
public struct DocumentResources: Sendable, Hashable {
    /// Asset-catalogue colours by name.
    public var namedColors: [String: Color]
    /// System colours by name (`systemBackgroundColor`), with the value Xcode recorded.
    public var systemColors: [String: Color]
    /// Image sizes by image name.
    public var imageSizes: [String: CGSize]

    /// Empty resources.
    public init(
        namedColors: [String: Color] = [:], systemColors: [String: Color] = [:], imageSizes: [String: CGSize] = [:]
    ) {
        self.namedColors = namedColors
        self.systemColors = systemColors
        self.imageSizes = imageSizes
    }

    /// The resources of `document` (its top-level `<resources>`).
    public init(document: InterfaceBuilderDocument) {
        self.init()
        guard let resources = document.root.child(named: "resources") else { return }
        // The colour values inside resources are plain components; a decoder without resources reads them.
        let plain = DocumentValueDecoder(resources: DocumentResources())
        var ignored = DiagnosticCollector()
        for entry in resources.children {
            guard let name = entry["name"] else { continue }
            switch entry.name {
            case "namedColor":
                if let element = entry.child(named: "color"), let color = plain.color(element, &ignored) {
                    namedColors[name] = color
                }
            case "systemColor":
                if let element = entry.child(named: "color"), let color = plain.color(element, &ignored) {
                    systemColors[name] = color
                }
            case "image":
                let width = entry["width"].flatMap(DocumentValueDecoder.parseNumber) ?? 0
                let height = entry["height"].flatMap(DocumentValueDecoder.parseNumber) ?? 0
                imageSizes[name] = CGSize(width: width, height: height)
            default:
                continue
            }
        }
    }
}
