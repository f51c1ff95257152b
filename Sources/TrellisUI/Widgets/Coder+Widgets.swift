// The archive vocabulary the widgets share: the names Xcode writes for text alignment, line break modes
// and control content alignment, images referenced by name, and structured values read as nested coders.
import Foundation

extension Coder {
    /// The image archived under `key`: the coder's image, else an image named by the string under `key`
    /// (`image="name"`), without a size.
    func decodeImageReference(forKey key: String) -> Image? {
        if let image = decodeImage(forKey: key) { return image }
        guard let name = decodeString(forKey: key), !name.isEmpty else { return nil }
        return Image(named: name)
    }

    /// The structured value under `key` (`<state key="normal">`, `<buttonConfiguration key=…>`) as a coder
    /// of its own, when the archive gives one.
    func decodeNestedCoder(forKey key: String) -> (any Coder)? {
        decodeObject(forKey: key) as? any Coder
    }

    /// The text archived under `key`, else the plain text of the attributed string under `attributedKey`.
    func decodeText(forKey key: String, attributedKey: String) -> String? {
        decodeString(forKey: key) ?? decodeString(forKey: attributedKey)
    }
}

extension TextAlignment {
    /// The names Xcode writes for `textAlignment`.
    static let documentNames: [String: TextAlignment] = [
        "natural": .natural, "left": .left, "center": .center, "right": .right, "justified": .justified,
    ]
}

extension LineBreakMode {
    /// The names Xcode writes for `lineBreakMode` (older documents use the short forms).
    static let documentNames: [String: LineBreakMode] = [
        "wordWrap": .wordWrap, "wordWrapping": .wordWrap, "characterWrap": .charWrap, "characterWrapping": .charWrap,
        "clip": .clip, "clipping": .clip, "headTruncation": .truncatingHead, "tailTruncation": .truncatingTail,
        "middleTruncation": .truncatingMiddle,
    ]
}

extension View {
    /// Reports a widget property set to a value it cannot take (rule `V6`) and says which value is used.
    func reportInvalidWidgetValue(_ property: String, _ value: String, using replacement: String) {
        LifecycleChecker.emit(
            rule: "V6", path: lifecyclePath,
            message: "\(property) \(value) is not allowed; using \(replacement)")
    }
}
