import TypeFitConfig

/// A call that takes one of its arguments as a key and localizes it: Foundation's
/// `NSLocalizedString` family and `-[NSBundle localizedStringForKey:value:table:]`, and the app's
/// own macros, functions and methods whose parameter reaches one of those as the key.
struct ObjectiveCAccessor: Sendable, Hashable {
    enum Table: Sendable, Hashable {
        /// The table is fixed: a literal, or nil for `Localizable`.
        case fixed(String?)
        /// The argument at this position names it.
        case argument(Int)
    }

    /// The position of the key among the arguments (a message's selector parts count from 0).
    var key: Int
    var table: Table
    /// The localized text is the call's value (`NSLocalizedString`, a wrapper returning it);
    /// false when the app's function shows it itself.
    var returns: Bool
    /// The app's function (`Class.selector`, `name()`); nil for Foundation's.
    var id: String?
    /// How a pattern names the wrapper: `LOC()`, `+[Strings localized:]`.
    var wrapper: String?
}

/// Foundation's localizing calls, as `NSBundle.h` declares them.
enum ObjectiveCLocalizing {
    /// The macros: `NSLocalizedString(key, comment)`, `NSLocalizedStringFromTable(key, table,
    /// comment)`, `NSLocalizedStringFromTableInBundle(key, table, bundle, comment)`,
    /// `NSLocalizedStringWithDefaultValue(key, table, bundle, value, comment)`.
    static func function(_ name: String) -> ObjectiveCAccessor? {
        switch name {
        case "NSLocalizedString":
            ObjectiveCAccessor(key: 0, table: .fixed(nil), returns: true)
        case "NSLocalizedStringFromTable", "NSLocalizedStringFromTableInBundle", "NSLocalizedStringWithDefaultValue":
            ObjectiveCAccessor(key: 0, table: .argument(1), returns: true)
        default:
            nil
        }
    }

    /// `-[NSBundle localizedStringForKey:value:table:]` and its attributed form (iOS 15), on any bundle.
    static func message(_ selector: String) -> ObjectiveCAccessor? {
        switch selector {
        case "localizedStringForKey:value:table:", "localizedAttributedStringForKey:value:table:":
            ObjectiveCAccessor(key: 0, table: .argument(2), returns: true)
        default:
            nil
        }
    }

    /// Methods that hand back the text they are called on with its case changed or its ends
    /// trimmed: the text goes where their value does.
    static let transforms: Set<String> = [
        "uppercaseString", "lowercaseString", "capitalizedString", "localizedUppercaseString", "localizedLowercaseString",
        "localizedCapitalizedString", "uppercaseStringWithLocale:", "lowercaseStringWithLocale:",
        "capitalizedStringWithLocale:", "copy", "mutableCopy", "stringByTrimmingCharactersInSet:", "string",
    ]

    /// Methods whose value is their receiver with more text: the key is part of what is shown.
    static let composing: Set<String> = [
        "stringByAppendingString:", "stringByAppendingFormat:", "stringByAppendingPathComponent:",
        "stringByReplacingOccurrencesOfString:withString:", "stringByPaddingToLength:withString:startingAtIndex:",
        "componentsJoinedByString:",
    ]

    /// Methods that add a text to the string they are called on.
    static let appending: Set<String> = [
        "appendString:", "appendFormat:", "appendAttributedString:", "insertString:atIndex:",
        "insertAttributedString:atIndex:", "replaceCharactersInRange:withString:", "replaceCharactersInRange:withAttributedString:",
    ]

    /// True when the message hands back one of its receiver's elements: NSArray's
    /// `objectAtIndex:`, `firstObject`, `lastObject` and subscript; NSDictionary's
    /// `objectForKey:` and subscript, and `valueForKey:`, which on a dictionary is `objectForKey:`
    /// for a key not starting with "@" (NSDictionary.h) — on any other receiver it reads a property.
    static func isElement(_ selector: String, receiverType: String?) -> Bool {
        switch selector {
        case "objectAtIndex:", "objectAtIndexedSubscript:", "firstObject", "lastObject", "objectForKey:", "objectForKeyedSubscript:":
            true
        case "valueForKey:":
            ["NSDictionary", "NSMutableDictionary"].contains(receiverType ?? "")
        default:
            false
        }
    }

    /// Methods that test a text: not a use.
    static let comparing: Set<String> = [
        "isEqualToString:", "isEqual:", "compare:", "caseInsensitiveCompare:", "localizedCaseInsensitiveCompare:",
        "localizedCompare:", "localizedStandardCompare:", "hasPrefix:", "hasSuffix:", "containsString:",
        "localizedCaseInsensitiveContainsString:", "localizedStandardContainsString:", "rangeOfString:", "isEqualToAttributedString:",
        "containsObject:", "indexOfObject:",
    ]

    /// C functions and macros whose arguments are never shown in the app (logs, assertions).
    static let notShown: Set<String> = [
        "NSLog", "NSLogv", "printf", "fprintf", "os_log", "os_log_info", "os_log_debug", "os_log_error", "os_log_fault",
        "NSAssert", "NSCAssert", "NSParameterAssert", "assert", "NSStringFromClass", "NSClassFromString",
        "NSSelectorFromString", "NSStringFromSelector", "CFSTR", "DDLogError", "DDLogWarn", "DDLogInfo", "DDLogDebug",
        "DDLogVerbose",
    ]

    /// The text a string literal argument stands for, when it is one.
    static func literal(_ expr: ObjectiveCExpr?) -> String? {
        switch expr?.unwrapped.kind {
        case .string(let value), .cString(let value): value
        default: nil
        }
    }
}
