// Thin wrappers over ICU's C API. Break iterators are expensive to open (the line iterator
// loads its rules and dictionaries), so each thread keeps its open ones and re-targets them.
#include "typefit_icu.h"

#include <pthread.h>
#include <string.h>
#include <unicode/ubrk.h>
#include <unicode/udat.h>
#include <unicode/ustring.h>
#include <unicode/uloc.h>
#include <unicode/upluralrules.h>
#include <unicode/unumberformatter.h>
#include <unicode/uenum.h>
#include <unicode/uversion.h>

#define TF_LOCALE_CAP 160

// ICU ids use '_' and '@keywords'; BCP 47 tags use '-' and '-u-' extensions. Accept both.
static void to_icu_locale(const char *in, char *out, int32_t cap) {
    if (in == NULL || in[0] == '\0') { out[0] = '\0'; return; }
    if (strchr(in, '@') != NULL || strchr(in, '-') == NULL) {
        strncpy(out, in, (size_t)cap - 1);
        out[cap - 1] = '\0';
        return;
    }
    UErrorCode status = U_ZERO_ERROR;
    int32_t parsed = 0;
    uloc_forLanguageTag(in, out, cap, &parsed, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) {
        strncpy(out, in, (size_t)cap - 1);
        out[cap - 1] = '\0';
    }
}

typedef struct {
    UBreakIterator *iterator;
    int32_t kind;
    char locale[TF_LOCALE_CAP];
    uint32_t last_use;
} tf_cached_breaker;

// A check takes each key through every locale in turn: with fewer slots than (locale, kind)
// pairs (47 locales × line and character breaks in a large app) every call would reopen one.
#define TF_BREAKER_SLOTS 96
static _Thread_local tf_cached_breaker tf_breakers[TF_BREAKER_SLOTS];
static _Thread_local uint32_t tf_breaker_clock;

// A thread's breakers are closed when it ends: the service runs each fit and check on a thread of
// its own, and without this every job left its iterators behind (about 10 KB a fit, for good).
// A key's destructor runs at thread exit for each thread that gave it a value (POSIX
// pthread_key_create), while the thread's own storage is still there.
static pthread_key_t tf_breaker_key;
static pthread_once_t tf_breaker_once = PTHREAD_ONCE_INIT;
static int tf_breaker_key_made;

static void tf_close_breakers(void *slots) {
    tf_cached_breaker *breakers = (tf_cached_breaker *)slots;
    for (int i = 0; i < TF_BREAKER_SLOTS; i++) {
        if (breakers[i].iterator != NULL) ubrk_close(breakers[i].iterator);
        breakers[i].iterator = NULL;
    }
}

static void tf_make_breaker_key(void) {
    tf_breaker_key_made = pthread_key_create(&tf_breaker_key, tf_close_breakers) == 0;
}

static UBreakIterator *breaker_for(int32_t kind, const char *icu_locale, UErrorCode *status) {
    tf_breaker_clock += 1;
    int victim = 0;
    for (int i = 0; i < TF_BREAKER_SLOTS; i++) {
        tf_cached_breaker *slot = &tf_breakers[i];
        if (slot->iterator != NULL && slot->kind == kind && strcmp(slot->locale, icu_locale) == 0) {
            slot->last_use = tf_breaker_clock;
            return slot->iterator;
        }
        if (slot->iterator == NULL || slot->last_use < tf_breakers[victim].last_use) victim = i;
        if (slot->iterator == NULL) { victim = i; break; }
    }
    UBreakIteratorType type = kind == TF_BREAK_LINE ? UBRK_LINE
                            : kind == TF_BREAK_WORD ? UBRK_WORD : UBRK_CHARACTER;
    UBreakIterator *fresh = ubrk_open(type, icu_locale, NULL, 0, status);
    if (U_FAILURE(*status)) return NULL;
    pthread_once(&tf_breaker_once, tf_make_breaker_key);
    if (tf_breaker_key_made && pthread_getspecific(tf_breaker_key) == NULL) pthread_setspecific(tf_breaker_key, tf_breakers);
    tf_cached_breaker *slot = &tf_breakers[victim];
    if (slot->iterator != NULL) ubrk_close(slot->iterator);
    slot->iterator = fresh;
    slot->kind = kind;
    strncpy(slot->locale, icu_locale, TF_LOCALE_CAP - 1);
    slot->locale[TF_LOCALE_CAP - 1] = '\0';
    slot->last_use = tf_breaker_clock;
    return fresh;
}

