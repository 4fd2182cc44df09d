import SwiftUI

struct Greeting: View {
    let name: String
    var body: some View {
        VStack {
            Text("title").font(.headline).lineLimit(2)
            Text("greeting \(name)")
            Button("ok") { }
        }
    }
}
