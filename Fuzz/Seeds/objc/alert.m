UIAlertController *alert = [UIAlertController alertControllerWithTitle:NSLocalizedString(@"title", nil)
    message:[NSString stringWithFormat:NSLocalizedString(@"greeting %@", nil), name]
    preferredStyle:UIAlertControllerStyleAlert];
[alert addAction:[UIAlertAction actionWithTitle:NSLocalizedString(@"Cancel", nil) style:UIAlertActionStyleCancel handler:nil]];
/* "unterminated