int32_t tf_breaks(tf_break_kind kind, const char *locale, const char *line_rules, const uint16_t *text,
                  int32_t length, int32_t *out, uint8_t *hard, int32_t capacity, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    *status = 0;
    if (length < 0 || (length > 0 && text == NULL)) { *status = U_ILLEGAL_ARGUMENT_ERROR; return -1; }
    if (length == 0) return 0;
    char icu_locale[TF_LOCALE_CAP];
    to_icu_locale(locale, icu_locale, TF_LOCALE_CAP);
    // The rule set goes into the locale id ("ja@lb=strict"), so the cached breakers, keyed by
    // the whole id, keep one iterator per (locale, rule set).
    if (kind == TF_BREAK_LINE && line_rules != NULL && line_rules[0] != '\0') {
        uloc_setKeywordValue("lb", line_rules, icu_locale, TF_LOCALE_CAP, &error);
        if (U_FAILURE(error)) { *status = (int32_t)error; return -1; }
    }
    UBreakIterator *iterator = breaker_for((int32_t)kind, icu_locale, &error);
    if (iterator == NULL) { *status = (int32_t)error; return -1; }
    ubrk_setText(iterator, (const UChar *)text, length, &error);
    if (U_FAILURE(error)) { *status = (int32_t)error; return -1; }
    int32_t count = 0;
    ubrk_first(iterator);
    for (int32_t boundary = ubrk_next(iterator); boundary != UBRK_DONE; boundary = ubrk_next(iterator)) {
        if (count < capacity) {
            out[count] = boundary;
            if (hard != NULL) {
                int32_t rule = ubrk_getRuleStatus(iterator);
                hard[count] = (kind == TF_BREAK_LINE && rule >= UBRK_LINE_HARD && rule < UBRK_LINE_HARD_LIMIT) ? 1 : 0;
            }
        }
        count++;
    }
    // Leave no pointer to the caller's buffer behind in the cached iterator.
    ubrk_setText(iterator, NULL, 0, &error);
    return count;
}

static int32_t maximized_script(const char *locale, char *out, int32_t capacity) {
    char icu_locale[TF_LOCALE_CAP], full[TF_LOCALE_CAP];
    to_icu_locale(locale, icu_locale, TF_LOCALE_CAP);
    UErrorCode status = U_ZERO_ERROR;
    uloc_addLikelySubtags(icu_locale, full, TF_LOCALE_CAP, &status);
    if (U_FAILURE(status)) return -1;
    status = U_ZERO_ERROR;
    int32_t n = uloc_getScript(full, out, capacity, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) return -1;
    return n;
}

int32_t tf_locale_is_rtl(const char *locale) {
    char icu_locale[TF_LOCALE_CAP];
    to_icu_locale(locale, icu_locale, TF_LOCALE_CAP);
    return uloc_isRightToLeft(icu_locale) ? 1 : 0;
}

int32_t tf_locale_script(const char *locale, char *out, int32_t capacity) {
    return maximized_script(locale, out, capacity);
}

int32_t tf_locale_canonical(const char *locale, char *out, int32_t capacity) {
    char icu_locale[TF_LOCALE_CAP];
    to_icu_locale(locale, icu_locale, TF_LOCALE_CAP);
    UErrorCode status = U_ZERO_ERROR;
    int32_t n = uloc_toLanguageTag(icu_locale, out, capacity, 1 /* strict */, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) return -1;
    return n;
}

static const char *const tf_plural_order[] = { "zero", "one", "two", "few", "many", "other" };

