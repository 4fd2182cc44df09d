# A Homebrew formula for a tap (`brew install --HEAD <org>/tap/typefit` once copied there), modelled
# on homebrew-core's swiftlint: built from source with the system libraries typefit links. Not run
# here (no Homebrew on the Linux build machine): `brew audit --strict --new typefit` and
# `brew test typefit` on a Mac. The homepage and git URL are the repository's, to be filled in when
# it is published; a release adds `url` + `sha256` of its tag's archive beside `head`.
class Typefit < Formula
  desc "Find translated UI strings that will be cut off at any Dynamic Type size"
  homepage "https://github.com/typefit/typefit"
  license "Apache-2.0"
  head "https://github.com/typefit/typefit.git", branch: "main"

  depends_on "pkgconf" => :build # `pkg-config` before Homebrew renamed it
  depends_on xcode: ["26.0", :build] # Swift 6.2: Hummingbird's manifest needs tools 6.2
  depends_on "freetype"
  depends_on "fribidi"
  depends_on "harfbuzz"
  depends_on "icu4c@77"

  uses_from_macos "swift" => :build

  def install
    # SwiftPM's own sandbox cannot nest in Homebrew's on macOS; on Linux the Swift runtime is linked
    # in so the keg does not depend on the toolchain that built it.
    args = OS.mac? ? ["--disable-sandbox"] : ["--static-swift-stdlib"]
    system "swift", "build", *args, "--configuration", "release", "--product", "typefit"
    bin.install ".build/release/typefit"
    man1.install "docs/man/typefit.1"
    generate_completions_from_executable(bin/"typefit", "--generate-completion-script")
  end

  test do
    assert_match(/\A\d+\.\d+\.\d+\n\z/, shell_output("#{bin}/typefit --version"))
    # A measure names the face it used and a width; "Hallo" at 17 pt is some 36-45 pt in any UI font.
    measured = JSON.parse(shell_output("#{bin}/typefit measure Hallo --size 17 --json"))
    assert_operator measured["width"], :>, 30
    assert_operator measured["width"], :<, 50
    refute_empty measured["fonts"]
  end
end
