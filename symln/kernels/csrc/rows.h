/* Row primitives of the compiled kernels: centering, row totals, cancellation bounds.
 *
 * Two precisions, as in the numpy path (symln/kernels/rowops.py):
 *
 * - The fast totals (sym_sum here, the passes that c_passes.py prints) feed
 *   rows that are well conditioned.  Each block of SYM_BLOCK entries is summed
 *   in SYM_LANES interleaved double accumulators (lanes.h), and the block sums
 *   are added in double-double.  A block of 128 entries puts 16 terms in a
 *   lane, so the relative error of a sum of squares is at most about
 *   (16 + 4) u whatever d is (a plain loop over d = 3000 entries: 3000 u), and
 *   the lane order is fixed, so every instruction set gives the same bits.
 *
 * - The exact totals (sym_sum_dd, sym_dot_dd) feed the rows recomputed in
 *   double-double: every product is split exactly (two_prod) and accumulated
 *   in double-double, SYM_DD_LANES accumulators at a time, so the error is
 *   about d u^2 of the sum of |terms|.  z is centered exactly for them:
 *   z_j - m = zh_j + zl_j (two_sum).
 */
#ifndef SYMLN_ROWS_H
#define SYMLN_ROWS_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "dd.h"
#include "lanes.h"

#define SYM_BLOCK 128
#define SYM_DD_LANES 4

/* The rows that cancel.  A fast entry is y = F (c_1 A_1 + ... + c_k A_k) + G:
 * a chain of fma's over the terms, then fma(F, ., G) with G (beta) exact.  With
 * E = |F| sum_k |c_k A_k|, each coefficient rounded to double (u/2 of its term)
 * and each partial sum rounded (u/2 of at most E) gives
 *     |error| <= u E + u/2 |y|,
 * plus what the lane-summed totals leave in the coefficients.  A unit of the
 * result is u max(1, |y|_inf), so the fast row is kept while
 * max_j E_j <= SYM_RHO max(1, |y|_inf): at most SYM_RHO + 1/2 units from the
 * roundings.  (For J t with a random t, max E / |y|_inf is 1.0 - 1.2 at d = 768;
 * for gamma * u + beta, 0.6 - 1.5.)  The other rows are recomputed in
 * double-double, whose error is about 16 d u^2 E: below 2^-9 units while
 * d max_j E_j <= SYM_RHO_DD max(1, |y|_inf).  Rows beyond that go back to
 * Python (the numpy path, then the mpmath twin). */
#define SYM_RHO 2.0
#define SYM_RHO_DD 0x1p40

/* Rows whose scale double-double cannot carry go back to Python: q + eps must
 * lie within SYM_TINY .. SYM_HUGE, so that 1/sqrt(q + eps) and its cube stay
 * within 2^-900 .. 2^900, and every coefficient must come out finite (a product
 * with a total near the overflow threshold may not). */
#define SYM_TINY 0x1p-600
#define SYM_HUGE 0x1p600

/* One block of at most SYM_BLOCK entries x[0..m): its lanes, then the tail into lanes 0, 1, ... */
#define SYM_BLOCKS(d, j0, m)                                                                                           \
    for (ptrdiff_t j0 = 0, m = (d) < SYM_BLOCK ? (d) : SYM_BLOCK; j0 < (d);                                            \
         j0 += SYM_BLOCK, m = (d) - j0 < SYM_BLOCK ? (d) - j0 : SYM_BLOCK)

/* <1, x> */
static SYM_INLINE sym_dd sym_sum(const double *restrict x, ptrdiff_t d)
{
    sym_dd total = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        const double *restrict a = x + j0;
        sym_lanes s = sym_lanes_zero();
        ptrdiff_t j = 0;
        for (; j + SYM_LANES <= m; j += SYM_LANES)
            s = sym_lanes_add(s, sym_lanes_load(a + j));
        double acc[SYM_LANES];
        sym_lanes_spill(acc, s);
        for (int k = 0; j < m; j++, k++)
            acc[k] += a[j];
        total = dd_add_d(total, sym_lanes_total(acc));
    }
    return total;
}

