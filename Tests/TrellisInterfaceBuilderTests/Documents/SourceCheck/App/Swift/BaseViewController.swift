// Fixture for the source check: the superclass every Settings screen shares.
import UIKit

class BaseViewController: UIViewController {
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet private(set) var headerView: UIView?

    @IBAction func close(_ sender: Any) {
        dismiss(animated: true)
    }

    @IBAction func unwindToSettings(_ segue: UIStoryboardSegue) {}
}
