import Foundation
import Testing
import TypeFitConfig
@testable import TypeFitSources

/// UIKit's places for text, as Objective-C reaches them. Defaults from Apple's UIKit
/// documentation: a `UILabel` is one line (`numberOfLines` 1) in the system font at 17 pt; a
/// `UITextView` wraps; the system draws alerts, bar buttons, segments, menus and section titles
/// its own way; accessibility labels are not drawn; a notification's body is drawn in the system's banner.
@Suite struct ObjectiveCSinkTests {
    @Test func labelsFieldsTitlesAndButtons() {
        let layout = ObjectiveCSnippets.read("""
            @interface ProfileViewController : UIViewController
            @property (nonatomic, strong) UILabel *nameLabel;
            @property (nonatomic, strong) UITextField *emailField;
            @property (nonatomic, strong) UITextView *bioView;
            @end
            @implementation ProfileViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.title = NSLocalizedString(@"profile.title", @"");
                self.navigationItem.title = NSLocalizedString(@"profile.nav", @"");
                self.nameLabel.text = NSLocalizedString(@"profile.name", @"");
                [self.nameLabel setText:NSLocalizedString(@"profile.name.set", @"")];
                self.emailField.text = NSLocalizedString(@"profile.email", @"");
                self.emailField.placeholder = NSLocalizedString(@"profile.email.hint", @"");
                self.bioView.text = NSLocalizedString(@"profile.bio", @"");
                UIButton *save = [UIButton buttonWithType:UIButtonTypeSystem];
                [save setTitle:NSLocalizedString(@"profile.save", @"") forState:UIControlStateNormal];
                self.nameLabel.accessibilityHint = NSLocalizedString(@"profile.hint", @"");
            }
            @end
            """, keys: ["profile.title", "profile.nav", "profile.name", "profile.name.set", "profile.email", "profile.email.hint",
                        "profile.bio", "profile.save", "profile.hint"])
        #expect(ObjectiveCSnippets.lines(layout) == [
            "profile.bio | multiline-label lines=0 | View.m:15 | Objective-C UITextView.text | B",
            "profile.email | text-field | View.m:13 | Objective-C UITextField.text | B",
            "profile.email.hint | text-field | View.m:14 | Objective-C textField.placeholder | B",
            "profile.hint | not drawn: accessibility | View.m:18 | Objective-C accessibilityHint | A",
            "profile.name | label font=17/fixed lines=1 | View.m:11 | Objective-C label.text | B",
            "profile.name.set | label font=17/fixed lines=1 | View.m:12 | Objective-C label.text | B",
            "profile.nav | navigation-title | View.m:10 | Objective-C navigationItem.title | B",
            "profile.save | button lines=1 | View.m:17 | Objective-C button setTitle:forState: | B",
            "profile.title | navigation-title | View.m:9 | Objective-C viewController.title | B",
        ])
        #expect(layout.unresolved.isEmpty)
    }

    @Test func whatTheSystemDrawsAndWhatItDoesNot() {
        let layout = ObjectiveCSnippets.read("""
            @implementation SettingsViewController
            - (void)confirm {
                UIAlertController *alert = [UIAlertController alertControllerWithTitle:NSLocalizedString(@"alert.title", nil)
                                                                               message:NSLocalizedString(@"alert.message", nil)
                                                                        preferredStyle:UIAlertControllerStyleActionSheet];
                [alert addAction:[UIAlertAction actionWithTitle:NSLocalizedString(@"alert.ok", nil) style:UIAlertActionStyleDefault handler:nil]];
                self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:NSLocalizedString(@"bar.done", nil) style:UIBarButtonItemStylePlain target:self action:@selector(done)];
                UISegmentedControl *control = [[UISegmentedControl alloc] initWithItems:@[NSLocalizedString(@"seg.day", nil), NSLocalizedString(@"seg.week", nil)]];
                [control insertSegmentWithTitle:NSLocalizedString(@"seg.month", nil) atIndex:2 animated:NO];
                UIApplicationShortcutItem *item = [[UIApplicationShortcutItem alloc] initWithType:@"new" localizedTitle:NSLocalizedString(@"shortcut.new", nil) localizedSubtitle:nil icon:nil userInfo:nil];
                UIAction *copy = [UIAction actionWithTitle:NSLocalizedString(@"menu.copy", nil) image:nil identifier:nil handler:^(UIAction *action) {}];
                UIMenu *menu = [UIMenu menuWithTitle:NSLocalizedString(@"menu.title", nil) children:@[copy]];
                UNMutableNotificationContent *content = [[UNMutableNotificationContent alloc] init];
                content.body = NSLocalizedString(@"note.body", nil);
            }
            - (NSString *)tableView:(UITableView *)tableView titleForHeaderInSection:(NSInteger)section {
                return NSLocalizedString(@"section.header", nil);
            }
            - (NSString *)tableView:(UITableView *)tableView titleForFooterInSection:(NSInteger)section {
                return NSLocalizedString(@"section.footer", nil);
            }
            @end
            """, keys: ["alert.title", "alert.message", "alert.ok", "bar.done", "seg.day", "seg.week", "seg.month", "shortcut.new",
                        "menu.copy", "menu.title", "note.body", "section.header", "section.footer"])
        #expect(ObjectiveCSnippets.lines(layout) == [
            "alert.message | action-sheet-message | View.m:4 | Objective-C UIAlertController message: (action sheet) | A",
            "alert.ok | action-sheet-button | View.m:6 | Objective-C UIAlertAction actionWithTitle: (action sheet) | A",
            "alert.title | action-sheet-title | View.m:3 | Objective-C UIAlertController alertControllerWithTitle: (action sheet) | A",
            "bar.done | bar-button | View.m:7 | Objective-C UIBarButtonItem initWithTitle: | A",
            "menu.copy | menu-item | View.m:11 | Objective-C UIAction actionWithTitle: | A",
            "menu.title | menu-item | View.m:12 | Objective-C UIMenu menuWithTitle: | A",
            "note.body | notification-body | View.m:14 | Objective-C UNMutableNotificationContent.body | A",
            "section.footer | section-footer | View.m:20 | Objective-C tableView:titleForFooterInSection: | A",
            "section.header | section-header | View.m:17 | Objective-C tableView:titleForHeaderInSection: | A",
            "seg.day | segment segments=2 | View.m:8 | Objective-C UISegmentedControl initWithItems: | A",
            "seg.month | segment | View.m:9 | Objective-C UISegmentedControl insertSegmentWithTitle: | A",
            "seg.week | segment segments=2 | View.m:8 | Objective-C UISegmentedControl initWithItems: | A",
            "shortcut.new | menu-item | View.m:10 | Objective-C UIApplicationShortcutItem localizedTitle: | A",
        ])
    }

    /// A literal in a localizing call is one C string: adjacent literals are joined (C11 §6.4.5)
    /// and escapes read, so the key is the text the compiler makes.
    @Test func adjacentLiteralsAndEscapesMakeOneKey() {
        let layout = ObjectiveCSnippets.read("""
            @implementation V
            - (void)run {
                UILabel *label = [UILabel new];
                label.text = NSLocalizedString(@"Hello, " @"world"
                                               "!", nil);
                label.text = NSLocalizedString(@"Say \\"hi\\"\\t\\u00E9", nil);
            }
            @end
            """, keys: ["Hello, world!", "Say \"hi\"\té"])
        #expect(ObjectiveCSnippets.lines(layout) == [
            "Hello, world! | label font=17/fixed lines=1 | View.m:4 | Objective-C label.text | B",
            "Say \"hi\"\té | label font=17/fixed lines=1 | View.m:6 | Objective-C label.text | B",
        ])
    }

    /// `#if TARGET_OS_OSX` and `#if !TARGET_OS_IPHONE` are never built for iOS (Apple's
    /// TargetConditionals.h); their `#else` is.
    @Test func codeForOtherPlatformsIsSetAside() {
        let layout = ObjectiveCSnippets.read("""
            @implementation V
            - (void)run {
                UILabel *label = [UILabel new];
            #if TARGET_OS_OSX
                label.text = NSLocalizedString(@"mac.only", nil);
            #else
                label.text = NSLocalizedString(@"ios.text", nil);
            #endif
            #if !TARGET_OS_IPHONE
                label.text = NSLocalizedString(@"mac.too", nil);
            #endif
            }
            @end
            """, keys: ["mac.only", "ios.text", "mac.too"])
        #expect(ObjectiveCSnippets.lines(layout) == [
            "ios.text | label font=17/fixed lines=1 | View.m:7 | Objective-C label.text | B",
        ])
        #expect(layout.setAside == 2)
        #expect(layout.unresolved.isEmpty)
    }
}

