// Fixture for the source check: the implementation, with a class extension and an instance-variable outlet.
#import "LegacyMenuViewController.h"

/* @interface GhostController : UIViewController
   - (IBAction)ghost:(id)sender;
   @end */

@interface LegacyMenuViewController () {
    IBOutlet UIView *footerView;
}
@end

@implementation LegacyMenuViewController

- (IBAction)selectItem:(id)sender {
    NSString *decoy = @"- (IBAction)fakeAction:(id)sender; @end";
    char quote = '"';
    [self performSegueWithIdentifier:@"showSettings" sender:self];
}

- (IBAction)dismissMenu:(id)sender forEvent:(UIEvent *)event {
    UIStoryboard *storyboard = [UIStoryboard storyboardWithName:@"Settings" bundle:nil];
    [storyboard instantiateViewControllerWithIdentifier:@"LegacyMenu"];
}

- (void)undoChange:(id)sender {
}

@end
