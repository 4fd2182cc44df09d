// Measures TEXT at SIZE points in the default fonts (HarfBuzz tracking off) and exits 1 unless
// the width is EXPECTED (from hb-shape, passed by scripts/consumer-test.sh).
import Foundation
import TypeFit

let arguments = CommandLine.arguments
guard arguments.count == 4, let size = Double(arguments[2]), let expected = Double(arguments[3]) else {
    FileHandle.standardError.write(Data("usage: consumer TEXT SIZE EXPECTED-WIDTH\n".utf8))
    exit(2)
}
let engine = try TextEngine(profile: .openSubstitutes, tracking: .none)
let measured = try engine.measure(MeasureRequest(text: arguments[1], size: size))
let faces = measured.fonts.map { URL(fileURLWithPath: $0.file).lastPathComponent }
print("width \(measured.width) pt in \(faces.joined(separator: ", ")); hb-shape: \(expected) pt")
exit(abs(measured.width - expected) < 0.001 ? 0 : 1)
