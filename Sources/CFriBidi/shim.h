#include <fribidi.h>

// FriBidi's paragraph types are macros over macros that Swift cannot import; name them here.
static const FriBidiParType tf_fribidi_par_ltr = FRIBIDI_PAR_LTR;
static const FriBidiParType tf_fribidi_par_rtl = FRIBIDI_PAR_RTL;
static const FriBidiParType tf_fribidi_par_wltr = FRIBIDI_PAR_WLTR;
static const FriBidiParType tf_fribidi_par_wrtl = FRIBIDI_PAR_WRTL;
