/* Counts the items that pass a test. */
NSUInteger countMatching(NSArray *items, BOOL (^test)(id item)) {
    NSUInteger count = 0;
    for (id item in items) {
        if (test(item)) {
            count += 1;
        }
    }
    return count;
}

static const NSInteger kLimit = 100;
BOOL enabled = YES;
