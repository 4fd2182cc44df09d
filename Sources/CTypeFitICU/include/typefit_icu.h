// The few ICU services typefit needs, behind a header of our own.
//
// Swift must never import the system's ICU headers: on Linux Foundation bundles its own ICU
// and the two sets of declarations clash. Everything here takes and returns plain C types.
#ifndef TYPEFIT_ICU_H
#define TYPEFIT_ICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Which UAX #14 / UAX #29 boundaries to find.
typedef enum {
    TF_BREAK_LINE = 0,      ///< line-break opportunities (UAX #14, dictionaries for Thai, Lao, Khmer, Burmese, CJK)
    TF_BREAK_GRAPHEME = 1,  ///< extended grapheme-cluster boundaries (UAX #29)
    TF_BREAK_WORD = 2       ///< word boundaries (UAX #29 with dictionaries)
} tf_break_kind;

/// Finds the boundaries of `text` (UTF-16, `length` code units) for `locale` (BCP 47 or ICU form;
/// ICU keywords such as `ko@lw=keepall` pass through). Writes the boundary offsets after 0, in
/// ascending order and ending with `length`, to `out`. Returns how many there are; when that is
/// more than `capacity` nothing past `capacity` is written (length + 1 is always enough).
/// For TF_BREAK_LINE, `hard` (may be NULL) receives 1 where the boundary is a mandatory break,
/// and `line_rules` (NULL or "": the locale's own) names the CSS `line-break` rule set ICU
/// applies ("strict", "normal", "loose": the locale keyword `lb`, replacing one the locale has).
/// On failure returns -1 and sets `*status` to the ICU error code.
int32_t tf_breaks(tf_break_kind kind, const char *locale, const char *line_rules, const uint16_t *text,
                  int32_t length, int32_t *out, uint8_t *hard, int32_t capacity, int32_t *status);

/// Whether the locale's script is written right to left (ICU's uloc_isRightToLeft after
/// adding likely subtags: "ar" and "he" are, "az-Arab" is, "az" is not).
int32_t tf_locale_is_rtl(const char *locale);

/// The locale's ISO 15924 script after adding likely subtags ("ja" → "Jpan", "zh-TW" → "Hant",
/// "zh" → "Hans", "sr" → "Cyrl"), written NUL-terminated to `out`. Returns its length, or -1.
int32_t tf_locale_script(const char *locale, char *out, int32_t capacity);

/// The locale's canonical BCP 47 tag ("zh_Hant_TW" → "zh-Hant-TW"), or -1 when it is malformed.
int32_t tf_locale_canonical(const char *locale, char *out, int32_t capacity);

/// The CLDR plural category ("zero", "one", "two", "few", "many", "other") that `number`,
/// shown with exactly `fraction_digits` decimals, takes in `locale`. `ordinal` selects ordinal rules.
/// Writes a NUL-terminated keyword to `out`; returns its length, or -1 with `*status` set.
int32_t tf_plural_category(const char *locale, int32_t ordinal, double number, int32_t fraction_digits,
                           char *out, int32_t capacity, int32_t *status);

/// The locale's plural categories separated by single spaces, in CLDR order
/// (zero one two few many other, only those the locale uses). Returns the length, or -1.
int32_t tf_plural_categories(const char *locale, int32_t ordinal, char *out, int32_t capacity,
                             int32_t *status);

/// Formats `number` the way `locale` shows it (its digits, decimal and grouping separators),
/// with exactly `fraction_digits` decimals and grouping when `grouping` is non-zero.
/// Writes UTF-16 to `out`; returns the length in code units (which may exceed `capacity`), or -1.
int32_t tf_format_number(const char *locale, double number, int32_t fraction_digits, int32_t grouping,
                         uint16_t *out, int32_t capacity, int32_t *status);

/// For each of `count` numbers: its cardinal plural category (an index into zero, one, two, few,
/// many, other) and its text as `tf_format_number` writes it with grouping, at
/// `texts + i * stride` (UTF-16, `lengths[i]` code units; -1 when it does not fit in `stride`).
/// One formatter and one set of rules serve every number: opening them costs far more than
/// using them. Returns 0, or -1 with `*status` set.
int32_t tf_number_samples(const char *locale, int32_t fraction_digits, const double *numbers, int32_t count,
                          uint8_t *categories, uint16_t *texts, int32_t stride, int32_t *lengths, int32_t *status);

/// Formats each of `count` instants (`millis`: milliseconds since 1970, UTC) as `locale` writes a
/// date alone in ICU's long date style (UDAT_LONG: "September 28, 2026" in English, "28. September
/// 2026" in German), in UTC, into `texts + i * stride` (UTF-16, `lengths[i]` code units; -1 when it
/// does not fit in `stride`). One formatter serves every date. Returns 0, or -1 with `*status` set.
int32_t tf_format_dates(const char *locale, const double *millis, int32_t count, uint16_t *texts, int32_t stride,
                        int32_t *lengths, int32_t *status);

/// Which display names `tf_longest_display_name` compares.
typedef enum {
    TF_NAMES_LANGUAGE = 0,  ///< the languages of ICU's available locales (uloc_getAvailable)
    TF_NAMES_REGION = 1     ///< ISO 3166 regions (uloc_getISOCountries)
} tf_name_kind;

/// The longest (in code points; the first of equal ones) display name `display_locale` gives to a
/// language or a region, leaving out those it has no name for (ICU answers with the code itself).
/// Writes UTF-16 to `out`; returns its length in code units, or -1 with `*status` set.
int32_t tf_longest_display_name(tf_name_kind kind, const char *display_locale, uint16_t *out, int32_t capacity,
                                int32_t *status);

/// The ICU version string ("72.1"), for reports.
const char *tf_icu_version(void);

#ifdef __cplusplus
}
#endif

#endif
