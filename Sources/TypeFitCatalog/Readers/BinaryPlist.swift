/// A bounded reader of binary property lists (`bplist0…`) for the shape a strings table has:
/// one dictionary whose keys and values are strings. The layout and every check on it follow
/// swift-corelibs-foundation `Sources/CoreFoundation/CFBinaryPList.c`:
/// `__CFBinaryPlistGetTopLevelInfo` (the 32-byte trailer: sizes of offsets and object
/// references, object count, top object, offset table position; the file must be exactly
/// header + objects + offset table + trailer, and every offset must point into the objects) and
/// `__CFBinaryPlistCreateObjectFiltered` (an object is a marker byte whose high nibble is its
/// type and low nibble its count, `0xF` meaning "an integer object follows with the count";
/// a dictionary holds its key references, then its value references; `0x5` strings are ASCII,
/// `0x6` strings UTF-16 big-endian).
///
/// Every count and offset is checked against the file before it is used, so a hostile file
/// (offsets past the end, counts in the billions, references in a loop) is refused with a
/// message and never read out of bounds; values that are not strings are named, not opened,
/// so a reference cycle among them is never followed.
enum BinaryPlist {
    struct Failure: Error {
        let message: String
    }

    /// One pair of the top dictionary: a string, or the kind of object it is instead.
    struct Entry {
        enum Item {
            case string(String)
            case other(String)
        }
        let key: Item
        let value: Item
    }

    /// `__CFBinaryPlistGetTopLevelInfo` looks at the first seven bytes: `bplist0` and any version.
    static func isBinary(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 7 && Array("bplist0".utf8) == Array(bytes.prefix(7))
    }

    private struct Trailer {
        let offsetIntSize: Int
        let objectRefSize: Int
        let objectCount: Int
        let topObject: Int
        let offsetTableOffset: Int
    }

    /// The pairs of the top-level dictionary, in the file's order. Every object the dictionary
    /// reaches is checked first, as CoreFoundation builds them all: one that is malformed, or a
    /// container that holds itself, fails the whole file.
    static func dictionary(_ b: [UInt8]) throws(Failure) -> [Entry] {
        let trailer = try readTrailer(b)
        let reader = Reader(b: b, trailer: trailer)
        let top = try reader.object(trailer.topObject)
        guard top.marker & 0xF0 == 0xD0 else {
            throw Failure(message: "the binary property list holds \(Reader.kindName(top.marker)), not a dictionary of strings")
        }
        try reader.checkGraph(from: trailer.topObject)
        let count = top.children.count / 2
        var out: [Entry] = []
        out.reserveCapacity(count)
        for k in 0..<count {
            out.append(Entry(key: try reader.object(top.children[k]).item, value: try reader.object(top.children[count + k]).item))
        }
        return out
    }

    private static func readTrailer(_ b: [UInt8]) throws(Failure) -> Trailer {
        // The 32-byte trailer, the 8-byte header and at least one byte of objects.
        guard b.count >= 32 + 8 + 1 else { throw Failure(message: "the binary property list is too short to hold a trailer") }
        let t = b.count - 32
        let offsetIntSize = Int(b[t + 6]), objectRefSize = Int(b[t + 7])
        let objects = sizedInt(b, t + 8, 8), top = sizedInt(b, t + 16, 8), table = sizedInt(b, t + 24, 8)
        guard objects >= 1, objects <= UInt64(Int.max), top < objects, table >= 9, table < UInt64(t) else {
            throw Failure(message: "the binary property list's trailer is inconsistent (object count \(objects), "
                          + "top object \(top), offset table at \(table))")
        }
        guard (1...8).contains(offsetIntSize), (1...8).contains(objectRefSize) else {
            throw Failure(message: "the binary property list's trailer gives \(offsetIntSize)-byte offsets and "
                          + "\(objectRefSize)-byte references (1 to 8 expected)")
        }
        // The file is exactly the objects, the offset table and the trailer.
        let (tableSize, o1) = Int(objects).multipliedReportingOverflow(by: offsetIntSize)
        let (total, o2) = Int(table).addingReportingOverflow(tableSize)
        guard !o1, !o2, total + 32 == b.count else {
            throw Failure(message: "the binary property list's offset table does not end where its trailer begins")
        }
        // References must be able to name every object, offsets reach the offset table.
        if objectRefSize < 8, UInt64(1) << UInt64(8 * objectRefSize) <= objects {
            throw Failure(message: "\(objectRefSize)-byte references cannot name \(objects) objects")
        }
        if offsetIntSize < 8, UInt64(1) << UInt64(8 * offsetIntSize) <= table {
            throw Failure(message: "\(offsetIntSize)-byte offsets cannot reach the offset table at \(table)")
        }
        let trailer = Trailer(offsetIntSize: offsetIntSize, objectRefSize: objectRefSize, objectCount: Int(objects),
                              topObject: Int(top), offsetTableOffset: Int(table))
        for k in 0..<trailer.objectCount {
            let offset = sizedInt(b, trailer.offsetTableOffset + k * offsetIntSize, offsetIntSize)
            guard offset >= 8, offset < table else {
                throw Failure(message: "object \(k) is said to be at byte \(offset), outside the objects (8 to \(table - 1))")
            }
        }
        return trailer
    }