static UPluralRules *open_rules(const char *locale, int32_t ordinal, UErrorCode *status) {
    char icu_locale[TF_LOCALE_CAP];
    to_icu_locale(locale, icu_locale, TF_LOCALE_CAP);
    return uplrules_openForType(icu_locale, ordinal ? UPLURAL_TYPE_ORDINAL : UPLURAL_TYPE_CARDINAL, status);
}

static void ascii_to_uchar(const char *in, UChar *out, int32_t cap) {
    int32_t i = 0;
    for (; in[i] != '\0' && i < cap - 1; i++) out[i] = (UChar)(unsigned char)in[i];
    out[i] = 0;
}

// ".00" for two decimals; "precision-integer" for none.
static void precision_skeleton(int32_t fraction_digits, int32_t grouping, UChar *out, int32_t cap) {
    char skeleton[64];
    if (fraction_digits <= 0) {
        strcpy(skeleton, "precision-integer");
    } else {
        if (fraction_digits > 20) fraction_digits = 20;
        skeleton[0] = '.';
        for (int32_t i = 0; i < fraction_digits; i++) skeleton[1 + i] = '0';
        skeleton[1 + fraction_digits] = '\0';
    }
    strcat(skeleton, grouping ? " group-auto" : " group-off");
    ascii_to_uchar(skeleton, out, cap);
}

// A formatter for `locale` with exactly `fraction_digits` decimals, grouping when asked.
static UNumberFormatter *open_formatter(const char *locale, int32_t fraction_digits, int32_t grouping,
                                        UErrorCode *error) {
    char icu_locale[TF_LOCALE_CAP];
    to_icu_locale(locale, icu_locale, TF_LOCALE_CAP);
    UChar skeleton[64];
    precision_skeleton(fraction_digits, grouping, skeleton, 64);
    return unumf_openForSkeletonAndLocale(skeleton, -1, icu_locale, error);
}

int32_t tf_plural_category(const char *locale, int32_t ordinal, double number, int32_t fraction_digits,
                           char *out, int32_t capacity, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    *status = 0;
    UPluralRules *rules = open_rules(locale, ordinal, &error);
    if (U_FAILURE(error)) { *status = (int32_t)error; return -1; }
    UChar keyword[32];
    int32_t n;
    UNumberFormatter *formatter = open_formatter(locale, fraction_digits, 0, &error);
    UFormattedNumber *result = unumf_openResult(&error);
    if (U_SUCCESS(error)) unumf_formatDouble(formatter, number, result, &error);
    n = U_SUCCESS(error) ? uplrules_selectFormatted(rules, result, keyword, 32, &error) : -1;
    if (result != NULL) unumf_closeResult(result);
    if (formatter != NULL) unumf_close(formatter);
    uplrules_close(rules);
    if (U_FAILURE(error) || n < 0) { *status = (int32_t)error; return -1; }
    if (n >= capacity) { *status = (int32_t)U_BUFFER_OVERFLOW_ERROR; return -1; }
    for (int32_t i = 0; i < n; i++) out[i] = (char)keyword[i];
    out[n] = '\0';
    return n;
}

int32_t tf_plural_categories(const char *locale, int32_t ordinal, char *out, int32_t capacity,
                             int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    *status = 0;
    UPluralRules *rules = open_rules(locale, ordinal, &error);
    if (U_FAILURE(error)) { *status = (int32_t)error; return -1; }
    UEnumeration *keywords = uplrules_getKeywords(rules, &error);
    int present[6] = { 0, 0, 0, 0, 0, 0 };
    if (U_SUCCESS(error)) {
        const char *keyword;
        int32_t length;
        while ((keyword = uenum_next(keywords, &length, &error)) != NULL && U_SUCCESS(error)) {
            for (int i = 0; i < 6; i++) if (strcmp(keyword, tf_plural_order[i]) == 0) present[i] = 1;
        }
        uenum_close(keywords);
    }
    uplrules_close(rules);
    if (U_FAILURE(error)) { *status = (int32_t)error; return -1; }
    int32_t written = 0;
    if (capacity > 0) out[0] = '\0';
    for (int i = 0; i < 6; i++) {
        if (!present[i]) continue;
        int32_t need = (int32_t)strlen(tf_plural_order[i]) + (written > 0 ? 1 : 0);
        if (written + need + 1 > capacity) { *status = (int32_t)U_BUFFER_OVERFLOW_ERROR; return -1; }
        if (written > 0) out[written++] = ' ';
        strcpy(out + written, tf_plural_order[i]);
        written += (int32_t)strlen(tf_plural_order[i]);
    }
    return written;
}

