// Fixture for the source check: a Swift class with an Objective-C runtime name, so documents name it
// without a module.
import UIKit

@objc(TLAboutViewController)
class AboutViewController: BaseViewController {
    @IBOutlet weak var versionLabel: UILabel!

    class func make() -> AboutViewController {
        let storyboard = UIStoryboard(name: "Settings", bundle: nil)
        return storyboard.instantiateViewController(identifier: "AboutViewController") as! AboutViewController
    }
}
