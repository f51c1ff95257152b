// Fixture for the source check: an Objective-C controller declared in a header.
#import <UIKit/UIKit.h>

@interface LegacyMenuViewController : UITableViewController

@property (nonatomic, weak) IBOutlet UILabel *headerLabel;
@property (nonatomic, strong) IBOutletCollection(UIButton) NSArray *menuButtons;
@property (nonatomic, copy) NSString *lastSelection;

- (IBAction)selectItem:(id)sender;

@end