/// The attributes set on the same receiver anywhere in its class: in the same method (grade A),
/// where it is made (its `({ … })` initializer, grade A), elsewhere in the class (grade B); and
/// what Interface Builder sets on an outlet.
@Suite struct ObjectiveCAttributeTests {
    @Test func attributesFromTheSameClass() {
        let layout = ObjectiveCSnippets.read("""
            @interface BadgeView : UIView
            @property (nonatomic, strong) UILabel *titleLabel;
            @property (nonatomic, strong) UILabel *countLabel;
            @property (nonatomic, strong) UILabel *noteLabel;
            @end
            @implementation BadgeView
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    self.titleLabel = [[UILabel alloc] init];
                    self.titleLabel.numberOfLines = 0;
                    self.titleLabel.font = [UIFont preferredFontForTextStyle:UIFontTextStyleHeadline];
                    _countLabel = [UILabel new];
                    _countLabel.font = [UIFont boldSystemFontOfSize:12];
                    _countLabel.adjustsFontSizeToFitWidth = YES;
                    _countLabel.minimumScaleFactor = 0.5;
                    self.noteLabel = ({
                        UILabel *label = [UILabel new];
                        label.numberOfLines = 2;
                        label.font = [UIFont systemFontOfSize:13 weight:UIFontWeightSemibold];
                        label;
                    });
                }
                return self;
            }
            - (void)configure {
                self.titleLabel.text = NSLocalizedString(@"badge.title", nil);
                self.countLabel.text = NSLocalizedString(@"badge.count", nil);
                self.noteLabel.text = NSLocalizedString(@"badge.note", nil);
                UILabel *local = [UILabel new];
                local.numberOfLines = 3;
                local.font = [UIFont systemFontOfSize:11];
                local.text = NSLocalizedString(@"badge.local", nil);
            }
            @end
            """, keys: ["badge.title", "badge.count", "badge.note", "badge.local"])
        #expect(ObjectiveCSnippets.lines(layout) == [
            "badge.count | label font=12/fixed weight=bold lines=1 min-scale=0.5 | View.m:27 | Objective-C label.text | B",
            "badge.local | multiline-label font=11/fixed lines=3 | View.m:32 | Objective-C label.text | A",
            "badge.note | multiline-label font=13/fixed weight=semibold lines=2 | View.m:28 | Objective-C label.text | A",
            "badge.title | multiline-label style=headline lines=0 | View.m:26 | Objective-C label.text | B",
        ])
    }

    /// An Objective-C view controller sets the text of an outlet the storyboard designed with
    /// `numberOfLines="0"` and the Title 2 style.
    @Test func anOutletHasWhatInterfaceBuilderSets() throws {
        let outlets = try InterfaceBuilderOutletTests.outlets(InterfaceBuilderOutletTests.scene("a",
            header: #"<label numberOfLines="0" id="a-hd"><fontDescription key="fontDescription" style="UICTFontTextStyleTitle2"/></label>"#,
            footer: #"<label id="a-ft"/>"#))
        let layout = ObjectiveCSnippets.read([("App/FeedbackPickerViewController.m", """
            @interface FeedbackPickerViewController ()
            @property (nonatomic, weak) IBOutlet UILabel *headerText;
            @end
            @implementation FeedbackPickerViewController
            - (void)viewDidLoad {
                self.headerText.text = NSLocalizedString(@"feedback.header", nil);
            }
            @end
            """)], keys: ["feedback.header"], outlets: outlets)
        #expect(ObjectiveCSnippets.lines(layout) == [
            "feedback.header | multiline-label style=title2 lines=0 | FeedbackPickerViewController.m:6 | Objective-C label.text | A",
        ])
    }

    /// A cell's label reached through the cell (`cell.titleLabel`) has what the cell's class sets on it.
    @Test func aLabelReachedThroughAnotherObject() {
        let layout = ObjectiveCSnippets.read([
            ("App/TitleCell.m", """
                @interface TitleCell : UITableViewCell
                @property (nonatomic, strong) UILabel *titleLabel;
                @end
                @implementation TitleCell
                - (UILabel *)titleLabel {
                    if (!_titleLabel) {
                        _titleLabel = [UILabel new];
                        _titleLabel.numberOfLines = 2;
                    }
                    return _titleLabel;
                }
                @end
                """),
            ("App/ListViewController.m", """
                @implementation ListViewController
                - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                    TitleCell *cell = [tableView dequeueReusableCellWithIdentifier:@"title"];
                    cell.titleLabel.text = NSLocalizedString(@"list.title", nil);
                    return cell;
                }
                @end
                """),
        ], keys: ["list.title"])
        #expect(ObjectiveCSnippets.lines(layout) == [
            "list.title | multiline-label font=17/fixed lines=2 | ListViewController.m:4 | Objective-C label.text | B",
        ])
    }
}

