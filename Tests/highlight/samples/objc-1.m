#import <Foundation/Foundation.h>

@interface Greeter : NSObject
@property (nonatomic, copy) NSString *name;
- (NSString *)greetingFor:(NSString *)visitor;
@end

@implementation Greeter

- (NSString *)greetingFor:(NSString *)visitor {
    // Builds the greeting.
    return [NSString stringWithFormat:@"Hello %@, I am %@", visitor, self.name];
}

@end

int main(int argc, const char *argv[]) {
    @autoreleasepool {
        Greeter *greeter = [[Greeter alloc] init];
        greeter.name = @"Foldmark";
        NSLog(@"%@", [greeter greetingFor:@"reader"]);
    }
    return 0;
}
