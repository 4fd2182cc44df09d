#import <UIKit/UIKit.h>

@interface Screen : UIViewController
@property (nonatomic, strong) UILabel *label;
@end

@implementation Screen
- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = NSLocalizedString(@"title", nil);
    self.label.text = NSLocalizedString(@"ok", @"comment");
    self.label.font = [UIFont preferredFontForTextStyle:UIFontTextStyleBody];
#if TARGET_OS_IOS && !(defined(DEBUG) || 0)
    [self.label setNumberOfLines:(2)];
#endif
    void (^block)(void) = ^{ [self.label sizeToFit]; };
    block();
}
@end