    /// A big-endian unsigned integer of `size` bytes; the caller has checked they are there.
    private static func sizedInt(_ b: [UInt8], _ at: Int, _ size: Int) -> UInt64 {
        var v: UInt64 = 0
        for k in 0..<size { v = v &<< 8 | UInt64(b[at + k]) }
        return v
    }

    private struct Reader {
        let b: [UInt8]
        let trailer: Trailer

        /// One object: its marker, its text if it is a string, the objects it holds if it is a
        /// container (a dictionary's keys, then its values).
        struct Object {
            let marker: UInt8
            var text: String?
            var children: [Int] = []

            var item: Entry.Item { text.map { .string($0) } ?? .other(Reader.kindName(marker)) }
        }

        /// Object `index`, its extent checked against the objects' end (the offset table).
        func object(_ index: Int) throws(Failure) -> Object {
            let offset = Int(BinaryPlist.sizedInt(b, trailer.offsetTableOffset + index * trailer.offsetIntSize,
                                                  trailer.offsetIntSize))
            let marker = b[offset]
            var object = Object(marker: marker)
            func within(_ count: Int, _ size: Int, from start: Int) throws(Failure) {
                let (bytes, o1) = count.multipliedReportingOverflow(by: size)
                let (end, o2) = start.addingReportingOverflow(bytes)
                guard !o1, !o2, end <= trailer.offsetTableOffset else {
                    throw Failure(message: "\(Reader.kindName(marker)) at byte \(offset) runs past the objects")
                }
            }
            switch marker & 0xF0 {
            case 0x00:
                guard [0x00, 0x08, 0x09].contains(marker) else { throw unknown(marker, offset) }
            case 0x10:
                guard marker & 0x0F <= 4 else { throw unknown(marker, offset) }  // at most 16 bytes
                try within(1 << Int(marker & 0x0F), 1, from: offset + 1)
            case 0x20:
                guard [2, 3].contains(marker & 0x0F) else { throw unknown(marker, offset) }
                try within(1 << Int(marker & 0x0F), 1, from: offset + 1)
            case 0x30:
                guard marker == 0x33 else { throw unknown(marker, offset) }
                try within(8, 1, from: offset + 1)
            case 0x40:
                let (count, start) = try self.count(at: offset)
                try within(count, 1, from: start)
            case 0x50, 0x60:
                let unicode = marker & 0xF0 == 0x60
                let (count, start) = try self.count(at: offset)
                try within(count, unicode ? 2 : 1, from: start)
                if unicode {
                    var units: [UInt16] = []
                    units.reserveCapacity(count)
                    for k in 0..<count { units.append(UInt16(b[start + 2 * k]) << 8 | UInt16(b[start + 2 * k + 1])) }
                    object.text = String(decoding: units, as: UTF16.self)
                } else {
                    let ascii = b[start..<(start + count)]
                    if let high = ascii.first(where: { $0 >= 0x80 }) {
                        throw Failure(message: "an ASCII string at byte \(offset) holds the byte 0x\(String(high, radix: 16, uppercase: true))")
                    }
                    object.text = String(decoding: ascii, as: UTF8.self)
                }
            case 0x80:
                try within(Int(marker & 0x0F) + 1, 1, from: offset + 1)
            case 0xA0, 0xC0, 0xD0:
                let (count, start) = try self.count(at: offset)
                let (refs, overflow) = count.multipliedReportingOverflow(by: marker & 0xF0 == 0xD0 ? 2 : 1)
                guard !overflow else { throw Failure(message: "\(Reader.kindName(marker)) at byte \(offset) runs past the objects") }
                try within(refs, trailer.objectRefSize, from: start)
                object.children.reserveCapacity(refs)
                for k in 0..<refs {
                    let ref = BinaryPlist.sizedInt(b, start + k * trailer.objectRefSize, trailer.objectRefSize)
                    guard ref < UInt64(trailer.objectCount) else {
                        throw Failure(message: "\(Reader.kindName(marker)) at byte \(offset) names object \(ref) of \(trailer.objectCount)")
                    }
                    object.children.append(Int(ref))
                }
            default:
                throw unknown(marker, offset)
            }
            return object
        }

