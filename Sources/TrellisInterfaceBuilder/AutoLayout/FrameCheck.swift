// `trellis lint --frames`: lays every scene of a document out from its constraints at its design size
// and compares each view whose frame the constraints fix with the frame Xcode stored.
import Foundation
import TrellisUI

/// Checks Trellis's Auto Layout against Interface Builder: every scene (a storyboard scene's view, each
/// prototype cell, a nib's top-level views) is loaded, laid out at its design size (the root view's
/// stored frame) with UIKit's control metrics (``DesignSizeIntrinsicSizes``), and each view's frame is
/// compared with the frame Xcode stored, in the superview's coordinate space, within ``tolerance``.
///
/// Only views whose frame the constraints fix without measuring text are compared. A view is left out
/// (and counted in ``FrameCheckReport/skipped``) when
/// - Interface Builder marks it `misplaced="YES"` or `ambiguous="YES"` (its stored frame is not the
///   constraints' answer), or it is inside such a view;
/// - its frame is not decided by constraints: it translates its autoresizing mask into constraints;
/// - its constraints leave it ambiguous (`View.hasAmbiguousLayout`);
/// - its frame depends on measured content or on the design-time bars: the scene is laid out a second
///   time with every measured size (text, images, a segmented control's titles) and the top and bottom
///   safe-area insets changed, and the view moved.
///
/// Controls UIKit aligns by a rectangle inside their frame (a switch, a slider) are compared like any
/// other view: the layout gives them UIKit's alignment insets, and Auto Layout places alignment rectangles.
///
/// Views whose frame UIKit sets outside Auto Layout (a cell's content view, any view translating its
/// autoresizing mask) are given the frames Xcode stored before the comparison layout, so the views
/// constrained inside them are compared on their own; the root view of a storyboard scene has UIKit's
/// minimum margins (``UIKitControlMetrics/rootViewLayoutMargins(forWidth:)``).
@MainActor
public struct FrameCheck {
    /// One compared view.
    public struct Result: Sendable, Hashable {
        /// Where the view's element is.
        public var position: SourcePosition
        /// Its document id.
        public var objectID: String
        /// Its class: the custom class, else the TrellisUI class made.
        public var className: String
        /// The frame Xcode stored.
        public var expected: CGRect
        /// The frame the constraints give.
        public var actual: CGRect
        /// Whether every edge is within the tolerance.
        public var passed: Bool

        /// `file:line:column: <id> (Class): expected {x, y, w, h}, got {x, y, w, h}`.
        public var description: String {
            "\(position): \(objectID) (\(className)): expected \(FrameCheck.describe(expected)), got "
                + "\(FrameCheck.describe(actual))"
        }
    }

    /// Why a view was not compared.
    public enum SkipReason: String, Sendable, Hashable, CaseIterable, Comparable {
        /// Marked misplaced or ambiguous by Interface Builder (or inside such a view).
        case marked
        /// Its frame comes from its autoresizing mask, not constraints.
        case autoresizing
        /// Its constraints do not fix its frame.
        case ambiguous
        /// Its frame depends on measured content (text, images) or on the design-time bars.
        case measured
        /// It has no stored frame to compare with.
        case noStoredFrame

        /// In the order the cases are declared (the order `not compared:` lists them).
        public static func < (lhs: SkipReason, rhs: SkipReason) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// The largest difference in any edge that passes, in points.
    public var tolerance: CGFloat = 0.5
    /// The control metrics used.
    public var metrics: UIKitControlMetrics = .uiKit
    /// Where classes come from (TrellisUI's: custom classes are made as their base class).
    public var registry: ClassRegistry

    /// A check over `registry` (a fresh one with TrellisUI's classes by default).
    public init(registry: ClassRegistry = ClassRegistry()) {
        self.registry = registry
    }

    /// Checks every document at `paths` (files, or directories searched for `.xib` and `.storyboard`).
    public func check(paths: [String]) -> FrameCheckReport {
        var report = FrameCheckReport()
        var files: [String] = []
        for path in paths { files += DocumentLinter.documentFiles(at: path) ?? [] }
        for file in Set(files).sorted() {
            guard let document = try? InterfaceBuilderDocument(contentsOf: URL(fileURLWithPath: file)) else {
                report.unreadable.append(file)
                continue
            }
            report.merge(check(document))
        }
        return report
    }