/// The app's own localizing accessors, found by flow with no configuration: macros, functions and
/// methods whose parameter reaches a localizing call as the key, transitively.
@Suite struct ObjectiveCWrapperTests {
    @Test func macrosFunctionsAndMethodsThatLocalizeTheirParameter() {
        let layout = ObjectiveCSnippets.read("""
            #define LOC(key) NSLocalizedString(key, nil)
            @interface Strings : NSObject
            + (NSString *)localized:(NSString *)key;
            @end
            @implementation Strings
            + (NSString *)localized:(NSString *)key {
                return NSLocalizedString(key, @"");
            }
            + (NSString *)title:(NSString *)key {
                return [[self localized:key] uppercaseString];
            }
            @end
            static NSString *RankName(NSString *rank) {
                return NSLocalizedStringFromTable(rank, @"Ranks", nil);
            }
            static void Log(NSString *key) {
                NSLog(@"%@", key);
            }
            @implementation HomeViewController
            - (void)viewDidLoad {
                UILabel *label = [UILabel new];
                label.text = LOC(@"home.macro");
                label.text = [Strings localized:@"home.method"];
                label.text = [Strings title:@"home.transitive"];
                label.text = RankName(@"species");
                Log(@"home.logged");
            }
            @end
            """, keys: ["home.macro", "home.method", "home.transitive", "species", "home.logged"], tables: ["species": "Ranks"])
        #expect(ObjectiveCSnippets.lines(layout) == [
            "home.macro | label font=17/fixed lines=1 | View.m:22 | Objective-C wrapper LOC() → label.text | B",
            "home.method | label font=17/fixed lines=1 | View.m:23 | Objective-C wrapper +[Strings localized:] → label.text | B",
            "home.transitive | label font=17/fixed lines=1 | View.m:24 | Objective-C wrapper +[Strings title:] → label.text | B",
            "species | label font=17/fixed lines=1 | View.m:25 | Objective-C wrapper RankName() → label.text | B",
        ])
        #expect(layout.uses.first { $0.key == "species" }?.table == "Ranks")
        #expect(layout.uses.first { $0.key == "home.macro" }?.table == nil)
        // The function that only logs its argument localizes nothing: its literal is no use of a key.
        #expect(layout.unresolved.isEmpty)
    }

    /// A wrapper that shows the text itself: its callers' keys are drawn where it draws.
    @Test func aWrapperThatDrawsWhatItLocalizes() {
        let layout = ObjectiveCSnippets.read("""
            @interface Banner : UIView
            @property (nonatomic, strong) UILabel *label;
            @end
            @implementation Banner
            - (void)showLocalized:(NSString *)key {
                self.label.text = NSLocalizedString(key, nil);
            }
            - (void)run {
                [self showLocalized:@"banner.text"];
            }
            @end
            """, keys: ["banner.text"])
        #expect(ObjectiveCSnippets.lines(layout) == [
            "banner.text | label font=17/fixed lines=1 | View.m:6 | Objective-C wrapper -[Banner showLocalized:] → label.text | C | via View.m:9",
        ])
    }

    /// `NSLocalizedStringFromTable(self.rankName, @"Ranks", nil)` names no key: it is reported, and
    /// every key of its table that nothing else uses may be shown there.
    @Test func aKeyBuiltAtRunTime() {
        let layout = ObjectiveCSnippets.read("""
            @implementation RankCell
            - (void)show {
                self.textLabel.text = NSLocalizedStringFromTable(self.rankName, @"Ranks", nil);
                self.detailTextLabel.text = NSLocalizedString(self.name, nil);
                UILabel *label = [UILabel new];
                label.text = NSLocalizedStringFromTable(@"kingdom", @"Ranks", nil);
            }
            @end
            """, keys: ["species", "genus", "kingdom"], tables: ["species": "Ranks", "genus": "Ranks", "kingdom": "Ranks"])
        #expect(ObjectiveCSnippets.lines(layout) == [
            "kingdom | label font=17/fixed lines=1 | View.m:6 | Objective-C label.text | B",
        ])
        #expect(ObjectiveCSnippets.unresolved(layout) == [
            "- | View.m:3 | key built at run time: self.textLabel.text = NSLocalizedStringFromTable(self.rankName, @\"Ranks\", nil)",
            "genus | View.m:3 | key built at run time in table Ranks: self.textLabel.text = NSLocalizedStringFromTable(self.rankName, @\"Ranks\", nil)",
            "species | View.m:3 | key built at run time in table Ranks: self.textLabel.text = NSLocalizedStringFromTable(self.rankName, @\"Ranks\", nil)",
            "- | View.m:4 | key built at run time: self.detailTextLabel.text = NSLocalizedString(self.name, nil)",
        ])
    }
}

