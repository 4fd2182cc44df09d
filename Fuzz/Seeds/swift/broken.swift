struct V: View {
    var body: some View {
        Text("title"
    func f( {
        if a { } else if b { } else {
