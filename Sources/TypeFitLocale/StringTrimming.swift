extension String {
    /// Without leading and trailing white space, without Foundation (the catalog readers do without it).
    /// `package`: shared by this project's modules, not part of the library's API.
    package var trimmedWhitespace: String {
        var scalars = Substring(self).unicodeScalars
        while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