/// A key built at run time in a table the app names and reads with no literal key: the table is
/// there for that lookup, so each of its keys goes where the lookup's value goes.
@Suite struct ObjectiveCRuntimeTableTests {
    static let model = """
        @interface Taxon : NSObject
        @property (nonatomic, copy) NSString *rankName;
        @property (nonatomic, copy) NSString *name;
        @end
        @implementation Taxon
        - (NSString *)displayName {
            NSString *rank = NSLocalizedStringFromTable(self.rankName, @"Ranks", nil);
            return [NSString stringWithFormat:@"%@ %@", [rank localizedCapitalizedString], self.name];
        }
        @end
        """
    static let cell = """
        @interface TaxonCell : UITableViewCell
        @end
        @implementation TaxonCell
        - (void)show:(Taxon *)taxon {
            self.textLabel.text = [taxon displayName];
        }
        @end
        """
    static let tables = ["species": "Ranks", "genus": "Ranks"]

    @Test func everyKeyOfTheTableGoesWhereTheLookupGoes() {
        let layout = ObjectiveCSnippets.read([("App/Taxon.m", Self.model), ("App/TaxonCell.m", Self.cell)],
                                             keys: ["species", "genus"], tables: Self.tables)
        #expect(ObjectiveCSnippets.lines(layout) == [
            "genus | cell lines=1 | TaxonCell.m:5 | Objective-C run-time key of table Ranks → cell.textLabel.text (part of a longer text) | C | via Taxon.m:7 Taxon.m:8",
            "species | cell lines=1 | TaxonCell.m:5 | Objective-C run-time key of table Ranks → cell.textLabel.text (part of a longer text) | C | via Taxon.m:7 Taxon.m:8",
        ])
        #expect(layout.uses.allSatisfy { $0.table == "Ranks" })
        #expect(ObjectiveCSnippets.unresolved(layout) == [])
    }

    /// Where the lookup's value goes out of sight (a delegate's method the app does not write),
    /// its keys are unresolved at the lookup.
    @Test func aLookupWhoseValueIsNotFollowedLeavesTheKeysUnresolved() {
        let layout = ObjectiveCSnippets.read([("App/Taxon.m", Self.model), ("App/TaxonCell.m", """
            @implementation TaxonCell
            - (void)show:(Taxon *)taxon {
                [self.delegate describe:[taxon displayName]];
            }
            @end
            """)], keys: ["species", "genus"], tables: Self.tables)
        #expect(layout.uses.isEmpty)
        #expect(ObjectiveCSnippets.unresolved(layout) == [
            "genus | Taxon.m:7 | key built at run time in table Ranks: NSString *rank = NSLocalizedStringFromTable(self.rankName, @\"Ranks\", nil)",
            "species | Taxon.m:7 | key built at run time in table Ranks: NSString *rank = NSLocalizedStringFromTable(self.rankName, @\"Ranks\", nil)",
        ])
    }

    /// A table some call also reads with a literal key is not widened, even when that key is not
    /// in the catalog: the lookup stays unresolved with the keys nothing else uses.
    @Test func aTableAlsoReadWithALiteralKeyIsNotWidened() {
        let layout = ObjectiveCSnippets.read([("App/Taxon.m", Self.model), ("App/TaxonCell.m", Self.cell), ("App/Other.m", """
            @implementation Other
            - (void)log {
                NSLog(@"%@", NSLocalizedStringFromTable(@"order", @"Ranks", nil));
            }
            @end
            """)], keys: ["species", "genus"], tables: Self.tables)
        #expect(layout.uses.isEmpty)
        #expect(ObjectiveCSnippets.unresolved(layout) == [
            "- | Taxon.m:7 | key built at run time: NSString *rank = NSLocalizedStringFromTable(self.rankName, @\"Ranks\", nil)",
            "genus | Taxon.m:7 | key built at run time in table Ranks: NSString *rank = NSLocalizedStringFromTable(self.rankName, @\"Ranks\", nil)",
            "species | Taxon.m:7 | key built at run time in table Ranks: NSString *rank = NSLocalizedStringFromTable(self.rankName, @\"Ranks\", nil)",
        ])
    }

    /// The default table holds the app's other texts: a run-time key there, named or not, names
    /// none of them.
    @Test func theDefaultTableIsNotWidened() {
        let layout = ObjectiveCSnippets.read("""
            @implementation TaxonCell
            - (void)show {
                self.textLabel.text = NSLocalizedString(self.rankName, nil);
                self.detailTextLabel.text = NSLocalizedStringFromTable(self.name, @"Localizable", nil);
            }
            @end
            """, keys: ["species", "genus"])
        #expect(layout.uses.isEmpty)
        #expect(ObjectiveCSnippets.unresolved(layout) == [
            "- | View.m:3 | key built at run time: self.textLabel.text = NSLocalizedString(self.rankName, nil)",
            "- | View.m:4 | key built at run time: self.detailTextLabel.text = NSLocalizedStringFromTable(self.name, @\"Localizable\", nil)",
            "genus | View.m:4 | key built at run time in table Localizable: self.detailTextLabel.text = NSLocalizedStringFromTable(self.name, @\"Localizable\", nil)",
            "species | View.m:4 | key built at run time in table Localizable: self.detailTextLabel.text = NSLocalizedStringFromTable(self.name, @\"Localizable\", nil)",
        ])
    }
}

