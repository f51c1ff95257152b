// Fixture for the source check: a controller with outlets, an outlet collection and actions of every shape.
import UIKit

// @IBOutlet weak var commentedOutlet: UILabel!
/* A block comment, /* nested */ still a comment:
   @IBOutlet var blockCommented: UIView!
   @IBAction func ghostAction(_ sender: Any) {}
   class GhostViewController: UIViewController {}
*/

final class SettingsViewController: BaseViewController, UITableViewDataSource, UITableViewDelegate {
    @IBOutlet weak var notificationsSwitch: UISwitch!
    @IBOutlet var volumeSlider: UISlider!
    @IBOutlet var optionButtons: [UIButton]!
    @IBOutlet weak var tableView: UITableView!

    let decoy = "@IBOutlet var fakeOutlet: UIView! } class FakeController: UIViewController {"
    let rawDecoy = #"He said "@IBAction func rawGhost(_ sender: Any)" and left }"#
    let poem = """
        class PoemViewController: UIViewController {
            @IBOutlet var stanza: UILabel!
        }
        """

    @IBAction func toggleNotifications(_ sender: UISwitch) {
        let message = "notifications \(sender.isOn ? "on" : "off {") }"
        print(message)
        var localCounter = 0
        localCounter += 1
    }

    @IBAction func volumeChanged(_ sender: UISlider, forEvent event: UIEvent) {}

    @objc(resetAll:) func reset(sender: Any?) {
        performSegue(withIdentifier: "showAbout", sender: sender)
    }

    @IBAction func refresh() {
        let about = storyboard?.instantiateViewController(withIdentifier: "AboutViewController")
        _ = about
    }

    func notExposed(_ sender: Any) {}

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showLegacyMenu" {
            let nib = UINib(nibName: "StatusPanel", bundle: nil)
            _ = nib
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "VolumeCell", for: indexPath)
    }
}

extension SettingsViewController {
    @IBOutlet var footerLabel: UILabel? {
        get { view.viewWithTag(7) as? UILabel }
        set { newValue.map { view.addSubview($0) } }
    }

    @IBAction func showHelp(_ sender: Any) {}
}
