/* Double-double arithmetic: a number is an unevaluated sum hi + lo of two
 * doubles with |lo| <= ulp(hi)/2, so it carries 106 bits of significand
 * (unit roundoff u^2 = 2^-106 where a double has u = 2^-53).
 *
 * The compiled kernels use it where the numpy path uses numpy.longdouble:
 * for the per-row scalars (q, 1/sqrt(q + eps), the coefficients) and for the
 * rows recomputed after a cancellation.  Unlike longdouble (80-bit x87 on
 * x86-64 Linux, plain double on arm64 and on Windows) it is the same on every
 * platform with IEEE binary64 and a correctly rounded fma.
 *
 * The algorithms and their error bounds are those of Joldes, Muller and
 * Popescu, "Tight and rigorous error bounds for basic building blocks of
 * double-word arithmetic", ACM TOMS 44 (2017):
 *   dd_add (AccurateDWPlusDW, Alg. 6)   relative error <= 3u^2 + 13u^3
 *   dd_add_d (DWPlusFP, Alg. 4)         <= 2u^2
 *   dd_mul (DWTimesDW3, Alg. 12)        <= 4u^2
 *   dd_mul_d (DWTimesFP3, Alg. 10)      <= 2u^2
 *   dd_div (DWDivDW2, Alg. 17)          <= 15u^2 + 56u^3
 *   dd_div_d (DWDivFP3, Alg. 15)        <= 3u^2
 * and dd_sqrt is one Newton step from sqrt(hi) with the exact remainder
 * fma(-s, s, hi) (relative error a few u^2).
 *
 * They are error-free only if every operation rounds to double exactly once:
 * no x87 excess precision (checked below) and no contraction of a*b + c into
 * an fma the code did not ask for (the build passes -ffp-contract=off).
 */
#ifndef SYMLN_DD_H
#define SYMLN_DD_H

#include <float.h>
#include <math.h>

#if defined(FLT_EVAL_METHOD) && FLT_EVAL_METHOD != 0
#error "double-double arithmetic needs FLT_EVAL_METHOD == 0 (no excess precision)"
#endif

/* Every helper is inlined into its caller: the kernels are compiled once per
 * instruction set (SYM_CLONES in kernels.h), and a helper compiled apart would
 * be the baseline one, with the C library's slow fma. */
#if defined(__GNUC__) || defined(__clang__)
#define SYM_INLINE inline __attribute__((always_inline))
#elif defined(_MSC_VER)
#define SYM_INLINE __forceinline
#else
#define SYM_INLINE inline
#endif

typedef struct {
    double hi, lo;
} sym_dd;

/* s + e = a + b exactly (Knuth's TwoSum, any a and b) */
static SYM_INLINE sym_dd two_sum(double a, double b)
{
    double s = a + b;
    double bb = s - a;
    sym_dd r = {s, (a - (s - bb)) + (b - bb)};
    return r;
}

/* s + e = a + b exactly, provided |a| >= |b| or a == 0 (Dekker's FastTwoSum) */
static SYM_INLINE sym_dd fast_two_sum(double a, double b)
{
    double s = a + b;
    sym_dd r = {s, b - (s - a)};
    return r;
}

/* p + e = a * b exactly (barring underflow): the fma gives the rounding error of the product */
static SYM_INLINE sym_dd two_prod(double a, double b)
{
    double p = a * b;
    sym_dd r = {p, fma(a, b, -p)};
    return r;
}

static SYM_INLINE sym_dd dd_from(double a)
{
    sym_dd r = {a, 0.0};
    return r;
}

static SYM_INLINE sym_dd dd_neg(sym_dd a)
{
    sym_dd r = {-a.hi, -a.lo};
    return r;
}

static SYM_INLINE sym_dd dd_add(sym_dd x, sym_dd y)
{
    sym_dd s = two_sum(x.hi, y.hi);
    sym_dd t = two_sum(x.lo, y.lo);
    s.lo += t.hi;
    s = fast_two_sum(s.hi, s.lo);
    s.lo += t.lo;
    return fast_two_sum(s.hi, s.lo);
}

static SYM_INLINE sym_dd dd_sub(sym_dd x, sym_dd y)
{
    return dd_add(x, dd_neg(y));
}

static SYM_INLINE sym_dd dd_add_d(sym_dd x, double b)
{
    sym_dd s = two_sum(x.hi, b);
    return fast_two_sum(s.hi, x.lo + s.lo);
}

static SYM_INLINE sym_dd dd_mul(sym_dd x, sym_dd y)
{
    sym_dd c = two_prod(x.hi, y.hi);
    double t = fma(x.hi, y.lo, x.lo * y.lo);
    return fast_two_sum(c.hi, c.lo + fma(x.lo, y.hi, t));
}

static SYM_INLINE sym_dd dd_mul_d(sym_dd x, double b)
{
    sym_dd c = two_prod(x.hi, b);
    return fast_two_sum(c.hi, fma(x.lo, b, c.lo));
}

static SYM_INLINE sym_dd dd_div(sym_dd x, sym_dd y)
{
    double th = x.hi / y.hi;
    sym_dd r = dd_mul_d(y, th);
    double d = (x.hi - r.hi) + (x.lo - r.lo);  /* x.hi - r.hi is exact (Sterbenz) */
    return fast_two_sum(th, d / y.hi);
}

/* x / b for a double b (DWDivFP3, Alg. 15): relative error <= 3u^2 */
static SYM_INLINE sym_dd dd_div_d(sym_dd x, double b)
{
    double th = x.hi / b;
    sym_dd p = two_prod(th, b);
    double d = ((x.hi - p.hi) - p.lo) + x.lo;
    return fast_two_sum(th, d / b);
}

/* sqrt(x) for x >= 0: s = sqrt(hi), then s + (x - s^2)/(2s) with x - s^2 from the exact remainder */
static SYM_INLINE sym_dd dd_sqrt(sym_dd x)
{
    if (!(x.hi > 0.0))
        return dd_from(0.0);
    double s = sqrt(x.hi);
    double r = fma(-s, s, x.hi) + x.lo;
    return fast_two_sum(s, r / (2.0 * s));
}

/* max(x, 0): a variance that rounding left at -0 or a tiny negative */
static SYM_INLINE sym_dd dd_nonneg(sym_dd x)
{
    return (x.hi > 0.0 || (x.hi == 0.0 && x.lo > 0.0)) ? x : dd_from(0.0);
}

static SYM_INLINE int dd_isfinite(sym_dd x)
{
    return isfinite(x.hi) && isfinite(x.lo);
}

#endif