/// Keys followed through the app's code: kept in a local or a property, returned from a method,
/// passed to the app's method, formatted. Links are sure or not made.
@Suite struct ObjectiveCFlowTests {
    @Test func throughAReturnAParameterALocalAndAFormat() {
        let layout = ObjectiveCSnippets.read("""
            @interface WelcomeViewController : UIViewController
            @property (nonatomic, strong) UILabel *messageLabel;
            @end
            @implementation WelcomeViewController
            - (NSString *)titleText {
                return NSLocalizedString(@"welcome.title", nil);
            }
            - (void)showMessage:(NSString *)message {
                self.messageLabel.text = message;
            }
            - (void)viewDidLoad {
                self.navigationItem.title = [self titleText];
                [self showMessage:NSLocalizedString(@"welcome.message", nil)];
                NSString *greeting = NSLocalizedString(@"welcome.greeting", nil);
                UIAlertController *alert = [UIAlertController alertControllerWithTitle:greeting message:nil preferredStyle:UIAlertControllerStyleAlert];
                NSString *count = [NSString stringWithFormat:NSLocalizedString(@"welcome.count %ld", nil), (long)3];
                self.messageLabel.text = count;
            }
            @end
            """, keys: ["welcome.title", "welcome.message", "welcome.greeting", "welcome.count %ld"])
        #expect(ObjectiveCSnippets.lines(layout) == [
            "welcome.count %ld | label font=17/fixed lines=1 | View.m:17 | Objective-C label.text | C | via View.m:16",
            "welcome.greeting | alert-title | View.m:15 | Objective-C UIAlertController alertControllerWithTitle: | C | via View.m:14",
            "welcome.message | label font=17/fixed lines=1 | View.m:9 | Objective-C label.text | C | via View.m:13",
            "welcome.title | navigation-title | View.m:12 | Objective-C navigationItem.title | C | via View.m:6",
        ])
    }

    /// A method found in the receiver's superclass, called from a block through `weakSelf`; an
    /// instance variable; the table each localizing call names.
    @Test func throughASuperclassABlockAndAnInstanceVariable() {
        let layout = ObjectiveCSnippets.read("""
            @interface BaseViewController : UIViewController
            @property (nonatomic, strong) UILabel *hintLabel;
            - (void)showHint:(NSString *)hint;
            @end
            @implementation BaseViewController
            - (void)showHint:(NSString *)hint {
                self.hintLabel.text = hint;
            }
            @end
            @interface DetailViewController : BaseViewController
            @end
            @implementation DetailViewController {
                NSString *_caption;
            }
            - (void)viewDidLoad {
                __weak typeof(self) weakSelf = self;
                [self.api load:^(NSError *error) {
                    [weakSelf showHint:NSLocalizedStringFromTableInBundle(@"detail.hint", @"Detail", [NSBundle mainBundle], nil)];
                }];
                _caption = [[NSBundle mainBundle] localizedStringForKey:@"detail.caption" value:@"" table:@"Detail"];
                UIAlertView *alert = [[UIAlertView alloc] initWithTitle:NSLocalizedStringWithDefaultValue(@"detail.alert", @"Detail", [NSBundle mainBundle], @"Oops", nil)
                                                                message:_caption delegate:nil cancelButtonTitle:nil otherButtonTitles:nil];
            }
            @end
            """, keys: ["detail.hint", "detail.caption", "detail.alert"],
            tables: ["detail.hint": "Detail", "detail.caption": "Detail", "detail.alert": "Detail"])
        #expect(ObjectiveCSnippets.lines(layout) == [
            "detail.alert | alert-title | View.m:21 | Objective-C UIAlertView initWithTitle: | A",
            "detail.caption | alert-message | View.m:22 | Objective-C UIAlertView message: | C | via View.m:20",
            "detail.hint | label font=17/fixed lines=1 | View.m:7 | Objective-C label.text | C | via View.m:18",
        ])
        #expect(layout.uses.map(\.table) == ["Detail", "Detail", "Detail"])
    }

    /// A model object's `text` is its data, not a label's: a key kept there is unresolved until
    /// some view is given it, and then it is placed there.
    @Test func aModelObjectsTextIsNotDrawingUntilAViewShowsIt() {
        let model = """
            @interface Item : NSObject
            @property (nonatomic, copy) NSString *text;
            @end
            @implementation Store
            - (void)load {
                Item *item = [Item new];
                item.text = NSLocalizedString(@"item.text", nil);
                [self.items addObject:item];
            }
            @end
            """
        let alone = ObjectiveCSnippets.read([("App/Store.m", model)], keys: ["item.text"])
        #expect(alone.uses.isEmpty)
        #expect(ObjectiveCSnippets.unresolved(alone) == [
            "item.text | Store.m:7 | item.text = NSLocalizedString(@\"item.text\", nil)",
        ])
        let shown = ObjectiveCSnippets.read([("App/Store.m", model), ("App/ItemCell.m", """
            @interface ItemCell : UITableViewCell
            @end
            @implementation ItemCell
            - (void)show:(Item *)item {
                self.textLabel.text = item.text;
            }
            @end
            """)], keys: ["item.text"])
        #expect(ObjectiveCSnippets.lines(shown) == [
            "item.text | cell lines=1 | ItemCell.m:5 | Objective-C cell.textLabel.text | C | via Store.m:7",
        ])
    }

    /// A function that hands back its parameter: each call's key lands where that call's value
    /// goes, not wherever else the function is called.
    @Test func aReturnedParameterLandsAtItsOwnCall() {
        let layout = ObjectiveCSnippets.read("""
            static NSString *Shout(NSString *text) {
                return [text uppercaseString];
            }
            @implementation ShoutViewController
            - (void)viewDidLoad {
                self.title = Shout(NSLocalizedString(@"shout.title", nil));
                UILabel *label = [UILabel new];
                label.text = Shout(NSLocalizedString(@"shout.label", nil));
            }
            @end
            """, keys: ["shout.title", "shout.label"])
        #expect(ObjectiveCSnippets.lines(layout) == [
            "shout.label | label font=17/fixed lines=1 | View.m:8 | Objective-C label.text | C | via View.m:8 View.m:2",
            "shout.title | navigation-title | View.m:6 | Objective-C viewController.title | C | via View.m:6 View.m:2",
        ])
    }

    /// With the receiver's class unknown, a selector several of the app's classes answer links
    /// nothing: the key is unresolved, not guessed.
    @Test func anAmbiguousMethodLinksNothing() {
        let layout = ObjectiveCSnippets.read("""
            @implementation Toast
            - (void)showMessage:(NSString *)message {
                UILabel *label = [UILabel new];
                label.text = message;
            }
            @end
            @implementation Prompt
            - (void)showMessage:(NSString *)message {
                self.title = message;
            }
            @end
            @implementation Caller
            - (void)run:(id)target {
                [target showMessage:NSLocalizedString(@"ambiguous", nil)];
            }
            @end
            """, keys: ["ambiguous"])
        #expect(layout.uses.isEmpty)
        #expect(ObjectiveCSnippets.unresolved(layout) == [
            "ambiguous | View.m:14 | [target showMessage:NSLocalizedString(@\"ambiguous\", nil)] (several of the app's classes answer showMessage:)",
        ])
    }

    /// A key appended to another text is part of what is drawn, not all of it: placed where the
    /// whole is, measured alone (grade C, said in the pattern), as in Swift; a part of an
    /// accessibility label is not drawn either.
    @Test func composedTexts() {
        let layout = ObjectiveCSnippets.read("""
            @implementation Summary
            - (void)show:(UITableViewCell *)cell {
                UILabel *label = [UILabel new];
                label.text = [NSLocalizedString(@"part.head", nil) stringByAppendingString:@"…"];
                NSMutableAttributedString *text = [[NSMutableAttributedString alloc] initWithString:NSLocalizedString(@"part.first", nil)];
                [text appendAttributedString:[[NSAttributedString alloc] initWithString:@"!"]];
                label.attributedText = text;
                cell.accessibilityLabel = [NSString stringWithFormat:@"%@ %@", NSLocalizedString(@"part.spoken", nil), cell.textLabel.text];
            }
            @end
            """, keys: ["part.head", "part.first", "part.spoken"])
        #expect(ObjectiveCSnippets.lines(layout) == [
            "part.first | label font=17/fixed lines=1 | View.m:7 | Objective-C label.text (part of a longer text) | C | via View.m:5",
            "part.head | label font=17/fixed lines=1 | View.m:4 | Objective-C label.text (part of a longer text) | C",
            "part.spoken | not drawn: accessibility | View.m:8 | Objective-C accessibilityLabel | A",
        ])
        #expect(ObjectiveCSnippets.unresolved(layout) == [])
    }

    /// A local nothing reads, or a parameter its method ignores, never shows its text: no use.
    @Test func aTextNothingReadsIsNoUse() {
        let layout = ObjectiveCSnippets.read("""
            @implementation Loader
            - (void)presentPrompt:(NSString *)reason {
                [self presentViewController:self.login animated:YES completion:nil];
            }
            - (void)run {
                NSString *status = NSLocalizedString(@"dead.local", nil);
                [self presentPrompt:NSLocalizedString(@"dead.parameter", nil)];
                NSString *shown = NSLocalizedString(@"live.local", nil);
                UILabel *label = [UILabel new];
                label.text = shown;
            }
            @end
            """, keys: ["dead.local", "dead.parameter", "live.local"])
        #expect(ObjectiveCSnippets.lines(layout) == [
            "live.local | label font=17/fixed lines=1 | View.m:10 | Objective-C label.text | C | via View.m:8",
        ])
        #expect(layout.unresolved.isEmpty)
    }
}

