/* Row primitives of the compiled kernels: centering, row totals, cancellation bounds.
 *
 * Two precisions, as in the numpy path (symln/kernels/rowops.py):
 *
 * - The fast totals (sym_sum, sym_dot) feed rows that are well conditioned.
 *   Each block of SYM_BLOCK entries is summed in SYM_LANES interleaved double
 *   accumulators (products by fma, one rounding each), and the block sums are
 *   added in double-double.  A block of 128 entries puts 16 terms in a lane,
 *   so the relative error of a sum of squares is at most about (16 + 3) u
 *   whatever d is (a plain loop over d = 3000 entries: 3000 u), and the lane
 *   order is fixed, so every instruction set gives the same bits.
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

#include "dd.h"

#define SYM_LANES 8
#define SYM_BLOCK 128
#define SYM_DD_LANES 4

/* The rows that cancel: out = sum_k c_k A_k rounds each term, so its error is
 * at most a few roundings of E = max_j sum_k |c_k A_kj|.  A unit of the result
 * is u max(1, |out|_inf).  The fast rows with E > SYM_RHO max(1, |out|_inf)
 * are recomputed in double-double; there the error is about 16 d u^2 E, which
 * stays below 2^-9 units while E d <= SYM_RHO_DD max(1, |out|_inf); rows beyond
 * that go back to Python (the numpy path, then the mpmath twin). */
#define SYM_RHO 1.25
#define SYM_RHO_DD 0x1p40

/* Rows whose scale double-double cannot carry through the coefficients
 * (products of two totals and (q + eps)^(-3/2)) without overflow go back to
 * Python: every nonzero total and q + eps must lie within SYM_TINY .. SYM_HUGE,
 * so such a product stays within 2^-896 .. 2^896. */
#define SYM_TINY 0x1p-256
#define SYM_HUGE 0x1p256

static inline double sym_lanes_total(const double *acc)
{
    return ((acc[0] + acc[4]) + (acc[2] + acc[6])) + ((acc[1] + acc[5]) + (acc[3] + acc[7]));
}

/* <1, x> */
static inline sym_dd sym_sum(const double *restrict x, ptrdiff_t d)
{
    sym_dd total = dd_from(0.0);
    for (ptrdiff_t j0 = 0; j0 < d; j0 += SYM_BLOCK) {
        ptrdiff_t m = d - j0 < SYM_BLOCK ? d - j0 : SYM_BLOCK;
        const double *restrict a = x + j0;
        double acc[SYM_LANES] = {0.0};
        ptrdiff_t j = 0;
        for (; j + SYM_LANES <= m; j += SYM_LANES)
            for (int k = 0; k < SYM_LANES; k++)
                acc[k] += a[j + k];
        for (int k = 0; j < m; j++, k++)
            acc[k] += a[j];
        total = dd_add_d(total, sym_lanes_total(acc));
    }
    return total;
}

/* <x, y> */
static inline sym_dd sym_dot(const double *restrict x, const double *restrict y, ptrdiff_t d)
{
    sym_dd total = dd_from(0.0);
    for (ptrdiff_t j0 = 0; j0 < d; j0 += SYM_BLOCK) {
        ptrdiff_t m = d - j0 < SYM_BLOCK ? d - j0 : SYM_BLOCK;
        const double *restrict a = x + j0, *restrict b = y + j0;
        double acc[SYM_LANES] = {0.0};
        ptrdiff_t j = 0;
        for (; j + SYM_LANES <= m; j += SYM_LANES)
            for (int k = 0; k < SYM_LANES; k++)
                acc[k] = fma(a[j + k], b[j + k], acc[k]);
        for (int k = 0; j < m; j++, k++)
            acc[k] = fma(a[j], b[j], acc[k]);
        total = dd_add_d(total, sym_lanes_total(acc));
    }
    return total;
}

/* out_j = x_j - m: the row centered once, with m the rounded mean */
static inline void sym_center(const double *restrict x, double m, double *restrict out, ptrdiff_t d)
{
    for (ptrdiff_t j = 0; j < d; j++)
        out[j] = x[j] - m;
}

/* hi_j + lo_j = x_j - m exactly */
static inline void sym_center_dd(const double *restrict x, double m, double *restrict hi, double *restrict lo,
                                 ptrdiff_t d)
{
    for (ptrdiff_t j = 0; j < d; j++) {
        sym_dd s = two_sum(x[j], -m);
        hi[j] = s.hi;
        lo[j] = s.lo;
    }
}

/* hi_j + lo_j = x_j y_j exactly (barring underflow) */
static inline void sym_product_dd(const double *restrict x, const double *restrict y, double *restrict hi,
                                  double *restrict lo, ptrdiff_t d)
{
    for (ptrdiff_t j = 0; j < d; j++) {
        sym_dd p = two_prod(x[j], y[j]);
        hi[j] = p.hi;
        lo[j] = p.lo;
    }
}

/* x_j y_j rounded once */
static inline void sym_product(const double *restrict x, const double *restrict y, double *restrict out,
                               ptrdiff_t d)
{
    for (ptrdiff_t j = 0; j < d; j++)
        out[j] = x[j] * y[j];
}

static inline sym_dd sym_lanes_total_dd(const sym_dd *acc)
{
    return dd_add(dd_add(acc[0], acc[2]), dd_add(acc[1], acc[3]));
}

/* <1, x> for x = xh + xl (xl may be NULL: a plain double row) */
static inline sym_dd sym_sum_dd(const double *restrict xh, const double *restrict xl, ptrdiff_t d)
{
    sym_dd acc[SYM_DD_LANES] = {{0.0, 0.0}};
    for (ptrdiff_t j = 0; j < d; j++) {
        sym_dd *a = &acc[j % SYM_DD_LANES];
        *a = dd_add(*a, (sym_dd){xh[j], xl ? xl[j] : 0.0});
    }
    return sym_lanes_total_dd(acc);
}

/* <x, y> for x = xh + xl and y = yh + yl (either low part may be NULL) */
static inline sym_dd sym_dot_dd(const double *restrict xh, const double *restrict xl, const double *restrict yh,
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
static inline int sym_in_range(sym_dd x)
{
    double a = fabs(x.hi);
    return a == 0.0 || (a >= SYM_TINY && a <= SYM_HUGE);
}

static inline double sym_max(double a, double b)
{
    return a > b ? a : b;
}

#endif