/* hi_j + lo_j = x_j - m exactly */
static SYM_INLINE void sym_center_dd(const double *restrict x, double m, double *restrict hi, double *restrict lo,
                                 ptrdiff_t d)
{
    for (ptrdiff_t j = 0; j < d; j++) {
        sym_dd s = two_sum(x[j], -m);
        hi[j] = s.hi;
        lo[j] = s.lo;
    }
}

/* hi_j + lo_j = x_j y_j exactly (barring underflow) */
static SYM_INLINE void sym_product_dd(const double *restrict x, const double *restrict y, double *restrict hi,
                                  double *restrict lo, ptrdiff_t d)
{
    for (ptrdiff_t j = 0; j < d; j++) {
        sym_dd p = two_prod(x[j], y[j]);
        hi[j] = p.hi;
        lo[j] = p.lo;
    }
}

static SYM_INLINE sym_dd sym_lanes_total_dd(const sym_dd *acc)
{
    return dd_add(dd_add(acc[0], acc[2]), dd_add(acc[1], acc[3]));
}

/* <1, x> for x = xh + xl (xl may be NULL: a plain double row) */
static SYM_INLINE sym_dd sym_sum_dd(const double *restrict xh, const double *restrict xl, ptrdiff_t d)
{
    sym_dd acc[SYM_DD_LANES] = {{0.0, 0.0}};
    for (ptrdiff_t j = 0; j < d; j++) {
        sym_dd *a = &acc[j % SYM_DD_LANES];
        *a = dd_add(*a, (sym_dd){xh[j], xl ? xl[j] : 0.0});
    }
    return sym_lanes_total_dd(acc);
}

/* <x, y> for x = xh + xl and y = yh + yl (either low part may be NULL) */
static SYM_INLINE sym_dd sym_dot_dd(const double *restrict xh, const double *restrict xl, const double *restrict yh,
                                const double *restrict yl, ptrdiff_t d)
{
    sym_dd acc[SYM_DD_LANES] = {{0.0, 0.0}};
    for (ptrdiff_t j = 0; j < d; j++) {
        sym_dd p = two_prod(xh[j], yh[j]);
        /* the cross terms are u times smaller than the product: one rounding each is plenty */
        double cross = (xl ? xl[j] * yh[j] : 0.0) + (yl ? xh[j] * yl[j] : 0.0);
        sym_dd *a = &acc[j % SYM_DD_LANES];
        *a = dd_add(*a, fast_two_sum(p.hi, p.lo + cross));
    }
    return sym_lanes_total_dd(acc);
}

/* 1 if x is 0 or its magnitude lies within SYM_TINY .. SYM_HUGE */
static SYM_INLINE int sym_in_range(sym_dd x)
{
    double a = fabs(x.hi);
    return a == 0.0 || (a >= SYM_TINY && a <= SYM_HUGE);
}

static SYM_INLINE double sym_max(double a, double b)
{
    return a > b ? a : b;
}

/* The largest of nonnegative doubles, taken on their bit patterns: for x, y >= +0
 * (inf and NaN included) x < y exactly when bits(x) < bits(y) as integers, and a
 * maximum of integers vectorizes where one of doubles (with its NaN rules) does
 * not.  A NaN is larger than every number there, so it fails every bound. */
static SYM_INLINE int64_t sym_bits(double x)
{
    int64_t i;
    memcpy(&i, &x, sizeof i);
    return i;
}

static SYM_INLINE double sym_unbits(int64_t i)
{
    double x;
    memcpy(&x, &i, sizeof x);
    return x;
}

static SYM_INLINE int64_t sym_max_bits(int64_t a, double x)
{
    int64_t b = sym_bits(x);
    return a > b ? a : b;
}

/* 1 if big <= rho max(1, top), for the maxima big and top kept as bits */
static SYM_INLINE int sym_within(int64_t big, double rho, int64_t top)
{
    return sym_unbits(big) <= rho * sym_max(1.0, sym_unbits(top));
}

#endif