    /// Checks one document.
    public func check(_ document: InterfaceBuilderDocument) -> FrameCheckReport {
        var report = FrameCheckReport()
        for root in Self.layoutRoots(of: document) {
            report.merge(check(root, in: document))
        }
        return report
    }

    // MARK: Scenes

    /// A view laid out on its own: a scene's view, a prototype cell, a nib's top-level view.
    struct LayoutRoot {
        var element: DocumentElement
        /// The scene's controller id, bound to a stand-in controller (legacy layout guides belong to it).
        var controllerID: String?
        /// The scene's placeholders (File's Owner, First Responder).
        var placeholders: [DocumentElement]
    }

    static func layoutRoots(of document: InterfaceBuilderDocument) -> [LayoutRoot] {
        var roots: [LayoutRoot] = []
        switch document.kind {
        case .storyboard:
            let contents = StoryboardContents(document: document, name: "")
            for scene in contents.scenes where !scene.isReference {
                guard let view = scene.view else { continue }
                roots.append(
                    LayoutRoot(element: view, controllerID: scene.controllerID, placeholders: scene.placeholders))
                for cell in prototypeCells(under: view) {
                    roots.append(
                        LayoutRoot(element: cell, controllerID: scene.controllerID, placeholders: scene.placeholders))
                }
            }
        case .xib:
            let objects = document.root.child(named: "objects")?.children ?? []
            let placeholders = objects.filter { $0.name == "placeholder" }
            for object in objects where object.name != "placeholder" && object.child(forKey: "frame") != nil {
                roots.append(LayoutRoot(element: object, controllerID: nil, placeholders: placeholders))
                for cell in prototypeCells(under: object) {
                    roots.append(LayoutRoot(element: cell, controllerID: nil, placeholders: placeholders))
                }
            }
        }
        return roots
    }

    /// The prototype cells and reusable views a list under `element` declares.
    private static func prototypeCells(under element: DocumentElement) -> [DocumentElement] {
        var cells: [DocumentElement] = []
        element.forEachDescendant { child in
            guard child.name == "prototypes" || child.name == "cells" else { return }
            cells += child.children.filter { $0.child(forKey: "frame") != nil }
        }
        return cells
    }

    /// The elements laid out with `root`: its subtree, without the prototypes of its lists.
    private static func laidOutElements(of root: DocumentElement) -> [DocumentElement] {
        var found: [DocumentElement] = []
        func walk(_ element: DocumentElement) {
            found.append(element)
            for child in element.children where child.name != "prototypes" && child.name != "cells" { walk(child) }
        }
        walk(root)
        return found
    }

    // MARK: Laying out

    /// The frames of one layout of `root`, by element id, and which views are ambiguous or autoresized.
    private struct Layout {
        var frames: [String: CGRect] = [:]
        var autoresizing: Set<String> = []
        var ambiguous: Set<String> = []
        var classNames: [String: String] = [:]
        /// What the runtime checker reported while laying out, each with the document position of the
        /// view it names.
        var diagnostics: [FrameCheckReport.LayoutDiagnostic] = []
    }

    /// What a layout changes to find the views that depend on it.
    private enum Perturbation {
        case none
        case measuredContent
    }

