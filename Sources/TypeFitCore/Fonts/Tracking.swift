import CHarfBuzz

/// Letter spacing by point size. Apple's system font tightens text sizes and loosens display
/// sizes; on device the values come from the font's AAT `trak` table. typefit applies tracking
/// itself, once per grapheme cluster, rather than leaving it to HarfBuzz: HarfBuzz applies
/// `trak` only when ptem is set and, from 10.3, only when the font also has a STAT table, so
/// results would depend on the HarfBuzz version.
package protocol TrackingSource: Sendable {
    /// Extra advance per grapheme cluster, in points, at `size` points.
    func tracking(atSize size: Double) -> Double
}

/// A parsed AAT `trak` table (the "normal" track, value 0), values in font units by size.
package struct TrackTable: TrackingSource, Equatable {
    package let sizes: [Double]
    package let values: [Double]
    package let unitsPerEm: Double

    init?(face: OpaquePointer) {
        guard let blob = hb_face_reference_table(face, hbTag("trak")) else { return nil }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length >= 12 else { return nil }
        let bytes = UnsafeRawBufferPointer(start: data, count: Int(length))
        self.init(bytes: Array(bytes), unitsPerEm: Double(hb_face_get_upem(face)))
    }

    /// Parses the table's bytes. Layout (Apple TrueType Reference, 'trak'): version (Fixed),
    /// format, horizOffset, vertOffset, reserved; TrackData: nTracks, nSizes, sizeTableOffset,
    /// then nTracks × (track Fixed, nameIndex, offset); sizes are Fixed, values are FWord.
    init?(bytes: [UInt8], unitsPerEm: Double) {
        func u16(_ at: Int) -> Int? { at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil }
        func i16(_ at: Int) -> Int? { u16(at).map { Int(Int16(truncatingIfNeeded: $0)) } }
        func u32(_ at: Int) -> Int? {
            guard let hi = u16(at), let lo = u16(at + 2) else { return nil }
            return hi << 16 | lo
        }
        func fixed(_ at: Int) -> Double? { u32(at).map { Double(Int32(truncatingIfNeeded: $0)) / 65536 } }
        guard let horizOffset = u16(6), horizOffset > 0,
              let nTracks = u16(horizOffset), let nSizes = u16(horizOffset + 2), nSizes > 0,
              let sizeTable = u32(horizOffset + 4) else { return nil }
        var normalOffset: Int?
        for t in 0..<nTracks {
            let entry = horizOffset + 8 + t * 8
            guard let track = fixed(entry), let offset = u16(entry + 6) else { return nil }
            if track == 0 { normalOffset = offset }
        }
        guard let normalOffset else { return nil }
        var sizes: [Double] = [], values: [Double] = []
        for s in 0..<nSizes {
            guard let size = fixed(sizeTable + s * 4), let value = i16(normalOffset + s * 2) else { return nil }
            sizes.append(size)
            values.append(Double(value))
        }
        self.sizes = sizes
        self.values = values
        self.unitsPerEm = unitsPerEm
    }

    package func tracking(atSize size: Double) -> Double {
        interpolate(size, sizes, values) * size / unitsPerEm
    }
}

/// A per-size table in 1/1000 em, as Apple's HIG publishes it for SF Pro.
package struct EmTrackingTable: TrackingSource, Equatable {
    package let sizes: [Double]
    package let thousandths: [Double]

    package init(_ entries: [(size: Double, thousandths: Double)]) {
        let sorted = entries.sorted { $0.size < $1.size }
        sizes = sorted.map(\.size)
        thousandths = sorted.map(\.thousandths)
    }

    package func tracking(atSize size: Double) -> Double {
        interpolate(size, sizes, thousandths) * size / 1000
    }

    /// SF Pro tracking for iOS, iPadOS and visionOS, HIG Typography "Tracking values"
    /// (apple-facts §2.1, confidence A). Sizes between rows are interpolated; below 6 pt and
    /// above 96 pt the end values hold.
    package static let sfProHIG = EmTrackingTable([
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
        (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12),
        (35, 11), (36, 10), (37, 10), (38, 10), (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8),
        (45, 8), (46, 8), (47, 8), (48, 8), (49, 7), (50, 7), (51, 7), (52, 6), (53, 6), (54, 6), (56, 6),
        (58, 5), (60, 4), (62, 4), (64, 4), (66, 3), (68, 2), (70, 2), (72, 2), (76, 1), (80, 0), (84, 0),
        (88, 0), (92, 0), (96, 0),
    ])
}

/// Piecewise-linear interpolation, holding the end values outside the table.
func interpolate(_ x: Double, _ xs: [Double], _ ys: [Double]) -> Double {
    guard let first = xs.first, let last = xs.last, xs.count == ys.count else { return 0 }
    if x <= first { return ys[0] }
    if x >= last { return ys[ys.count - 1] }
    var hi = 1
    while hi < xs.count - 1 && xs[hi] < x { hi += 1 }
    let lo = hi - 1
    let t = (x - xs[lo]) / (xs[hi] - xs[lo])
    return ys[lo] + t * (ys[hi] - ys[lo])
}
