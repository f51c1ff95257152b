// Tests of init(coder:) for every TrellisUI widget, bar item and gesture recognizer: the keys Xcode
// writes are read into the UIKit-named properties, and values the classes cannot take are reported.
import Foundation
import Testing
import TrellisTesting
import TrellisUI
import TrellisUITestSupport

@Suite("Widget decoding")
@MainActor
struct WidgetDecodingTests {
    @Test("a label reads its text, colour, font, alignment, lines, line break mode and enabled flag")
    func label() throws {
        let coder = WidgetTestCoder([
            "frame": CGRect(x: 1, y: 2, width: 20, height: 3), "text": "Hello", "textColor": Color.red,
            "fontDescription": Font.headline, "textAlignment": "center", "numberOfLines": 0,
            "lineBreakMode": "wordWrapping", "enabled": false,
        ])
        let label = try #require(Label(coder: coder))
        #expect(label.frame == CGRect(x: 1, y: 2, width: 20, height: 3))
        #expect(label.text == "Hello")
        #expect(label.textColor == .red)
        #expect(label.font == .headline)
        #expect(label.textAlignment == .center)
        #expect(label.numberOfLines == 0)
        #expect(label.lineBreakMode == .wordWrap)
        #expect(!label.isEnabled)
        #expect(coder.invalidValues.isEmpty)
    }

    @Test("a label takes the plain text of an attributed string, and reports names it does not know")
    func labelFallbacks() throws {
        let coder = WidgetTestCoder([
            "attributedText": "Styled", "textAlignment": "middle", "lineBreakMode": "tailTruncation",
            "numberOfLines": -2,
        ])
        let label = try #require(Label(coder: coder))
        #expect(label.text == "Styled")
        #expect(label.textAlignment == .natural)
        #expect(label.lineBreakMode == .truncatingTail)
        #expect(label.numberOfLines == 1)
        #expect(coder.invalidValues.count == 2)
        #expect(coder.invalidValues.first?.hasPrefix("textAlignment=middle") == true)
    }

    @Test("a button reads its type, states with titles, images and colours, font, insets and control flags")
    func button() throws {
        let coder = WidgetTestCoder([
            "buttonType": "system", "contentHorizontalAlignment": "left", "selected": true,
            "fontDescription": Font.footnote, "contentEdgeInsets": EdgeInsets(horizontal: 1, vertical: 0),
            "normal": WidgetTestCoder(["title": "Play", "titleColor": Color.green]),
            "highlighted": WidgetTestCoder(["title": "Playing"]),
            "disabled": WidgetTestCoder(["image": Image(named: "lock")]),
        ])
        let button = try #require(Button(coder: coder))
        #expect(button.style == .bracketed)
        #expect(button.title(for: .normal) == "Play")
        #expect(button.title(for: .highlighted) == "Playing")
        #expect(button.titleColor(for: .normal) == .green)
        #expect(button.image(for: .disabled) == Image(named: "lock"))
        #expect(button.font == .footnote)
        #expect(button.contentEdgeInsets == EdgeInsets(horizontal: 1, vertical: 0))
        #expect(button.contentHorizontalAlignment == .left)
        #expect(button.isSelected)
        #expect(button.currentTitle == "Play")
    }