    private func layOut(_ root: LayoutRoot, in document: InterfaceBuilderDocument, _ perturbation: Perturbation)
        -> Layout?
    {
        guard let designSize = DesignSizeIntrinsicSizes.storedSize(of: root.element), designSize.width > 0,
            designSize.height > 0
        else { return nil }
        var loader = DocumentLoader(document: document, registry: registry)
        loader.sizeClasses = SizeClassTraits(windowSize: designSize)
        let controller = ViewController()
        var placeholders: [String: AnyObject] = ["IBFilesOwner": controller]
        if let id = root.controllerID { placeholders[id] = controller }
        let instantiation = loader.instantiate([root.element] + root.placeholders, placeholders: placeholders)
        guard let id = root.element.id, let view = instantiation.object(withID: id) as? View else { return nil }
        if root.controllerID != nil && root.element.key == "view" {
            controller.view = view
            view.directionalLayoutMargins = metrics.rootViewLayoutMargins(forWidth: designSize.width)
        }
        let sizes = DesignSizeIntrinsicSizes(
            instantiation: instantiation, document: document, metrics: metrics,
            measuredContentOffset: perturbation == .measuredContent ? CGSize(width: 17, height: 9) : .zero)
        // A cell sizes its content view itself, with the accessory and separator metrics of its
        // platform; the content view is laid out on its own, at the size Xcode stored for it.
        var layoutView = view
        var layoutSize = designSize
        if let content = (view as? TableViewCell)?.contentView ?? (view as? CollectionViewCell)?.contentView,
            let stored = root.element.child(forKey: "contentView").flatMap(DesignSizeIntrinsicSizes.storedSize(of:))
        {
            content.removeFromSuperview()
            layoutView = content
            layoutSize = stored
        }
        layoutView.intrinsicContentSizeProvider = sizes
        if perturbation == .measuredContent {
            controller.additionalSafeAreaInsets = EdgeInsets(top: 11, left: 0, bottom: 13, right: 0)
        }
        let elements = Self.laidOutElements(of: root.element)
        // The runtime checker's reports (ambiguity, unsatisfiable constraints) name views by their path;
        // they are collected here to be given the document position of the view as well.
        let checker = LifecycleChecker()
        LifecycleChecker.$current.withValue(checker) {
            layoutView.frame = CGRect(origin: .zero, size: layoutSize)
            layoutView.setNeedsLayout()
            layoutView.layoutIfNeeded()
            // UIKit sizes these views itself (a cell's content view) or by their autoresizing mask: they take
            // the frames Xcode stored, and the views constrained inside them are laid out again.
            var forced = false
            for element in elements.dropFirst() {
                guard let id = element.id, let made = instantiation.object(withID: id) as? View, made !== layoutView,
                    made.translatesAutoresizingMaskIntoConstraints, let stored = Self.storedFrame(of: element),
                    !Self.same(made.frame, stored, within: 0.001)
                else { continue }
                made.frame = stored
                forced = true
            }
            if forced { layoutView.layoutIfNeeded() }
        }
        var layout = Layout()
        var positionsByPath: [String: SourcePosition] = [:]
        for element in elements {
            // Views a size-class variation uninstalls are made but not laid out.
            guard let id = element.id, let made = instantiation.object(withID: id) as? View,
                made.isDescendant(of: layoutView)
            else { continue }
            layout.frames[id] = made.frame
            if made.translatesAutoresizingMaskIntoConstraints { layout.autoresizing.insert(id) }
            if made.hasAmbiguousLayout { layout.ambiguous.insert(id) }
            layout.classNames[id] = element["customClass"] ?? String(describing: type(of: made))
        }
        layoutView.intrinsicContentSizeProvider = nil
        // Every view made with the scene, static table cells included, can be named by a report.
        root.element.forEachDescendant { element in
            guard let id = element.id, let made = instantiation.object(withID: id) as? View,
                made.isDescendant(of: layoutView)
            else { return }
            positionsByPath[made.lifecyclePath] = element.position
        }
        layout.diagnostics = checker.diagnostics.map {
            FrameCheckReport.LayoutDiagnostic(diagnostic: $0, position: positionsByPath[$0.path])
        }
        return layout
    }

    private func check(_ root: LayoutRoot, in document: InterfaceBuilderDocument) -> FrameCheckReport {
        var report = FrameCheckReport()
        guard let layout = layOut(root, in: document, .none),
            let measured = layOut(root, in: document, .measuredContent)
        else { return report }
        // The layouts with changed content sizes meet the same problems under made-up sizes: only the
        // design-size layout's reports are kept.
        report.layoutDiagnostics = layout.diagnostics
        func visit(_ element: DocumentElement, insideMarked: Bool, isRoot: Bool) {
            let marked = insideMarked || element["misplaced"] == "YES" || element["ambiguous"] == "YES"
            if !isRoot, let id = element.id, let actual = layout.frames[id] {
                let reason: SkipReason?
                let expected = Self.storedFrame(of: element)
                if marked {
                    reason = .marked
                } else if layout.autoresizing.contains(id) {
                    reason = .autoresizing
                } else if layout.ambiguous.contains(id) {
                    reason = .ambiguous
                } else if expected == nil {
                    reason = .noStoredFrame
                } else if let other = measured.frames[id], !Self.same(actual, other, within: 0.01) {
                    reason = .measured
                } else {
                    reason = nil
                }
                if let reason {
                    report.skipped[reason, default: 0] += 1
                } else if let expected {
                    report.results.append(
                        Result(
                            position: element.position, objectID: id, className: layout.classNames[id] ?? element.name,
                            expected: expected, actual: actual, passed: Self.same(expected, actual, within: tolerance)))
                }
            }
            for child in element.children where child.name != "prototypes" && child.name != "cells" {
                visit(child, insideMarked: marked, isRoot: false)
            }
        }
        visit(root.element, insideMarked: false, isRoot: true)
        return report
    }

