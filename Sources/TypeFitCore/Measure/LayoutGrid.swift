/// Line count and widest line of a text in one cell of a grid (no line limit).
package struct LineFit: Sendable, Equatable {
    package var lines: Int
    /// The widest line in points, trailing white space not counted.
    package var width: Double

    package init(lines: Int, width: Double) {
        self.lines = lines
        self.width = width
    }
}

/// A fixed set of cells — every size × every width — prepared once so that any number of texts
/// can be fitted into it cheaply (`PreparedText.fit(_:into:)`).
///
/// Two facts make a cell nearly free once a text is shaped: a layout stays the same over a
/// whole range of widths (`StableRange`), and without tracking, widths in points are em widths
/// times the size, so within one optical bucket a cell depends only on width ÷ size. The grid
/// sorts its cells by that ratio once; a text then walks them in order and breaks lines again
/// only when a cell leaves the range of the previous layout.
package struct LayoutGrid: Sendable {
    package let sizes: [Double]
    package let widths: [Double]

    struct Bucket: Sendable {
        let key: OpticalKey
        let sizeIndices: [Int]
        /// The bucket's cells by ascending (width + slack) ÷ size, those limits in em, and sizes.
        let cellsByRatio: [Int32]
        let emLimits: [Double]
        let cellSizes: [Double]
    }
    let buckets: [Bucket]
    /// Width indices by ascending width, for texts whose tracking differs per size.
    let widthOrder: [Int]

    package var cellCount: Int { sizes.count * widths.count }

    /// The index of a cell in `fit`'s output.
    package func cell(size: Int, width: Int) -> Int { size * widths.count + width }

    /// A grid for texts prepared by `engine` (its fonts decide which sizes share shaping).
    package init(sizes: [Double], widths: [Double], engine: TextEngine) throws {
        for size in sizes { try MeasureValidation.check(size: size, width: nil, maxLines: nil, leading: nil) }
        for width in widths { try MeasureValidation.check(size: 1, width: width, maxLines: nil, leading: nil) }
        self.sizes = sizes
        self.widths = widths
        var keys: [OpticalKey] = []
        var members: [OpticalKey: [Int]] = [:]
        for (index, size) in sizes.enumerated() {
            let key = engine.fonts.opticalKey(size)
            if members[key] == nil { keys.append(key) }
            members[key, default: []].append(index)
        }
        buckets = keys.map { key in
            let sizeIndices = members[key] ?? []
            var cells: [(cell: Int32, limit: Double)] = []
            for s in sizeIndices {
                for (w, width) in widths.enumerated() {
                    cells.append((Int32(s * widths.count + w), (width + ShapedParagraph.widthSlack) / sizes[s]))
                }
            }
            cells.sort { ($0.limit, $0.cell) < ($1.limit, $1.cell) }
            return Bucket(key: key, sizeIndices: sizeIndices, cellsByRatio: cells.map(\.cell), emLimits: cells.map(\.limit),
                          cellSizes: cells.map { sizes[Int($0.cell) / widths.count] })
        }
        widthOrder = widths.indices.sorted { (widths[$0], $0) < (widths[$1], $1) }
    }
}

extension PreparedText {
    /// Line count and widest line of this text in every cell of `grid`, written to `out` at
    /// `grid.cell(size:width:)`. The same lines `layout(size:width:)` gives, found with one
    /// shaping per optical bucket and one line breaking per distinct layout.
    package func fit(_ grid: LayoutGrid, into out: inout [LineFit]) throws {
        if out.count != grid.cellCount { out = Array(repeating: LineFit(lines: 0, width: 0), count: grid.cellCount) }
        for bucket in grid.buckets {
            guard let first = bucket.sizeIndices.first else { continue }
            let paragraphs = try shaped(size: grid.sizes[first]).paragraphs
            let sameShaping = bucket.sizeIndices.allSatisfy { engine.fonts.opticalKey(grid.sizes[$0]) == bucket.key }
            let untracked = paragraphs.allSatisfy { paragraph in
                bucket.sizeIndices.allSatisfy { s in paragraph.trackingPerFace(size: grid.sizes[s]).allSatisfy { $0 == 0 } }
            }
            if sameShaping && untracked {
                fitByRatio(paragraphs, bucket: bucket, grid: grid, into: &out)
            } else {
                for s in bucket.sizeIndices { try fitAtSize(s, grid: grid, into: &out) }
            }
        }
    }

    /// Untracked text: one walk over the bucket's cells in ratio order, in em.
    private func fitByRatio(_ paragraphs: [ShapedParagraph], bucket: LayoutGrid.Bucket, grid: LayoutGrid,
                            into out: inout [LineFit]) {
        let noTracking = paragraphs.map { [Double](repeating: 0, count: $0.faces.count) }
        let pushOut = lineBreakStrategy.pushesOut
        var stable = StableRange(low: 0, high: -1)
        var current = LineTally()
        // The hot loop of a matrix (one pass per cell): plain buffers, no bounds checks.
        bucket.cellsByRatio.withUnsafeBufferPointer { cells in
            bucket.emLimits.withUnsafeBufferPointer { limits in
                bucket.cellSizes.withUnsafeBufferPointer { sizes in
                    out.withUnsafeMutableBufferPointer { out in
                        for k in 0..<cells.count {
                            let limit = limits[k]
                            if !stable.contains(limit) {
                                (current, stable) = Self.tally(paragraphs, limit: limit, size: 1, tracking: noTracking,
                                                               pushOut: pushOut)
                            }
                            out[Int(cells[k])] = LineFit(lines: current.lines, width: current.widest * sizes[k])
                        }
                    }
                }
            }
        }
    }

    /// Tracked text (or a grid from another font stack): one walk over the widths per size, in points.
    private func fitAtSize(_ s: Int, grid: LayoutGrid, into out: inout [LineFit]) throws {
        let size = grid.sizes[s]
        let paragraphs = try shaped(size: size).paragraphs
        let tracking = paragraphs.map { $0.trackingPerFace(size: size) }
        var stable = StableRange(low: 0, high: -1)
        var current = LineTally()
        for w in grid.widthOrder {
            let limit = grid.widths[w] + ShapedParagraph.widthSlack
            if !stable.contains(limit) {
                (current, stable) = Self.tally(paragraphs, limit: limit, size: size, tracking: tracking,
                                               pushOut: lineBreakStrategy.pushesOut)
            }
            out[grid.cell(size: s, width: w)] = LineFit(lines: current.lines, width: current.widest)
        }
    }

    private static func tally(_ paragraphs: [ShapedParagraph], limit: Double, size: Double,
                              tracking: [[Double]], pushOut: Bool) -> (LineTally, StableRange) {
        var tally = LineTally()
        var stable = StableRange()
        for (p, paragraph) in paragraphs.enumerated() {
            stable.formIntersection(paragraph.fill(limit: limit, size: size, tracking: tracking[p], pushOut: pushOut,
                                                   into: &tally))
        }
        return (tally, stable)
    }
}
