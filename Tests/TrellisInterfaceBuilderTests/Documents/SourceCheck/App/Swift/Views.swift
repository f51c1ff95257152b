// Fixture for the source check: a designable view and a table cell.
import UIKit

@IBDesignable
class StatusView: UIView {
    @IBInspectable var cornerRadius: CGFloat = 0 {
        didSet { layer.cornerRadius = cornerRadius }
    }
}

class VolumeCell: UITableViewCell {
    @IBOutlet weak var valueLabel: UILabel!

    enum Style {
        case plain
    }
}