    /// The element's `<rect key="frame">`.
    static func storedFrame(of element: DocumentElement) -> CGRect? {
        guard let frame = element.child(forKey: "frame"), frame.name == "rect",
            let x = frame["x"].flatMap(Double.init), let y = frame["y"].flatMap(Double.init),
            let width = frame["width"].flatMap(Double.init), let height = frame["height"].flatMap(Double.init)
        else { return nil }
        return CGRect(x: x, y: y, width: width, height: height)
    }

    static func same(_ lhs: CGRect, _ rhs: CGRect, within tolerance: CGFloat) -> Bool {
        abs(lhs.minX - rhs.minX) <= tolerance && abs(lhs.minY - rhs.minY) <= tolerance
            && abs(lhs.maxX - rhs.maxX) <= tolerance && abs(lhs.maxY - rhs.maxY) <= tolerance
    }

    nonisolated static func describe(_ rect: CGRect) -> String {
        func number(_ value: CGFloat) -> String {
            value == value.rounded() ? String(Int(value)) : String(format: "%.2f", Double(value))
        }
        return "{\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height))}"
    }
}

/// What ``FrameCheck`` found: the compared views and how many were left out, and why.
public struct FrameCheckReport: Sendable {
    /// Every compared view, in document order per document.
    public var results: [FrameCheck.Result] = []
    /// How many views were not compared, by reason.
    public var skipped: [FrameCheck.SkipReason: Int] = [:]
    /// Documents that could not be read.
    public var unreadable: [String] = []
    /// What the runtime checker reported while the scenes were laid out at their design sizes
    /// (`AL-AMBIGUOUS`, `AL-UNSATISFIABLE`), each with the document position of the view it names.
    public var layoutDiagnostics: [LayoutDiagnostic] = []

    /// A runtime checker's report from laying out a document's scene, placed in the document.
    public struct LayoutDiagnostic: Sendable, Hashable, CustomStringConvertible {
        /// The report, naming the view by its path in the laid-out hierarchy.
        public var diagnostic: Diagnostic
        /// Where the element of the view it names is (`nil` when it names no view of the document).
        public var position: SourcePosition?

        /// A report placed at `position`.
        public init(diagnostic: Diagnostic, position: SourcePosition?) {
            self.diagnostic = diagnostic
            self.position = position
        }

        /// `file:line:column: [AL-AMBIGUOUS] View > Label[0]: …`: the document position before the report
        /// (the report alone when it names no view of the document).
        public var description: String {
            position.map { "\($0): \(diagnostic.description)" } ?? diagnostic.description
        }
    }

    /// An empty report.
    public init() {}

    /// How many compared views are where Xcode put them.
    public var passedCount: Int { results.count(where: \.passed) }
    /// How many are not.
    public var failedCount: Int { results.count(where: { !$0.passed }) }

    /// Adds `other`'s findings.
    public mutating func merge(_ other: FrameCheckReport) {
        results += other.results
        layoutDiagnostics += other.layoutDiagnostics
        for (reason, count) in other.skipped { skipped[reason, default: 0] += count }
        unreadable += other.unreadable
    }

    /// What `trellis lint --frames` prints: a line per failed view, a line of the views left out, and
    /// `N passed, N failed`.
    public var lines: [String] {
        var lines = results.filter { !$0.passed }.map(\.description)
        lines += unreadable.map { "\($0): cannot be read as an Interface Builder document" }
        if !skipped.isEmpty {
            let parts = skipped.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key.rawValue)" }
            lines.append("not compared: " + parts.joined(separator: ", "))
        }
        lines.append("\(passedCount) passed, \(failedCount) failed")
        return lines
    }
}