/// Collections and locals in Objective-C: an element taken out of an array or a dictionary by a
/// message goes where the message's value goes; a local only tested shows nothing; a property
/// set by key-value coding is set as by its setter.
@Suite struct ObjectiveCCollectionTests {
    @Test func anElementTakenOutByAMessage() {
        let layout = ObjectiveCSnippets.read("""
            @implementation Observation
            - (NSString *)privacyText {
                NSDictionary *options = @{ @"open": NSLocalizedString(@"privacy.open", nil) };
                NSString *text = [options valueForKey:self.privacy];
                return text;
            }
            - (void)show {
                UILabel *label = [UILabel new];
                label.text = [self privacyText];
                NSArray *names = @[ NSLocalizedString(@"name.first", nil) ];
                label.text = [names objectAtIndex:0];
                NSDictionary *logged = @{ @"a": NSLocalizedString(@"only.logged", nil) };
                NSLog(@"%@", [logged objectForKey:@"a"]);
            }
            @end
            """, keys: ["privacy.open", "name.first", "only.logged"])
        #expect(ObjectiveCSnippets.lines(layout) == [
            "name.first | label font=17/fixed lines=1 | View.m:11 | Objective-C label.text | C | via View.m:10",
            "privacy.open | label font=17/fixed lines=1 | View.m:9 | Objective-C label.text | C | via View.m:3 View.m:4 View.m:5",
        ])
        // Read only by a log: nothing shows it, and nothing says it is not shown.
        #expect(ObjectiveCSnippets.unresolved(layout) == [
            "only.logged | View.m:12 | NSDictionary *logged = @{ @\"a\": NSLocalizedString(@\"only.logged\", nil) }",
        ])
    }

    /// `valueForKey:` on what is not a dictionary reads a property by key-value coding: not an element.
    @Test func valueForKeyOnAnObjectIsNotAnElement() {
        let layout = ObjectiveCSnippets.read("""
            @implementation Summary
            - (void)show:(Item *)item {
                NSArray *names = @[ NSLocalizedString(@"name.first", nil) ];
                UILabel *label = [UILabel new];
                label.text = [names valueForKey:@"uppercaseString"];
            }
            @end
            """, keys: ["name.first"])
        #expect(layout.uses.isEmpty)
        #expect(ObjectiveCSnippets.unresolved(layout) == [
            "name.first | View.m:3 | NSArray *names = @[ NSLocalizedString(@\"name.first\", nil) ]",
        ])
    }

    /// A local only searched for in another text (`rangeOfString:`) or compared is never shown,
    /// as a key tested where it is written is not: no use; nor is a localizing call whose value
    /// is dropped. One only logged, or passed where the pass does not follow, stays unresolved.
    @Test func aTextOnlyTestedOrDroppedIsNoUse() {
        let layout = ObjectiveCSnippets.read("""
            @implementation Terms
            - (void)show {
                NSString *base = NSLocalizedString(@"terms.base", nil);
                NSString *term = NSLocalizedString(@"terms.term", nil);
                NSRange range = [base rangeOfString:term];
                UILabel *label = [UILabel new];
                label.text = base;
                NSString *logged = NSLocalizedString(@"terms.logged", nil);
                NSLog(@"%@", logged);
                NSLocalizedString(@"terms.dropped", nil);
                [self.delegate describe:NSLocalizedString(@"terms.passed", nil)];
            }
            @end
            """, keys: ["terms.base", "terms.term", "terms.logged", "terms.dropped", "terms.passed"])
        #expect(ObjectiveCSnippets.lines(layout) == [
            "terms.base | label font=17/fixed lines=1 | View.m:7 | Objective-C label.text | C | via View.m:3",
        ])
        #expect(ObjectiveCSnippets.unresolved(layout) == [
            "terms.logged | View.m:8 | NSString *logged = NSLocalizedString(@\"terms.logged\", nil)",
            "terms.passed | View.m:11 | [self.delegate describe:NSLocalizedString(@\"terms.passed\", nil)]",
        ])
    }

    /// UIRefreshControl draws its `attributedTitle` under the spinner; `setValue:forKey:` sets the
    /// property its key names (an alert's `attributedTitle`, an accessibility label); a key of an
    /// object UIKit does not draw stays unresolved.
    @Test func aRefreshControlsTitleAndKeyValueCoding() {
        let layout = ObjectiveCSnippets.read("""
            @implementation FeedViewController
            - (void)viewDidLoad {
                UIRefreshControl *refresh = [[UIRefreshControl alloc] init];
                refresh.attributedTitle = [[NSAttributedString alloc] initWithString:NSLocalizedString(@"feed.pull", nil)];
                NSAttributedString *title = [[NSAttributedString alloc] initWithString:NSLocalizedString(@"feed.alert", nil)];
                UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"" message:@"" preferredStyle:UIAlertControllerStyleAlert];
                [alert setValue:title forKey:@"attributedTitle"];
                [refresh setValue:NSLocalizedString(@"feed.spoken", nil) forKey:@"accessibilityLabel"];
                NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
                [defaults setValue:NSLocalizedString(@"feed.saved", nil) forKey:@"lastTitle"];
            }
            @end
            """, keys: ["feed.pull", "feed.alert", "feed.spoken", "feed.saved"])
        #expect(ObjectiveCSnippets.lines(layout) == [
            "feed.alert | alert-title | View.m:7 | Objective-C UIAlertController.attributedTitle | C | via View.m:5",
            "feed.pull | label lines=1 | View.m:4 | Objective-C UIRefreshControl.attributedTitle | A",
            "feed.spoken | not drawn: accessibility | View.m:8 | Objective-C accessibilityLabel | A",
        ])
        #expect(ObjectiveCSnippets.unresolved(layout) == [
            "feed.saved | View.m:10 | [defaults setValue:NSLocalizedString(@\"feed.saved\", nil) forKey:@\"lastTitle\"]",
        ])
    }
}

