// The text-level Swift and Objective-C scanners: declarations, outlets, selectors and identifiers, with
// comments and string literals that must not be read as code.
import Foundation
import Testing
import TrellisInterfaceBuilder

@Suite("Source scanners")
struct SourceScannerTests {
    private func outletSummary(_ declaration: SourceTypeDeclaration) -> [String] {
        declaration.outlets.map { "\($0.name):\($0.typeName ?? "-")\($0.isCollection ? "[]" : "")" }
    }

    @Test("Swift classes, nested types, protocols and extensions are told apart from `class func` and `: class`")
    func swiftDeclarations() {
        let text = #"""
            import UIKit

            class Outer: UIKit.UIView, Loading {
                class Inner: UIButton {}
                class func make() -> Outer { Outer() }
                class var shared: Outer { Outer() }
                let message = "\(flag ? "}" : "{") class Fake: UIView {"
                @IBOutlet weak var label: UILabel!
                func body() {
                    @IBOutlet var notAMember: UIView!
                    class Local: UIView {}
                }
            }
            protocol Loading: class {}
            struct Model {}
            @objc(TLBox) @IBDesignable
            final class Box<T>: UIView where T: Equatable {
                @IBInspectable var radius: CGFloat = 0
            }
            extension Outer: UITableViewDelegate where Self: AnyObject {
                @IBOutlet var extra: UILabel? { get { nil } set {} }
            }
            """#
        let scanned = ScannedSourceFile.scan(text, file: "Outer.swift", language: .swift)
        let summary = scanned.declarations.map { "\($0.kind.rawValue) \($0.name) \($0.inheritedTypes)" }
        #expect(
            summary == [
                "class Outer [\"UIKit.UIView\", \"Loading\"]", "class Outer.Inner [\"UIButton\"]",
                "class Local [\"UIView\"]", "protocol Loading [\"class\"]", "value Model []",
                "class Box [\"UIView\"]", "extension Outer [\"UITableViewDelegate\"]",
            ])
        #expect(outletSummary(scanned.declarations[0]) == ["label:UILabel"])
        #expect(scanned.declarations[5].runtimeName == "TLBox")
        #expect(scanned.declarations[5].isDesignable)
        #expect(scanned.declarations[5].inspectableProperties == ["radius"])
        #expect(outletSummary(scanned.declarations[6]) == ["extra:UILabel"])
    }

    @Test("Swift outlets of every form: weak/strong, optional/IUO, qualified types, collections")
    func swiftOutlets() {
        let text = """
            class Form: UIViewController {
                @IBOutlet weak var name: UITextField!
                @IBOutlet private(set) var avatar: UIKit.UIImageView?
                @IBOutlet var fields: [UITextField]!
                @IBOutlet var labels: Array<UILabel>!
                @IBOutlet weak var source: AnyObject?
                @IBOutlet
                var spread: UIView!
                var plain: UIView!
                @objc dynamic var observed: UIView?
            }
            """
        let form = ScannedSourceFile.scan(text, file: "Form.swift", language: .swift).declarations[0]
        #expect(
            outletSummary(form) == [
                "name:UITextField", "avatar:UIKit.UIImageView", "fields:UITextField[]", "labels:UILabel[]",
                "source:-", "spread:UIView",
            ])
        #expect(form.keyValueCodingProperties == ["observed"])
    }

    @Test("Swift methods get the selectors the Objective-C runtime uses, and only exposed ones are callable")
    func swiftSelectors() {
        let text = """
            class Actions: UIViewController {
                @IBAction func a() {}
                @IBAction func b(_ sender: Any) {}
                @IBAction func c(_ sender: Any, forEvent event: UIEvent) {}
                @IBAction func d(sender: Any) {}
                @IBAction func move(to point: Any) {}
                @objc(custom:) func e(_ sender: Any) {}
                @IBAction func generic<T>(_ sender: T, with values: [String: (Int) -> Void]) {}
                func hidden(_ sender: Any) {}
            }
            """
        let methods = ScannedSourceFile.scan(text, file: "Actions.swift", language: .swift).declarations[0].methods
        #expect(
            methods.map(\.selector) == [
                "a", "b:", "c:forEvent:", "dWithSender:", "moveTo:", "custom:", "generic:with:", "hidden:",
            ])
        #expect(methods.map(\.isExposedToObjectiveC) == [true, true, true, true, true, true, true, false])
        #expect(methods.map(\.isAction) == [true, true, true, true, true, false, true, false])
    }

    @Test("comments, raw strings and multi-line strings in the Settings fixture hide their decoy declarations")
    func swiftFixtureDecoys() throws {
        let url = try SourceCheckFixtures.app.appendingPathComponent("Swift/SettingsViewController.swift")
        let text = try String(contentsOf: url, encoding: .utf8)
        let scanned = ScannedSourceFile.scan(text, file: "SettingsViewController.swift", language: .swift)
        #expect(scanned.declarations.map(\.name) == ["SettingsViewController", "SettingsViewController"])
        #expect(
            outletSummary(scanned.declarations[0]) == [
                "notificationsSwitch:UISwitch", "volumeSlider:UISlider", "optionButtons:UIButton[]",
                "tableView:UITableView",
            ])
        let actions = scanned.declarations.flatMap(\.methods).filter(\.isAction).map(\.selector)
        #expect(actions == ["toggleNotifications:", "volumeChanged:forEvent:", "refresh", "showHelp:"])
    }

    @Test("Objective-C interfaces, categories, implementations, ivar outlets and multi-piece selectors")
    func objectiveCDeclarations() {
        let text = """
            #import <UIKit/UIKit.h>
            @protocol MenuDelegate;
            @class Helper;
            /* @interface Ghost : UIView
               @end */
            // @property (weak) IBOutlet UILabel *ghostLabel;
            IB_DESIGNABLE
            @interface Menu : UIViewController <UITableViewDelegate, UITableViewDataSource> {
                IBOutlet __weak UIView *footer;
            }
            @property (nonatomic, weak, nullable) IBOutlet UILabel *title;
            @property (nonatomic, strong) IBOutletCollection(UIButton) NSArray<UIButton *> *buttons;
            @property (nonatomic, weak) IBOutlet id<MenuDelegate> delegate;
            @property (nonatomic) IBInspectable CGFloat radius;
            @property (nonatomic, copy) void (^completion)(BOOL finished);
            @property (nonatomic, copy) NSString *subtitle;
            - (IBAction)done:(id)sender;
            - (IBAction)pick:(id)sender forEvent:(UIEvent *)event;
            + (instancetype)menu;
            @end

            @interface Menu (Analytics)
            - (void)track:(NSString *)name value:(NSInteger)value;
            @end

            @protocol MenuDelegate <NSObject>
            - (void)menuDidClose:(Menu *)menu;
            @end

            @implementation Menu
            - (IBAction)done:(id)sender {
                NSString *s = @"- (IBAction)fake:(id)sender; @end";
                char c = '"';
                if (x) { [self other]; }
            }
            - (IBAction)reset { }
            @end
            """
        let declarations = ScannedSourceFile.scan(text, file: "Menu.m", language: .objectiveC).declarations
        #expect(
            declarations.map { "\($0.kind.rawValue) \($0.name) \($0.inheritedTypes)" } == [
                "class Menu [\"UIViewController\", \"UITableViewDelegate\", \"UITableViewDataSource\"]",
                "extension Menu []", "protocol MenuDelegate [\"NSObject\"]", "extension Menu []",
            ])
        #expect(declarations[0].isDesignable)
        #expect(
            outletSummary(declarations[0]) == ["footer:UIView", "title:UILabel", "buttons:UIButton[]", "delegate:-"])
        #expect(declarations[0].inspectableProperties == ["radius"])
        #expect(declarations[0].keyValueCodingProperties == ["completion", "subtitle"])
        #expect(declarations[0].methods.map(\.selector) == ["done:", "pick:forEvent:", "menu"])
        #expect(declarations[0].methods.map(\.isAction) == [true, true, false])
        #expect(declarations[1].methods.map(\.selector) == ["track:value:"])
        #expect(declarations[3].methods.map(\.selector) == ["done:", "reset"])
    }

    @Test("identifier strings passed to storyboard, segue and nib calls are found; computed ones are not")
    func references() {
        let swift = """
            let a = storyboard.instantiateViewController(withIdentifier: "Detail")
            let b = storyboard.instantiateViewController(identifier: "Editor") { coder in nil }
            performSegue(withIdentifier: "showDetail", sender: nil)
            performSegue(withIdentifier: "show\\(name)", sender: nil)
            let c = UIStoryboard(name: "Main", bundle: nil)
            let d = UINib(nibName: "Cell", bundle: nil)
            super.init(nibName: "Editor", bundle: nil)
            Bundle.main.loadNibNamed("Header", owner: self)
            if segue.identifier == "embed" {}
            if "unwind" == segue.identifier {}
            // performSegue(withIdentifier: "commented", sender: nil)
            let e = "performSegue(withIdentifier: \\"quoted\\", sender: nil)"
            """
        let objectiveC = """
            [self performSegueWithIdentifier:@"showMenu" sender:self];
            UIViewController *vc = [board instantiateViewControllerWithIdentifier:@"Menu"];
            [UIStoryboard storyboardWithName:@"Legacy" bundle:nil];
            [UINib nibWithNibName:@"LegacyCell" bundle:nil];
            if ([segue.identifier isEqualToString:@"embedMenu"]) {}
            """
        let found =
            ScannedSourceFile.scan(swift, file: "a.swift", language: .swift).references
            + ScannedSourceFile.scan(objectiveC, file: "b.m", language: .objectiveC).references
        #expect(
            found.map { "\($0.kind.rawValue) \($0.value) \($0.position.line)" } == [
                "storyboardIdentifier Detail 1", "storyboardIdentifier Editor 2", "segueIdentifier showDetail 3",
                "storyboardName Main 5", "nibName Cell 6", "nibName Editor 7", "nibName Header 8",
                "segueIdentifier embed 9", "segueIdentifier unwind 10", "segueIdentifier showMenu 1",
                "storyboardIdentifier Menu 2", "storyboardName Legacy 3", "nibName LegacyCell 4",
                "segueIdentifier embedMenu 5",
            ])
    }

    @Test("unterminated strings and comments end the scan without losing earlier declarations")
    func unterminatedText() {
        let swift = "class Kept: UIView { @IBOutlet var a: UILabel! }\nlet s = \"open\nclass Later: UIView {} /* open"
        let scanned = ScannedSourceFile.scan(swift, file: "x.swift", language: .swift)
        #expect(scanned.declarations.map(\.name) == ["Kept", "Later"])
        let objectiveC = "@interface Kept : UIView\n@property IBOutlet UILabel *a;\n@end\nNSString *s = @\"open"
        #expect(ScannedSourceFile.scan(objectiveC, file: "x.m", language: .objectiveC).declarations.count == 1)
    }
}