int32_t tf_format_number(const char *locale, double number, int32_t fraction_digits, int32_t grouping,
                         uint16_t *out, int32_t capacity, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    *status = 0;
    UNumberFormatter *formatter = open_formatter(locale, fraction_digits, grouping, &error);
    UFormattedNumber *result = unumf_openResult(&error);
    int32_t n = -1;
    if (U_SUCCESS(error)) unumf_formatDouble(formatter, number, result, &error);
    if (U_SUCCESS(error)) n = unumf_resultToString(result, (UChar *)out, capacity, &error);
    if (error == U_BUFFER_OVERFLOW_ERROR || error == U_STRING_NOT_TERMINATED_WARNING) error = U_ZERO_ERROR;
    if (result != NULL) unumf_closeResult(result);
    if (formatter != NULL) unumf_close(formatter);
    if (U_FAILURE(error)) { *status = (int32_t)error; return -1; }
    return n;
}

int32_t tf_number_samples(const char *locale, int32_t fraction_digits, const double *numbers, int32_t count,
                          uint8_t *categories, uint16_t *texts, int32_t stride, int32_t *lengths, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    *status = 0;
    if (count < 0 || stride <= 0) { *status = U_ILLEGAL_ARGUMENT_ERROR; return -1; }
    UPluralRules *rules = open_rules(locale, 0, &error);
    if (U_FAILURE(error)) { *status = (int32_t)error; return -1; }
    UNumberFormatter *formatter = open_formatter(locale, fraction_digits, 1, &error);
    UFormattedNumber *result = unumf_openResult(&error);
    for (int32_t i = 0; i < count && U_SUCCESS(error); i++) {
        unumf_formatDouble(formatter, numbers[i], result, &error);
        // Grouping changes the text, not the plural operands the rules read.
        UChar keyword[32];
        int32_t k = U_SUCCESS(error) ? uplrules_selectFormatted(rules, result, keyword, 32, &error) : -1;
        if (U_FAILURE(error)) break;
        if (k < 0 || k >= 32) { error = U_BUFFER_OVERFLOW_ERROR; break; }
        keyword[k] = 0;
        categories[i] = 5;
        for (uint8_t c = 0; c < 6; c++) {
            const char *name = tf_plural_order[c];
            int32_t j = 0;
            while (name[j] != '\0' && j < k && keyword[j] == (UChar)name[j]) j++;
            if (j == k && name[j] == '\0') { categories[i] = c; break; }
        }
        int32_t n = unumf_resultToString(result, (UChar *)(texts + (size_t)i * (size_t)stride), stride, &error);
        if (error == U_BUFFER_OVERFLOW_ERROR || error == U_STRING_NOT_TERMINATED_WARNING) {
            error = U_ZERO_ERROR;
            if (n > stride) n = -1;
        }
        lengths[i] = n;
    }
    if (result != NULL) unumf_closeResult(result);
    if (formatter != NULL) unumf_close(formatter);
    uplrules_close(rules);
    if (U_FAILURE(error)) { *status = (int32_t)error; return -1; }
    return 0;
}

