// transition(from:to:duration:options:animations:completion:): the trailing closure is the
// completion, the whole appearance sequence, the options that change behaviour, and misuse.
import Foundation
import Testing
import TrellisTesting
import TrellisUITestSupport

@testable import TrellisUI

@MainActor
@Suite("Containment transition")
struct ContainmentTransitionTests {
    /// A shown parent `p` with child `x` in its view and child `y` added (not yet shown).
    private func setUp(_ host: ViewControllerTestHost) -> (
        PlainViewController, PlainViewController, PlainViewController
    ) {
        let p = PlainViewController()
        let x = PlainViewController()
        let y = PlainViewController()
        host.label("p", p)
        host.label("x", x)
        host.label("y", y)
        p.addChild(x)
        p.view.addSubview(x.view)
        x.didMove(toParent: p)
        host.window.rootViewController = p
        host.window.makeKeyAndVisible()
        host.settle()
        return (p, x, y)
    }

    @Test(
        "A trailing closure after animations: is the completion; the UIKit sequence runs with the caller's containment")
    func trailingClosureIsCompletion() {
        let host = ViewControllerTestHost()
        var order: [String] = []
        var finished: Bool?
        host.run {
            let (p, x, y) = setUp(host)
            host.resetLog()
            x.willMove(toParent: nil)
            p.addChild(y)
            p.transition(
                from: x, to: y, duration: 0.5, options: [.transitionCrossDissolve],
                animations: {
                    order.append("animations")
                }
            ) { done in
                finished = done
                order.append("completion")
                x.removeFromParent()
                y.didMove(toParent: p)
            }
            host.advance(0.4)
            order.append("0.4")
            host.advance(0.1)
            #expect(
                host.calls(of: x, y).filter { !$0.contains("Layout") } == [
                    "x.willMove(toParent: nil)", "y.willMove(toParent: p)",
                    "x.viewWillDisappear(true)", "y.loadView()", "y.viewDidLoad()", "y.viewWillAppear(true)",
                    "y.viewIsAppearing(true)",
                    "x.viewDidDisappear(true)", "y.viewDidAppear(true)",
                    "x.didMove(toParent: nil)", "y.didMove(toParent: p)",
                ])
            #expect(x.viewIfLoaded?.superview == nil && y.view.superview === p.view)
        }
        #expect(order == ["animations", "0.4", "completion"])
        #expect(finished == true)
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        ".showHideTransitionViews hides the outgoing view and shows the hidden incoming one instead of removing and adding"
    )
    func showHideTransitionViews() {
        let host = ViewControllerTestHost()
        host.run {
            let (p, x, y) = setUp(host)
            p.addChild(y)
            p.view.addSubview(y.view)
            y.didMove(toParent: p)
            y.view.isHidden = true
            host.settle()
            host.resetLog()
            p.transition(from: x, to: y, duration: 0, options: .showHideTransitionViews, animations: nil) { _ in }
            host.settle()
            #expect(x.view.superview === p.view && x.view.isHidden)
            #expect(y.view.superview === p.view && !y.view.isHidden)
            // A hidden view in the window counts as shown (as in UIKit): y appeared when its view was
            // added, so only x's disappearance runs.
            #expect(x.appearanceState == .disappeared && y.appearanceState == .appeared)
            #expect(
                host.calls(of: x, y).filter { $0.contains("Appear") || $0.contains("Disappear") } == [
                    "x.viewWillDisappear(false)", "x.viewDidDisappear(false)",
                ])
        }
    }

    @Test("Both views ignore pointer events until the transition ends, unless .allowUserInteraction is given")
    func userInteractionDuringTransition() {
        let host = ViewControllerTestHost()
        host.run {
            let (p, x, y) = setUp(host)
            p.addChild(y)
            p.transition(from: x, to: y, duration: 0.3, animations: nil) { _ in }
            #expect(!x.view.isUserInteractionEnabled && !y.view.isUserInteractionEnabled)
            host.advance(0.3)
            #expect(x.view.isUserInteractionEnabled && y.view.isUserInteractionEnabled)
            p.transition(from: y, to: x, duration: 0.3, options: .allowUserInteraction, animations: nil) { _ in }
            #expect(x.view.isUserInteractionEnabled && y.view.isUserInteractionEnabled)
            host.advance(0.3)
        }
        #expect(host.diagnostics.isEmpty)
    }

    @Test(".layoutSubviews lays out the incoming view before the animations block runs")
    func layoutSubviewsOption() {
        let host = ViewControllerTestHost()
        var laidOutBeforeAnimations: Bool?
        host.run {
            let (p, x, y) = setUp(host)
            p.addChild(y)
            host.resetLog()
            p.transition(
                from: x, to: y, duration: 0.3, options: .layoutSubviews,
                animations: {
                    laidOutBeforeAnimations = host.calls(of: y).contains("y.viewDidLayoutSubviews()")
                })
            host.advance(0.3)
        }
        #expect(laidOutBeforeAnimations == true)
    }

    @Test(
        "A transition naming a controller that is not a child, or the same child twice, is reported (I18) and completes with false"
    )
    func misuse() {
        let host = ViewControllerTestHost()
        var results: [Bool] = []
        host.run {
            let (p, x, _) = setUp(host)
            let stranger = PlainViewController()
            p.transition(from: x, to: stranger, duration: 0, animations: nil) { results.append($0) }
            p.transition(from: x, to: x, duration: 0, options: [], animations: nil) { results.append($0) }
            host.settle()
            #expect(x.appearanceState == .appeared)
        }
        #expect(results == [false, false])
        #expect(host.ruleIDs == ["I18", "I18"])
    }
}

@MainActor
@Suite("Containment transition animations")
struct ContainmentTransitionAnimationTests {
    @Test(
        "The options' curve and cross-dissolve shape the transition: the incoming view fades in over the duration, the outgoing one out, and both end opaque"
    )
    func crossDissolveAlongCurve() {
        let host = ViewControllerTestHost()
        host.run {
            let p = PlainViewController()
            let x = PlainViewController()
            let y = PlainViewController()
            p.addChild(x)
            p.view.addSubview(x.view)
            x.didMove(toParent: p)
            host.window.rootViewController = p
            host.window.makeKeyAndVisible()
            host.settle()
            p.addChild(y)
            p.transition(
                from: x, to: y, duration: 1, options: [.transitionCrossDissolve, .curveLinear], animations: nil
            ) { _ in }
            #expect(y.view.alpha == 1 && x.view.alpha == 0) // the model takes the end values at once
            host.advance(0.5)
            #expect(abs(y.view.presentationAlpha - 0.5) < 0.001)
            #expect(abs(x.view.presentationAlpha - 0.5) < 0.001)
            host.advance(0.5)
            #expect(y.view.presentationAlpha == 1 && x.view.alpha == 1 && x.view.superview == nil)
        }
        #expect(View.AnimationOptions.curveEaseOut.curve == .easeOut)
        #expect(
            View.AnimationOptions([.transitionFlipFromLeft, .curveLinear]).transitionStyle == .transitionFlipFromLeft)
    }
}