    @Test("a custom button (no buttonType) is plain; a configuration gives the normal title, colour and style")
    func buttonConfiguration() throws {
        let attributesOnly = try #require(
            Button(coder: WidgetTestCoder(["normal": ["title": "Go", "image": "arrow"]])))
        #expect(attributesOnly.style == .plain)
        #expect(attributesOnly.title(for: .normal) == "Go")
        #expect(attributesOnly.image(for: .normal) == Image(named: "arrow"))
        let configured = try #require(
            Button(
                coder: WidgetTestCoder([
                    "buttonType": "system",
                    "configuration": WidgetTestCoder([
                        "style": "filled", "title": "Tap Me", "baseForegroundColor": Color.orange,
                    ]),
                ])))
        #expect(configured.style == .bracketed)
        #expect(configured.title(for: .normal) == "Tap Me")
        #expect(configured.titleColor(for: .normal) == .orange)
        let plain = try #require(
            Button(coder: WidgetTestCoder(["configuration": WidgetTestCoder(["style": "plain", "title": "x"])])))
        #expect(plain.style == .plain)
    }

    @Test("an image-only button shows the image's name where the title goes")
    func imageButton() {
        let button = Button(frame: .zero)
        button.setImage(Image(named: "gear"), for: .normal)
        button.sizeToFit()
        #expect(WidgetTestHost(button).text == "[ gear ]")
    }

    @Test("content alignment places a button's title: left, right, and the top row of a taller button")
    func buttonAlignment() {
        let button = Button(title: "OK", style: .plain)
        button.frame = CGRect(x: 0, y: 0, width: 6, height: 3)
        let host = WidgetTestHost(button)
        #expect(host.text == "\n  OK")
        button.contentHorizontalAlignment = .left
        button.contentVerticalAlignment = .top
        #expect(host.text == "OK")
        button.contentHorizontalAlignment = .trailing
        button.contentVerticalAlignment = .bottom
        #expect(host.text == "\n\n    OK")
    }

    @Test("a text field reads text, placeholder, colours, font, alignment, border and secure entry")
    func textField() throws {
        let coder = WidgetTestCoder([
            "text": "abc", "placeholder": "Name", "textColor": Color.blue, "fontDescription": Font.caption,
            "textAlignment": "right", "borderStyle": "roundedRect", "enabled": false,
            "textInputTraits": ["secureTextEntry": "YES", "keyboardType": "emailAddress"],
        ])
        let field = try #require(TextField(coder: coder))
        #expect(field.text == "abc")
        #expect(field.cursorPosition == 3)
        #expect(field.placeholder == "Name")
        #expect(field.textColor == .blue)
        #expect(field.font == .caption)
        #expect(field.textAlignment == .right)
        #expect(field.borderStyle == .bracketed)
        #expect(field.isSecureTextEntry)
        #expect(!field.isEnabled)
        let line = try #require(TextField(coder: WidgetTestCoder(["borderStyle": "bezel"])))
        #expect(line.borderStyle == .line)
    }

    @Test("an image view reads its images by name, highlighted flag and tint, and shows the highlighted image")
    func imageView() throws {
        let coder = WidgetTestCoder([
            "frame": CGRect(x: 0, y: 0, width: 20, height: 1), "image": "photo", "highlightedImage": "photo-on",
            "tintColor": Color.magenta,
        ])
        let imageView = try #require(ImageView(coder: coder))
        #expect(imageView.image == Image(named: "photo"))
        #expect(imageView.highlightedImage == Image(named: "photo-on"))
        #expect(imageView.tintColor == .magenta)
        let host = WidgetTestHost(imageView)
        #expect(host.text == "    [img: photo]")
        imageView.isHighlighted = true
        #expect(host.text == "  [img: photo-on]")
    }

    @Test("a scroll view reads its content size, insets, scrolling and indicator flags")
    func scrollView() throws {
        let coder = WidgetTestCoder([
            "contentSize": CGSize(width: 10, height: 40),
            "contentInset": EdgeInsets(top: 1, left: 0, bottom: 2, right: 0),
            "scrollEnabled": false, "showsVerticalScrollIndicator": false,
        ])
        let scrollView = try #require(ScrollView(coder: coder))
        #expect(scrollView.contentSize == CGSize(width: 10, height: 40))
        #expect(scrollView.contentInset == EdgeInsets(top: 1, left: 0, bottom: 2, right: 0))
        #expect(!scrollView.isScrollEnabled)
        #expect(!scrollView.showsVerticalScrollIndicator)
    }

    @Test("a stack view arranges its archived subviews in order and reads axis, alignment, distribution, spacing")
    func stackView() throws {
        let first = Label(text: "a")
        let second = Label(text: "b")
        let coder = WidgetTestCoder([
            "subviews": [first, second], "axis": "vertical", "alignment": "baseline", "distribution": "fillEqually",
            "spacing": 2.0, "layoutMarginsRelativeArrangement": true,
        ])
        let stack = try #require(StackView(coder: coder))
        #expect(stack.arrangedSubviews.map { $0 === first || $0 === second } == [true, true])
        #expect(stack.arrangedSubviews.first === first)
        #expect(stack.axis == .vertical)
        #expect(stack.alignment == .lastBaseline)
        #expect(stack.distribution == .fillEqually)
        #expect(stack.spacing == 2)
        #expect(stack.isLayoutMarginsRelativeArrangement)
    }

    @Test("the new controls read their values, ranges and colours")
    func controls() throws {
        let toggle = try #require(Switch(coder: WidgetTestCoder(["on": true, "onTintColor": Color.orange])))
        #expect(toggle.isOn)
        #expect(toggle.onTintColor == .orange)

        let slider = try #require(
            Slider(coder: WidgetTestCoder(["value": 3.7, "minValue": -1, "maxValue": 6, "continuous": false])))
        #expect(slider.minimumValue == -1)
        #expect(slider.maximumValue == 6)
        #expect(slider.value == 3.7)
        #expect(!slider.isContinuous)

        let stepper = try #require(
            Stepper(coder: WidgetTestCoder(["value": 150.0, "maximumValue": 300.0, "stepValue": 5.0, "wraps": true])))
        #expect(stepper.value == 150)
        #expect(stepper.maximumValue == 300)
        #expect(stepper.stepValue == 5)
        #expect(stepper.wraps)

        let progress = try #require(
            ProgressView(
                coder: WidgetTestCoder(["progress": 0.25, "progressViewStyle": "bar", "trackTintColor": Color.red])))
        #expect(progress.progress == 0.25)
        #expect(progress.progressViewStyle == .bar)
        #expect(progress.trackTintColor == .red)
    }

    @Test("a stepper reports a step that is not positive and a range that is empty, keeping its defaults")
    func stepperInvalid() throws {
        let coder = WidgetTestCoder(["minimumValue": 10.0, "maximumValue": 5.0, "stepValue": -1.0])
        let stepper = try #require(Stepper(coder: coder))
        #expect(stepper.minimumValue == 0)
        #expect(stepper.maximumValue == 100)
        #expect(stepper.stepValue == 1)
        #expect(coder.invalidValues.count == 2)
    }

    @Test("a segmented control reads its segments, selection and momentary flag; a bad selection is reported")
    func segmentedControl() throws {
        let coder = WidgetTestCoder([
            "segments": [
                WidgetTestCoder(["title": "First"]), WidgetTestCoder(["title": "Second", "enabled": false]),
                WidgetTestCoder(["image": "star", "width": 6.0]),
            ],
            "selectedSegmentIndex": 0, "momentary": true,
        ])
        let control = try #require(SegmentedControl(coder: coder))
        #expect(control.numberOfSegments == 3)
        #expect(control.titleForSegment(at: 1) == "Second")
        #expect(!control.isEnabledForSegment(at: 1))
        #expect(control.imageForSegment(at: 2) == Image(named: "star"))
        #expect(control.widthForSegment(at: 2) == 6)
        #expect(control.selectedSegmentIndex == 0)
        #expect(control.isMomentary)
        let bad = WidgetTestCoder(["segments": [WidgetTestCoder(["title": "Only"])], "selectedSegmentIndex": 3])
        let badControl = try #require(SegmentedControl(coder: bad))
        #expect(badControl.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(bad.invalidValues.count == 1)
    }

    @Test("an activity indicator reads hidesWhenStopped (absent: no), its style's colour and animating")
    func activityIndicator() throws {
        let animating = try #require(
            ActivityIndicatorView(
                coder: WidgetTestCoder(["hidesWhenStopped": true, "animating": true, "style": "white"])))
        #expect(animating.isAnimating)
        #expect(!animating.isHidden)
        #expect(animating.color == .white)
        let stopped = try #require(ActivityIndicatorView(coder: WidgetTestCoder(["style": "gray"])))
        #expect(!stopped.isAnimating)
        #expect(!stopped.hidesWhenStopped)
        #expect(!stopped.isHidden)
        #expect(stopped.color == .gray)
    }

    @Test("a text view reads its text, colour, font, alignment, editable flag and the scroll view's keys")
    func textView() throws {
        let coder = WidgetTestCoder([
            "text": "Lorem ipsum", "textColor": Color.darkGray, "fontDescription": Font.body, "textAlignment": "center",
            "editable": false, "scrollEnabled": false,
        ])
        let textView = try #require(TextView(coder: coder))
        #expect(textView.text == "Lorem ipsum")
        #expect(textView.textColor == .darkGray)
        #expect(textView.textAlignment == .center)
        #expect(!textView.isEditable)
        #expect(!textView.isScrollEnabled)
        #expect(textView.intrinsicContentSize.height == 1)
    }

    @Test("a search bar reads its text, placeholder and Cancel button")
    func searchBar() throws {
        let bar = try #require(
            SearchBar(coder: WidgetTestCoder(["text": "jazz", "placeholder": "Artists", "showsCancelButton": true])))
        #expect(bar.text == "jazz")
        #expect(bar.placeholder == "Artists")
        #expect(bar.showsCancelButton)
    }

    @Test(
        "a visual effect view takes its archived content view and blur or vibrancy style; unknown styles are reported")
    func visualEffectView() throws {
        let content = View(frame: CGRect(x: 0, y: 0, width: 5, height: 2))
        let blurred = try #require(
            VisualEffectView(
                coder: WidgetTestCoder([
                    "frame": CGRect(x: 0, y: 0, width: 5, height: 2), "contentView": content,
                    "blurEffect": ["style": "extraLight"],
                ])))
        #expect(blurred.contentView === content)
        #expect(content.superview === blurred)
        #expect(blurred.effect == .blur(.extraLight))
        let vibrant = try #require(
            VisualEffectView(
                coder: WidgetTestCoder(["vibrancyEffect": WidgetTestCoder(["blurEffect": ["style": "dark"]])])))
        #expect(vibrant.effect == .vibrancy(.dark))
        let unknownCoder = WidgetTestCoder(["blurEffect": ["style": "neon"]])
        let unknown = try #require(VisualEffectView(coder: unknownCoder))
        #expect(unknown.effect == nil)
        #expect(unknownCoder.invalidValues.count == 1)
    }

    @Test("bar items: a bar button item from a system item or a title, a tab bar item, a navigation item with items")
    func items() throws {
        let refresh = try #require(BarButtonItem(coder: WidgetTestCoder(["systemItem": "refresh", "tag": 4])))
        #expect(refresh.systemItem == .refresh)
        #expect(refresh.title == "Refresh")
        #expect(refresh.tag == 4)
        let titled = try #require(
            BarButtonItem(coder: WidgetTestCoder(["title": "Edit", "style": "done", "enabled": false])))
        #expect(titled.title == "Edit")
        #expect(titled.style == .done)
        #expect(!titled.isEnabled)
        let pictured = try #require(BarButtonItem(coder: WidgetTestCoder(["image": "menu"])))
        #expect(pictured.image == Image(named: "menu"))

        let tab = try #require(
            TabBarItem(
                coder: WidgetTestCoder([
                    "title": "Bar", "image": "icon_bar", "selectedImage": "icon_bar_on", "tag": 2, "badgeValue": "3",
                ])))
        #expect(tab.title == "Bar")
        #expect(tab.image == Image(named: "icon_bar"))
        #expect(tab.selectedImage == Image(named: "icon_bar_on"))
        #expect(tab.tag == 2)
        #expect(tab.badgeValue == "3")
        let favorites = try #require(TabBarItem(coder: WidgetTestCoder(["systemItem": "favorites"])))
        #expect(favorites.title == "Favorites")

        let back = try #require(BarButtonItem(coder: WidgetTestCoder(["title": "Songs"])))
        let titleView = SegmentedControl(items: ["A", "B"])
        let navigation = try #require(
            NavigationItem(
                coder: WidgetTestCoder([
                    "title": "Library", "leftBarButtonItem": titled, "rightBarButtonItems": [refresh, pictured],
                    "backBarButtonItem": back, "hidesBackButton": true, "titleView": titleView,
                ])))
        #expect(navigation.title == "Library")
        #expect(navigation.leftBarButtonItems?.count == 1)
        #expect(navigation.leftBarButtonItem === titled)
        #expect(navigation.rightBarButtonItems?.map(\.tag) == [4, 0])
        #expect(navigation.backButtonTitle == "Songs")
        #expect(navigation.hidesBackButton)
        #expect(navigation.titleView === titleView)
    }

    @Test("free-standing bars show their archived items")
    func bars() throws {
        let cancel = BarButtonItem(barButtonSystemItem: .cancel)
        let space = BarButtonItem(barButtonSystemItem: .flexibleSpace)
        let done = BarButtonItem(barButtonSystemItem: .done)
        let toolbar = try #require(
            Toolbar(
                coder: WidgetTestCoder([
                    "frame": CGRect(x: 0, y: 0, width: 24, height: 1), "items": [cancel, space, done],
                ])))
        #expect(toolbar.items?.count == 3)
        #expect(WidgetTestHost(toolbar).text == "Cancel              Done")

        let tabBar = try #require(
            TabBar(
                coder: WidgetTestCoder([
                    "items": [
                        TabBarItem(title: "One", image: nil, tag: 0), TabBarItem(title: "Two", image: nil, tag: 1),
                    ]
                ])))
        #expect(tabBar.itemTitles == ["One", "Two"])
        #expect(tabBar.selectedItem == nil)

        let below = NavigationItem(title: "Albums")
        let top = NavigationItem(title: "Album")
        let navigationBar = try #require(NavigationBar(coder: WidgetTestCoder(["items": [below, top]])))
        #expect(navigationBar.topItem === top)
        #expect(navigationBar.backItem === below)
        #expect(navigationBar.title == "Album")
        #expect(navigationBar.backItemTitle == "Albums")
    }

    @Test("gesture recognizers read taps, press duration and enabled; bad values are reported and the defaults kept")
    func recognizers() throws {
        let tap = try #require(TapGestureRecognizer(coder: WidgetTestCoder(["numberOfTapsRequired": 2])))
        #expect(tap.numberOfTapsRequired == 2)
        let press = try #require(
            LongPressGestureRecognizer(coder: WidgetTestCoder(["minimumPressDuration": 1.5, "enabled": false])))
        #expect(press.minimumPressDuration == 1.5)
        #expect(!press.isEnabled)
        let pan = try #require(PanGestureRecognizer(coder: WidgetTestCoder(["minimumNumberOfTouches": 1])))
        #expect(pan.isEnabled)
        let bad = WidgetTestCoder(["numberOfTapsRequired": 0, "minimumPressDuration": -1.0])
        #expect(try #require(TapGestureRecognizer(coder: bad)).numberOfTapsRequired == 1)
        #expect(try #require(LongPressGestureRecognizer(coder: bad)).minimumPressDuration == 0.5)
        #expect(bad.invalidValues.count == 2)
    }
}
