/// An Objective-C expression as the pass reads it: enough structure to follow a text from where
/// it is made to where it is drawn, each node with the tokens it spans.
struct ObjectiveCExpr: Sendable {
    indirect enum Kind: Sendable {
        /// `@"…"`, adjacent literals joined.
        case string(String)
        case cString(String)
        case number(Double?)
        /// A name: a local, a parameter, an instance variable, a class, a constant, `self`, `super`.
        case name(String)
        /// `a.b` (a property, read through its getter) or `a->b`.
        case member(ObjectiveCExpr, String)
        /// `[receiver part:argument part:argument, extra]`.
        case message(ObjectiveCExpr, [ObjectiveCArgument], extra: [ObjectiveCExpr])
        /// `f(a, b)`: a C function or a macro.
        case call(ObjectiveCExpr, [ObjectiveCExpr])
        case subscripted(ObjectiveCExpr, ObjectiveCExpr)
        /// `a = b`, `a += b`.
        case assignment(ObjectiveCExpr, String, ObjectiveCExpr)
        case binary(String, ObjectiveCExpr, ObjectiveCExpr)
        case unary(String, ObjectiveCExpr)
        /// `c ? a : b`; `c ?: b` has no `a`.
        case ternary(ObjectiveCExpr, ObjectiveCExpr?, ObjectiveCExpr)
        /// `(UILabel *)x`: the type's name.
        case cast(String, ObjectiveCExpr)
        case array([ObjectiveCExpr])
        case dictionary([ObjectiveCPair])
        /// `@(x)`.
        case boxed(ObjectiveCExpr)
        /// `^(NSString *s) { … }`.
        case block([ObjectiveCParameter], [ObjectiveCStatement])
        /// `({ …; value; })`, a GNU statement expression: its value is its last statement's.
        case statements([ObjectiveCStatement])
        /// Anything else (`@selector(…)`, `sizeof(…)`, a token the pass does not read).
        case other
    }

    var kind: Kind
    /// Index of its first token in the file's token list.
    var first: Int
    /// Index of its last token.
    var last: Int

    /// The name of a plain name expression.
    var name: String? {
        if case .name(let name) = kind { return name }
        return nil
    }

    /// The expression inside casts and parentheses-free wrappers that do not change a value.
    var unwrapped: ObjectiveCExpr {
        if case .cast(_, let inner) = kind { return inner.unwrapped }
        return self
    }
}

/// One part of a message's selector with its argument: `title:` with `x` in `[a setTitle:x]`.
struct ObjectiveCArgument: Sendable {
    var label: String
    var value: ObjectiveCExpr?
}

struct ObjectiveCPair: Sendable {
    var key: ObjectiveCExpr
    var value: ObjectiveCExpr
}

/// A method's, function's or block's parameter.
struct ObjectiveCParameter: Sendable, Hashable {
    var name: String
    /// The type's name without pointers and qualifiers (`UILabel`), nil for `id` or none.
    var type: String?
}

/// A statement of a function, method or block body.
indirect enum ObjectiveCStatement: Sendable {
    case expression(ObjectiveCExpr)
    /// `UILabel *label = …;` — one per declared name.
    case local(ObjectiveCLocal)
    /// `return x;` (the token index of `return` when there is no value).
    case returns(ObjectiveCExpr?, at: Int)
    /// `{ … }` and the bodies of `if`, `for`, `while`, `switch`, `@try`: a scope of their own.
    case scope([ObjectiveCStatement])
    /// A condition (`if (…)`, `while (…)`, `switch (…)`): its value is tested, not shown.
    case condition(ObjectiveCExpr)
}

/// A local variable's declaration.
struct ObjectiveCLocal: Sendable {
    var name: String
    var type: String?
    /// Index of the name's token: the local's identity in its file.
    var token: Int
    var initializer: ObjectiveCExpr?
    /// The first and last token of its statement.
    var first: Int
    var last: Int
}