        private func unknown(_ marker: UInt8, _ offset: Int) -> Failure {
            Failure(message: "byte \(offset) holds an object of unknown kind (marker 0x\(String(marker, radix: 16, uppercase: true)))")
        }

        /// The count in a marker's low nibble, or in the integer object after it (`0xF`), and
        /// where the object's contents begin.
        private func count(at offset: Int) throws(Failure) -> (count: Int, contents: Int) {
            let nibble = Int(b[offset] & 0x0F)
            guard nibble == 0x0F else { return (nibble, offset + 1) }
            let intAt = offset + 1
            guard intAt < trailer.offsetTableOffset, b[intAt] & 0xF0 == 0x10 else {
                throw Failure(message: "\(Reader.kindName(b[offset])) at byte \(offset) has no integer count")
            }
            let size = 1 << Int(b[intAt] & 0x0F)
            guard size <= 8, intAt + 1 + size <= trailer.offsetTableOffset else {
                throw Failure(message: "\(Reader.kindName(b[offset])) at byte \(offset) has a count that runs past the objects")
            }
            let value = BinaryPlist.sizedInt(b, intAt + 1, size)
            guard value <= UInt64(trailer.offsetTableOffset) else {
                throw Failure(message: "\(Reader.kindName(b[offset])) at byte \(offset) claims \(value) items, more than the file holds")
            }
            return (Int(value), intAt + 1 + size)
        }

        /// Checks every object reachable from `root`, each once, without recursion; a container
        /// reached again while it is being checked holds itself (CoreFoundation fails on that).
        func checkGraph(from root: Int) throws(Failure) {
            var state = [UInt8](repeating: 0, count: trailer.objectCount)  // 0 unseen, 1 open, 2 done
            var stack: [(children: [Int], next: Int, index: Int)] = []
            func open(_ index: Int) throws(Failure) {
                switch state[index] {
                case 1: throw Failure(message: "object \(index) holds itself: the property list has a reference cycle")
                case 2: return
                default:
                    let object = try self.object(index)
                    state[index] = object.children.isEmpty ? 2 : 1
                    if !object.children.isEmpty { stack.append((object.children, 0, index)) }
                }
            }
            try open(root)
            while let top = stack.last {
                if top.next == top.children.count {
                    state[top.index] = 2
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                try open(top.children[top.next])
            }
        }

        static func kindName(_ marker: UInt8) -> String {
            switch marker & 0xF0 {
            case 0x00: marker == 0x00 ? "a null" : "a boolean"
            case 0x10: "an integer"
            case 0x20: "a real number"
            case 0x30: "a date"
            case 0x40: "data"
            case 0x50, 0x60: "a string"
            case 0x80: "a UID"
            case 0xA0: "an array"
            case 0xC0: "a set"
            case 0xD0: "a dictionary"
            default: "an unknown object"
            }
        }
    }
}
