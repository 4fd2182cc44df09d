let a: [[String: [Int]]] = [["x": [1, 2]], [:]]
let b = #"raw \#(a.count) "quoted""#
let c = """
    multi \(a.first?.keys.first ?? "") line
    """
let d = /[a-z]+(\d)?/
let e: [3 of Int] = [1, 2, 3]
/* outer /* inner */ still */ // line
#if os(iOS)
let f = a.isEmpty ? 1 : 2
#elseif DEBUG
let f = try? await g(-(1))
#else
let f = 0
#endif