int32_t tf_format_dates(const char *locale, const double *millis, int32_t count, uint16_t *texts, int32_t stride,
                        int32_t *lengths, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    *status = 0;
    if (count < 0 || stride <= 0) { *status = U_ILLEGAL_ARGUMENT_ERROR; return -1; }
    char icu_locale[TF_LOCALE_CAP];
    to_icu_locale(locale, icu_locale, TF_LOCALE_CAP);
    static const UChar utc[] = { 'U', 'T', 'C', 0 };
    UDateFormat *format = udat_open(UDAT_NONE, UDAT_LONG, icu_locale, utc, -1, NULL, 0, &error);
    if (U_FAILURE(error)) { *status = (int32_t)error; return -1; }
    for (int32_t i = 0; i < count && U_SUCCESS(error); i++) {
        int32_t n = udat_format(format, (UDate)millis[i], (UChar *)(texts + (size_t)i * (size_t)stride), stride, NULL, &error);
        if (error == U_BUFFER_OVERFLOW_ERROR || error == U_STRING_NOT_TERMINATED_WARNING) {
            error = U_ZERO_ERROR;
            if (n > stride) n = -1;
        }
        lengths[i] = n;
    }
    udat_close(format);
    if (U_FAILURE(error)) { *status = (int32_t)error; return -1; }
    return 0;
}

// Keeps `name` in `best` when it has more code points than what `best` holds.
static void keep_longer(const UChar *name, int32_t length, UChar *best, int32_t *best_length, int32_t *best_points,
                        int32_t cap) {
    int32_t points = u_countChar32(name, length);
    if (points <= *best_points || length >= cap) return;
    u_memcpy(best, name, length);
    *best_length = length;
    *best_points = points;
}

// True when ICU's name is the code itself: the display locale has no name for it.
static int32_t is_code(const UChar *name, int32_t length, const char *code) {
    int32_t i = 0;
    for (; i < length && code[i] != '\0'; i++) if (name[i] != (UChar)(unsigned char)code[i]) return 0;
    return i == length && code[i] == '\0';
}

int32_t tf_longest_display_name(tf_name_kind kind, const char *display_locale, uint16_t *out, int32_t capacity,
                                int32_t *status) {
    *status = 0;
    char display[TF_LOCALE_CAP];
    to_icu_locale(display_locale, display, TF_LOCALE_CAP);
    UChar best[256];
    int32_t best_length = 0, best_points = 0;
    UChar name[256];
    if (kind == TF_NAMES_LANGUAGE) {
        int32_t available = uloc_countAvailable();
        for (int32_t i = 0; i < available; i++) {
            char language[ULOC_LANG_CAPACITY];
            UErrorCode error = U_ZERO_ERROR;
            uloc_getLanguage(uloc_getAvailable(i), language, ULOC_LANG_CAPACITY, &error);
            if (U_FAILURE(error) || language[0] == '\0') continue;
            int32_t n = uloc_getDisplayLanguage(language, display, name, 256, &error);
            if (U_FAILURE(error) || error == U_USING_DEFAULT_WARNING || n <= 0 || n >= 256 || is_code(name, n, language)) continue;
            keep_longer(name, n, best, &best_length, &best_points, 256);
        }
    } else {
        const char *const *regions = uloc_getISOCountries();
        for (int32_t i = 0; regions != NULL && regions[i] != NULL; i++) {
            char id[16] = "und_";
            strncat(id, regions[i], sizeof(id) - strlen(id) - 1);
            UErrorCode error = U_ZERO_ERROR;
            int32_t n = uloc_getDisplayCountry(id, display, name, 256, &error);
            if (U_FAILURE(error) || error == U_USING_DEFAULT_WARNING || n <= 0 || n >= 256 || is_code(name, n, regions[i])) continue;
            keep_longer(name, n, best, &best_length, &best_points, 256);
        }
    }
    if (best_length == 0) { *status = (int32_t)U_MISSING_RESOURCE_ERROR; return -1; }
    if (best_length > capacity) { *status = (int32_t)U_BUFFER_OVERFLOW_ERROR; return -1; }
    u_memcpy((UChar *)out, best, best_length);
    return best_length;
}

const char *tf_icu_version(void) {
    static char version[U_MAX_VERSION_STRING_LENGTH];
    UVersionInfo info;
    u_getVersion(info);
    u_versionToString(info, version);
    return version;
}
