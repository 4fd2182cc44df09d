import UIKit

final class Screen: UIViewController {
    private let label = UILabel()
    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("title", comment: "")
        label.text = String(localized: "ok")
        label.font = .preferredFont(forTextStyle: .body)
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: ""), style: .cancel))
    }
}
