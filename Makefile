# Two commands for a fresh machine (see README): `make demo` and `make test`.
# Both install what is missing first.
SWIFT ?= swift
CONFIG ?= release
# `make build` and `make demo` build the `typefit` product alone: not the benchmark, and not the
# plugins, whose host-tool copy of typefit would compile swift-syntax and the rest a second time;
# and without the Server trait (Hummingbird, SwiftNIO) unless asked: `make build TRAITS=Server`
# gives `typefit serve` (TRAITS takes `swift build --traits`' comma-separated list).
TRAITS ?=
BUILD = $(SWIFT) build -c $(CONFIG) --product typefit $(if $(TRAITS),--traits $(TRAITS),--disable-default-traits)

.PHONY: deps test-deps build demo test docs schema man dist dist-test artifactbundle bench fidelity load fuzz clean

deps:
	@scripts/install-deps.sh

test-deps:
	@scripts/install-deps.sh --test-tools

build: deps
	$(BUILD)

# The main job on the bundled demo app in Corpus/.
demo: build
	@scripts/demo.sh "$$($(BUILD) --show-bin-path)/typefit"

# Then the GitHub Action's steps on the demo and its schemas, and with a release archive packed from
# the debug build as `make dist` packs (scripts/github-action-test.sh, about 1 min), the documentation built
# with no docc warning and its "Serve" commands run (scripts/docs-test.sh, about 2 min), a package
# that depends on typefit by version, and one that uses the binary plugins over an artifact bundle of
# the debug build (scripts/consumer-test.sh: the library part builds swift-syntax, Yams and the library
# again, some 4 min cold; the plugin part about 1 min).
test: test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	scripts/github-action-test.sh "$$($(SWIFT) build --show-bin-path)/typefit"
	SWIFT=$(SWIFT) scripts/docs-test.sh "$$($(SWIFT) build --show-bin-path)/typefit"
	SWIFT=$(SWIFT) scripts/consumer-test.sh "$$($(SWIFT) build --show-bin-path)/typefit"

# The library's DocC documentation, every module `import TypeFit` brings in, as a static site in
# .build/docs for hosting under /typefit/ (scripts/docs.sh; docc comes with the Swift toolchain).
docs: deps
	SWIFT=$(SWIFT) scripts/docs.sh .build/docs

# Rewrites schema/typefit.schema.json (.typefit.yml's JSON Schema) from the config reader's own tables;
# a test in `make test` fails while the committed file differs from what this writes.
schema:
	$(SWIFT) build --product typefit
	"$$($(SWIFT) build --show-bin-path)/typefit" config schema > schema/typefit.schema.json

# Rewrites docs/man/typefit.1 from the help (scripts/man.py); a test in `make test` fails while the
# committed page differs from what this writes.
man:
	$(SWIFT) build --product typefit
	/usr/bin/python3 scripts/man.py "$$($(SWIFT) build --show-bin-path)/typefit" > docs/man/typefit.1

# A release archive for this Linux machine, the Swift runtime linked in (scripts/dist.sh):
# .build/dist/typefit-VERSION-linux-ARCH.tar.gz and its .sha256. A cold static release build takes
# 20+ minutes here; `make artifactbundle` reuses it.
dist: deps
	SWIFT=$(SWIFT) scripts/dist.sh

# Unpacks that archive and runs `typefit check` on the demo with an empty environment (env -i), then
# the GitHub Action's steps with it (`version:` from a file:// URL).
dist-test: dist test-deps
	scripts/dist-test.sh
	scripts/github-action-test.sh "$$(SWIFT=$(SWIFT) scripts/release-binary.sh)" \
		"$$(ls -t .build/dist/typefit-*-linux-$$(uname -m).tar.gz | head -1)"

# The SwiftPM artifact bundle of the same release binary for the binary plugins (Plugins/TypeFitPlugins):
# .build/artifactbundle/typefit.artifactbundle.zip and its checksum (scripts/artifactbundle.sh;
# MACOS_BINARY=PATH adds a universal macOS binary built on a Mac, RELEASING.md).
MACOS_BINARY ?=
artifactbundle: deps
	SWIFT=$(SWIFT) scripts/artifactbundle.sh $(if $(MACOS_BINARY),--macos "$(MACOS_BINARY)")

# Speed and accuracy against Pango on the shared corpus (../shared/corpus); not part of `make test`.
# BENCH_ARGS=--check-memory: instead, peak RSS of `typefit check` writing every report format.
# BENCH_ARGS=--check-speed: only `typefit check` end to end against the raw-HarfBuzz floor.
# BENCH_ARGS="--command [--apps A,B]": only the command teams run (sources, JSON + SARIF) against its
# HarfBuzz and parse floors, per corpus app.
bench: test-deps
	$(SWIFT) build -c release --product typefit-bench
	$(SWIFT) build -c release --product typefit
	/usr/bin/python3 scripts/bench.py --bench "$$($(SWIFT) build -c release --show-bin-path)/typefit-bench" $(BENCH_ARGS)

# Width ratios over the shared corpus by script (scripts/fidelity.py): the Linux default faces against
# FONTS (files as `--font` takes them, e.g. Apple's SF Pro under Apple's licence), and Inter's static cuts
# against its variable face, at FIDELITY_SIZE (17) pt; markdown tables. Not part of `make test`.
FONTS ?=
FIDELITY_SIZE ?= 17
fidelity: deps
	$(SWIFT) build -c release --product typefit-bench
	/usr/bin/python3 scripts/fidelity.py --bench "$$($(SWIFT) build -c release --show-bin-path)/typefit-bench" \
		--size $(FIDELITY_SIZE) $(foreach f,$(FONTS),--font "$(f)")

# Load test of `typefit serve` with wrk (64 connections, 30 s); not part of `make test`.
load: deps
	@scripts/load.sh $(LOAD_ARGS)

# libFuzzer + ASan on the catalog and config readers and the source pass (Fuzz/, scripts/fuzz.sh,
# docs/fuzzing.md); each reader runs FUZZ_RUNS executions or FUZZ_TIME seconds, whichever comes
# first. FUZZ_READERS="swift interface-builder objc" picks readers. Not part of `make test`.
FUZZ_RUNS ?= 1000000
FUZZ_TIME ?= 1800
fuzz: deps
	@FUZZ_TIME=$(FUZZ_TIME) scripts/fuzz.sh $(FUZZ_RUNS)

clean:
	rm -rf .build
