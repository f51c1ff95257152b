// VisualEffect and BlurStyle: the effects a visual effect view applies behind its content (UIKit's
// UIBlurEffect and UIVibrancyEffect, as one Swift enumeration).
import Foundation

/// The look of a blur, by UIKit's names (`UIBlurEffect.Style`).
public enum BlurStyle: String, Sendable, Hashable, CaseIterable {
    /// A very light blur.
    case extraLight
    /// A light blur.
    case light
    /// A dark blur.
    case dark
    /// The system's regular blur.
    case regular
    /// A more opaque blur.
    case prominent
    /// The thinnest material.
    case systemUltraThinMaterial
    /// A thin material.
    case systemThinMaterial
    /// The standard material.
    case systemMaterial
    /// A thick material.
    case systemThickMaterial
    /// The material of bars and chrome.
    case systemChromeMaterial
    /// The thinnest material, always light.
    case systemUltraThinMaterialLight
    /// A thin material, always light.
    case systemThinMaterialLight
    /// The standard material, always light.
    case systemMaterialLight
    /// A thick material, always light.
    case systemThickMaterialLight
    /// The chrome material, always light.
    case systemChromeMaterialLight
    /// The thinnest material, always dark.
    case systemUltraThinMaterialDark
    /// A thin material, always dark.
    case systemThinMaterialDark
    /// The standard material, always dark.
    case systemMaterialDark
    /// A thick material, always dark.
    case systemThickMaterialDark
    /// The chrome material, always dark.
    case systemChromeMaterialDark

    /// The translucent colour a cell screen lays over what is behind: white for light styles, black for
    /// dark ones, the secondary background for the adaptive ones, more opaque for thicker styles.
    public var tint: Color {
        switch self {
        case .extraLight: Color.white.withAlphaComponent(0.8)
        case .light, .systemMaterialLight, .systemThinMaterialLight: Color.white.withAlphaComponent(0.6)
        case .systemUltraThinMaterialLight: Color.white.withAlphaComponent(0.4)
        case .systemThickMaterialLight, .systemChromeMaterialLight: Color.white.withAlphaComponent(0.75)
        case .dark, .systemMaterialDark, .systemThinMaterialDark: Color.black.withAlphaComponent(0.6)
        case .systemUltraThinMaterialDark: Color.black.withAlphaComponent(0.4)
        case .systemThickMaterialDark, .systemChromeMaterialDark: Color.black.withAlphaComponent(0.75)
        case .regular, .systemMaterial, .systemThinMaterial: Color.secondarySystemBackground.withAlphaComponent(0.6)
        case .systemUltraThinMaterial: Color.secondarySystemBackground.withAlphaComponent(0.4)
        case .prominent, .systemThickMaterial, .systemChromeMaterial:
            Color.secondarySystemBackground.withAlphaComponent(0.75)
        }
    }
}

/// An effect a ``VisualEffectView`` applies to what lies behind it.
public enum VisualEffect: Sendable, Hashable {
    /// Blurs what is behind (`UIBlurEffect(style:)`). On a cell screen the characters behind are
    /// hidden and the style's ``BlurStyle/tint`` is blended over their colours.
    case blur(BlurStyle)
    /// Lets the content show through a blur of this style (`UIVibrancyEffect(blurEffect:)`). On a cell
    /// screen the tint is blended over what is behind, which stays readable.
    case vibrancy(BlurStyle)

    /// The blur style of the effect.
    public var style: BlurStyle {
        switch self {
        case .blur(let style), .vibrancy(let style): style
        }
    }
}
