#ifndef TYPEFIT_CLIBFUZZER_H
#define TYPEFIT_CLIBFUZZER_H
#include <stddef.h>
#include <stdint.h>

// libFuzzer's own driver (the body of its main), exported by the fuzzer runtime that
// -sanitize=fuzzer links. SwiftPM on Linux renames an executable's `main` to `<module>_main`
// and points `main` at that name, so each harness defines that symbol and hands over here.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