/// A method's value whose every caller keeps it in a local only tested shows nothing: no use.
/// One more caller that passes it where the pass does not follow keeps it unresolved.
@Suite struct ObjectiveCDeadEndTests {
    static func button(_ more: String) -> String {
        """
        @implementation SwitchButton
        - (NSString *)emphasis {
            return NSLocalizedString(@"switch.emphasis", nil);
        }
        - (void)style {
            NSString *base = self.titleLabel.text;
            NSString *emphasis = [self emphasis];
            NSRange range = [base rangeOfString:emphasis];
        \(more)}
        @end
        """
    }

    @Test func aReturnOnlyTestedByItsCallerIsNoUse() {
        let layout = ObjectiveCSnippets.read(Self.button(""), keys: ["switch.emphasis"])
        #expect(layout.uses.isEmpty)
        #expect(layout.unresolved.isEmpty)
    }

    @Test func anotherCallerOutOfSightKeepsItUnresolved() {
        let layout = ObjectiveCSnippets.read(Self.button("    [self.delegate describe:[self emphasis]];\n"), keys: ["switch.emphasis"])
        #expect(layout.uses.isEmpty)
        #expect(ObjectiveCSnippets.unresolved(layout) == [
            "switch.emphasis | View.m:3 | NSLocalizedString(@\"switch.emphasis\", nil)",
        ])
    }

    @Test func anotherCallerThatLogsItKeepsItUnresolved() {
        let layout = ObjectiveCSnippets.read(Self.button("    NSLog(@\"%@\", [self emphasis]);\n"), keys: ["switch.emphasis"])
        #expect(ObjectiveCSnippets.unresolved(layout) == [
            "switch.emphasis | View.m:3 | NSLocalizedString(@\"switch.emphasis\", nil)",
        ])
    }
}
