/* Kernels printed by `python -m symln.kernels.codegen` from symln.kernels.derivation.derive_kernels().
 *
 * Do not edit: regenerate with `python -m symln.kernels.codegen --write`.  Each kernel
 * `sym_NAME(c, i0, i1, ws, acc)` fills rows i0 <= i < i1 of the call c and records
 * each row's outcome in c->flags[i] (kernels.h); module.c runs them over the threads.
 */
#include <math.h>
#include <stddef.h>

#include "kernels.h"
#include "rows.h"

/* core: u = v / sqrt(q + eps)
 *
 * derived: Vec((1/sqrt(eps + q))*v)
 * evaluated: Vec((-<1,zc>/(d*sqrt(eps + q)))*1 + (1/sqrt(eps + q))*zc)
 * with q = (-<1,zc>**2/d + <zc,zc>)/d
 */
static SYM_INLINE int core_coefficients(sym_dd S_1_zc, sym_dd S_zc_zc, sym_dd eps, ptrdiff_t d, sym_dd *k)
{
    const double n = (double)d;
    const sym_dd q = dd_nonneg(dd_div_d(dd_sub(S_zc_zc, dd_div_d(dd_mul(S_1_zc, S_1_zc), n)), n));
    if (!sym_in_range(dd_add(eps, q)))
        return 0;
    const sym_dd r = dd_div(dd_from(1.0), dd_sqrt(dd_add(eps, q)));
    k[0] = r;
    k[1] = dd_neg(dd_div_d(dd_mul(S_1_zc, r), n));
    return dd_isfinite(k[0]) && dd_isfinite(k[1]);
}

static SYM_INLINE int core_fast(const sym_call *c, ptrdiff_t i, double *ws)
{
    const ptrdiff_t d = c->d;
    (void)ws;  /* the fast rows need no scratch; only the exact ones do */
    const double *restrict z = c->rows[0] + i * d;
    sym_dd sum_z = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_z = sym_lanes_load(z + j);
            l0 = sym_lanes_add(l0, v_z);
        }
        double acc0[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_z = z[j];
            acc0[k] += x_z;
        }
        sum_z = dd_add_d(sum_z, sym_lanes_total(acc0));
    }
    const double mean = sum_z.hi / (double)d;
    sym_dd S_1_zc = dd_from(0.0);
    sym_dd S_zc_zc = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero(), l1 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_zc = sym_lanes_sub1(sym_lanes_load(z + j), mean);
            l0 = sym_lanes_add(l0, v_zc);
            l1 = sym_lanes_add(l1, sym_lanes_mul(v_zc, v_zc));
        }
        double acc0[SYM_LANES], acc1[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        sym_lanes_spill(acc1, l1);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_zc = (z[j] - mean);
            acc0[k] += x_zc;
            acc1[k] += x_zc * x_zc;
        }
        S_1_zc = dd_add_d(S_1_zc, sym_lanes_total(acc0));
        S_zc_zc = dd_add_d(S_zc_zc, sym_lanes_total(acc1));
    }
    if (!(dd_isfinite(S_1_zc) && dd_isfinite(S_zc_zc)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[2];
    if (!core_coefficients(S_1_zc, S_zc_zc, eps, d, k))
        return SYM_FALLBACK;
    double *restrict out = c->out + i * d;
    const double k0 = k[0].hi, k1 = k[1].hi;
    for (ptrdiff_t j = 0; j < d; j++) {
        double y = k1;
        y = fma(k0, (z[j] - mean), y);
        out[j] = y;
    }
    return SYM_OK;
}

static SYM_CLONES void core_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    (void)acc;
    for (ptrdiff_t i = i0; i < i1; i++)
        c->flags[i] = (signed char)core_fast(c, i, ws);
}

static void sym_core(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    core_rows(c, i0, i1, ws, acc);
}

/* layer_norm: y = gamma * u + beta
 *
 * derived: Vec((1)*beta + (1/sqrt(eps + q))*gamma⊙v)
 * evaluated: Vec((1)*beta + (-<1,zc>/(d*sqrt(eps + q)))*gamma + (1/sqrt(eps + q))*gamma⊙zc)
 * with q = (-<1,zc>**2/d + <zc,zc>)/d
 */
static SYM_INLINE int layer_norm_coefficients(sym_dd S_1_zc, sym_dd S_zc_zc, sym_dd eps, ptrdiff_t d, sym_dd *k)
{
    const double n = (double)d;
    const sym_dd q = dd_nonneg(dd_div_d(dd_sub(S_zc_zc, dd_div_d(dd_mul(S_1_zc, S_1_zc), n)), n));
    if (!sym_in_range(dd_add(eps, q)))
        return 0;
    const sym_dd r = dd_div(dd_from(1.0), dd_sqrt(dd_add(eps, q)));
    k[0] = r;
    k[1] = dd_neg(dd_div_d(dd_mul(S_1_zc, r), n));
    k[2] = dd_from(1.0);
    return dd_isfinite(k[0]) && dd_isfinite(k[1]) && dd_isfinite(k[2]);
}

static SYM_CLONES int layer_norm_exact(const sym_call *c, ptrdiff_t i, double *ws, double *acc)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict gamma = c->params[0];
    const double *restrict beta = c->params[1];
    double *restrict zc_hi = ws, *restrict zc_lo = ws + d;
    sym_center_dd(z, sym_sum(z, d).hi / (double)d, zc_hi, zc_lo, d);
    const sym_dd S_1_zc = sym_sum_dd(zc_hi, zc_lo, d);
    const sym_dd S_zc_zc = sym_dot_dd(zc_hi, zc_lo, zc_hi, zc_lo, d);
    if (!(dd_isfinite(S_1_zc) && dd_isfinite(S_zc_zc)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[3];
    if (!layer_norm_coefficients(S_1_zc, S_zc_zc, eps, d, k))
        return SYM_FALLBACK;
    const double a1 = fabs(k[1].hi), a0 = fabs(k[0].hi);
    (void)acc;
    double *restrict out = c->out + i * d;
    int64_t big = 0, top = 0;
    for (ptrdiff_t j = 0; j < d; j++) {
        sym_dd y = k[1];
        y = dd_add(y, dd_mul(k[0], (sym_dd){zc_hi[j], zc_lo[j]}));
        y = dd_mul_d(y, gamma[j]);
        y = dd_add_d(y, beta[j]);
        double e = a1;
        e = fma(a0, fabs(zc_hi[j]), e);
        e = fabs(gamma[j]) * e;
        out[j] = y.hi;
        big = sym_max_bits(big, e * (double)d);
        top = sym_max_bits(top, fabs(y.hi));
    }
    return sym_within(big, SYM_RHO_DD, top) ? SYM_OK : SYM_FALLBACK;
}

static SYM_INLINE int layer_norm_fast(const sym_call *c, ptrdiff_t i, double *ws)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict gamma = c->params[0];
    const double *restrict beta = c->params[1];
    sym_dd sum_z = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_z = sym_lanes_load(z + j);
            l0 = sym_lanes_add(l0, v_z);
        }
        double acc0[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_z = z[j];
            acc0[k] += x_z;
        }
        sum_z = dd_add_d(sum_z, sym_lanes_total(acc0));
    }
    const double mean = sum_z.hi / (double)d;
    sym_dd S_1_zc = dd_from(0.0);
    sym_dd S_zc_zc = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero(), l1 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_zc = sym_lanes_sub1(sym_lanes_load(z + j), mean);
            l0 = sym_lanes_add(l0, v_zc);
            l1 = sym_lanes_add(l1, sym_lanes_mul(v_zc, v_zc));
        }
        double acc0[SYM_LANES], acc1[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        sym_lanes_spill(acc1, l1);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_zc = (z[j] - mean);
            acc0[k] += x_zc;
            acc1[k] += x_zc * x_zc;
        }
        S_1_zc = dd_add_d(S_1_zc, sym_lanes_total(acc0));
        S_zc_zc = dd_add_d(S_zc_zc, sym_lanes_total(acc1));
    }
    if (!(dd_isfinite(S_1_zc) && dd_isfinite(S_zc_zc)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[3];
    if (!layer_norm_coefficients(S_1_zc, S_zc_zc, eps, d, k))
        return SYM_FALLBACK;
    double *restrict out = c->out + i * d;
    const double k0 = k[0].hi, k1 = k[1].hi;
    const double a1 = fabs(k1), a0 = fabs(k0);
    int64_t big = 0, top = 0;
    for (ptrdiff_t j = 0; j < d; j++) {
        double y = k1;
        y = fma(k0, (z[j] - mean), y);
        y = fma(gamma[j], y, beta[j]);
        double e = a1;
        e = fma(a0, fabs((z[j] - mean)), e);
        e = fabs(gamma[j]) * e;
        out[j] = y;
        big = sym_max_bits(big, e);
        top = sym_max_bits(top, fabs(y));
    }
    if (sym_within(big, SYM_RHO, top))
        return SYM_OK;
    return layer_norm_exact(c, i, ws, NULL);
}

static SYM_CLONES void layer_norm_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    (void)acc;
    for (ptrdiff_t i = i0; i < i1; i++)
        c->flags[i] = (signed char)layer_norm_fast(c, i, ws);
}

static void sym_layer_norm(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    layer_norm_rows(c, i0, i1, ws, acc);
}

/* jvp: J t
 *
 * derived: d = 1: Vec(0); d = 2: Vec((-<1,t>*eps/(d*(eps + q)**(3/2)))*1 + (eps/(eps + q)**(3/2))*t); other d: Vec((-<1,t>/(d*sqrt(eps + q)))*1 + (1/sqrt(eps + q))*t + (-<t,v>/(d*(eps + q)**(3/2)))*v)
 * evaluated (d = 1): Vec(0)
 * evaluated (d = 2): Vec((-<1,t>*eps/(d*(eps + q)**(3/2)))*1 + (eps/(eps + q)**(3/2))*t)
 * evaluated (other d): Vec((-<1,t>/(d*sqrt(eps + q)) + <1,zc>*(-<1,t>*<1,zc>/d + <t,zc>)/(d**2*(eps + q)**(3/2)))*1 + (1/sqrt(eps + q))*t + (-(-<1,t>*<1,zc>/d + <t,zc>)/(d*(eps + q)**(3/2)))*zc)
 * with q = (-<1,zc>**2/d + <zc,zc>)/d
 */
static SYM_INLINE int jvp_d1_fast(const sym_call *c, ptrdiff_t i, double *ws)
{
    const ptrdiff_t d = c->d;
    (void)ws;  /* the fast rows need no scratch; only the exact ones do */
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict t = c->rows[1] + i * d;
    sym_dd sum_z = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_z = sym_lanes_load(z + j);
            l0 = sym_lanes_add(l0, v_z);
        }
        double acc0[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_z = z[j];
            acc0[k] += x_z;
        }
        sum_z = dd_add_d(sum_z, sym_lanes_total(acc0));
    }
    const double mean = sum_z.hi / (double)d;
    sym_dd S_1_zc = dd_from(0.0);
    sym_dd S_zc_zc = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero(), l1 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_zc = sym_lanes_sub1(sym_lanes_load(z + j), mean);
            l0 = sym_lanes_add(l0, v_zc);
            l1 = sym_lanes_add(l1, sym_lanes_mul(v_zc, v_zc));
        }
        double acc0[SYM_LANES], acc1[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        sym_lanes_spill(acc1, l1);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_zc = (z[j] - mean);
            acc0[k] += x_zc;
            acc1[k] += x_zc * x_zc;
        }
        S_1_zc = dd_add_d(S_1_zc, sym_lanes_total(acc0));
        S_zc_zc = dd_add_d(S_zc_zc, sym_lanes_total(acc1));
    }
    if (!(dd_isfinite(S_1_zc) && dd_isfinite(S_zc_zc)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    if (!dd_isfinite(sym_sum(t, d)))
        return SYM_BAD + 1;  /* t: NaN, inf or too large */
    double *restrict out = c->out + i * d;
    for (ptrdiff_t j = 0; j < d; j++) {
        double y = 0.0;
        out[j] = y;
    }
    return SYM_OK;
}

static SYM_CLONES void jvp_d1_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    (void)acc;
    for (ptrdiff_t i = i0; i < i1; i++)
        c->flags[i] = (signed char)jvp_d1_fast(c, i, ws);
}

static SYM_INLINE int jvp_d2_coefficients(sym_dd S_1_t, sym_dd S_1_zc, sym_dd S_zc_zc, sym_dd eps, ptrdiff_t d, sym_dd *k)
{
    const double n = (double)d;
    const sym_dd q = dd_nonneg(dd_div_d(dd_sub(S_zc_zc, dd_div_d(dd_mul(S_1_zc, S_1_zc), n)), n));
    if (!sym_in_range(dd_add(eps, q)))
        return 0;
    const sym_dd r = dd_div(dd_from(1.0), dd_sqrt(dd_add(eps, q)));
    const sym_dd x0 = dd_mul(eps, dd_mul(r, dd_mul(r, r)));
    k[0] = x0;
    k[1] = dd_neg(dd_div_d(dd_mul(S_1_t, x0), n));
    return dd_isfinite(k[0]) && dd_isfinite(k[1]);
}

static SYM_CLONES int jvp_d2_exact(const sym_call *c, ptrdiff_t i, double *ws, double *acc)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict t = c->rows[1] + i * d;
    double *restrict zc_hi = ws, *restrict zc_lo = ws + d;
    sym_center_dd(z, sym_sum(z, d).hi / (double)d, zc_hi, zc_lo, d);
    const sym_dd S_1_t = sym_sum_dd(t, NULL, d);
    const sym_dd S_1_zc = sym_sum_dd(zc_hi, zc_lo, d);
    const sym_dd S_zc_zc = sym_dot_dd(zc_hi, zc_lo, zc_hi, zc_lo, d);
    if (!(dd_isfinite(S_1_zc) && dd_isfinite(S_zc_zc)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    if (!(dd_isfinite(S_1_t)))
        return SYM_BAD + 1;  /* t: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[2];
    if (!jvp_d2_coefficients(S_1_t, S_1_zc, S_zc_zc, eps, d, k))
        return SYM_FALLBACK;
    const double a1 = fabs(k[1].hi), a0 = fabs(k[0].hi);
    (void)acc;
    double *restrict out = c->out + i * d;
    int64_t big = 0, top = 0;
    for (ptrdiff_t j = 0; j < d; j++) {
        sym_dd y = k[1];
        y = dd_add(y, dd_mul_d(k[0], t[j]));
        double e = a1;
        e = fma(a0, fabs(t[j]), e);
        out[j] = y.hi;
        big = sym_max_bits(big, e * (double)d);
        top = sym_max_bits(top, fabs(y.hi));
    }
    return sym_within(big, SYM_RHO_DD, top) ? SYM_OK : SYM_FALLBACK;
}

static SYM_INLINE int jvp_d2_fast(const sym_call *c, ptrdiff_t i, double *ws)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict t = c->rows[1] + i * d;
    sym_dd sum_z = dd_from(0.0);
    sym_dd S_1_t = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero(), l1 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_t = sym_lanes_load(t + j);
            const sym_lanes v_z = sym_lanes_load(z + j);
            l0 = sym_lanes_add(l0, v_z);
            l1 = sym_lanes_add(l1, v_t);
        }
        double acc0[SYM_LANES], acc1[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        sym_lanes_spill(acc1, l1);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_t = t[j];
            const double x_z = z[j];
            acc0[k] += x_z;
            acc1[k] += x_t;
        }
        sum_z = dd_add_d(sum_z, sym_lanes_total(acc0));
        S_1_t = dd_add_d(S_1_t, sym_lanes_total(acc1));
    }
    const double mean = sum_z.hi / (double)d;
    sym_dd S_1_zc = dd_from(0.0);
    sym_dd S_zc_zc = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero(), l1 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_zc = sym_lanes_sub1(sym_lanes_load(z + j), mean);
            l0 = sym_lanes_add(l0, v_zc);
            l1 = sym_lanes_add(l1, sym_lanes_mul(v_zc, v_zc));
        }
        double acc0[SYM_LANES], acc1[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        sym_lanes_spill(acc1, l1);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_zc = (z[j] - mean);
            acc0[k] += x_zc;
            acc1[k] += x_zc * x_zc;
        }
        S_1_zc = dd_add_d(S_1_zc, sym_lanes_total(acc0));
        S_zc_zc = dd_add_d(S_zc_zc, sym_lanes_total(acc1));
    }
    if (!(dd_isfinite(S_1_zc) && dd_isfinite(S_zc_zc)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    if (!(dd_isfinite(S_1_t)))
        return SYM_BAD + 1;  /* t: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[2];
    if (!jvp_d2_coefficients(S_1_t, S_1_zc, S_zc_zc, eps, d, k))
        return SYM_FALLBACK;
    double *restrict out = c->out + i * d;
    const double k0 = k[0].hi, k1 = k[1].hi;
    const double a1 = fabs(k1), a0 = fabs(k0);
    int64_t big = 0, top = 0;
    for (ptrdiff_t j = 0; j < d; j++) {
        double y = k1;
        y = fma(k0, t[j], y);
        double e = a1;
        e = fma(a0, fabs(t[j]), e);
        out[j] = y;
        big = sym_max_bits(big, e);
        top = sym_max_bits(top, fabs(y));
    }
    if (sym_within(big, SYM_RHO, top))
        return SYM_OK;
    return jvp_d2_exact(c, i, ws, NULL);
}

static SYM_CLONES void jvp_d2_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    (void)acc;
    for (ptrdiff_t i = i0; i < i1; i++)
        c->flags[i] = (signed char)jvp_d2_fast(c, i, ws);
}

static SYM_INLINE int jvp_general_coefficients(sym_dd S_1_t, sym_dd S_1_zc, sym_dd S_t_zc, sym_dd S_zc_zc, sym_dd eps, ptrdiff_t d, sym_dd *k)
{
    const double n = (double)d;
    const sym_dd q = dd_nonneg(dd_div_d(dd_sub(S_zc_zc, dd_div_d(dd_mul(S_1_zc, S_1_zc), n)), n));
    if (!sym_in_range(dd_add(eps, q)))
        return 0;
    const sym_dd r = dd_div(dd_from(1.0), dd_sqrt(dd_add(eps, q)));
    const sym_dd x0 = dd_div_d(dd_from(1.0), n);
    const sym_dd x1 = dd_mul(S_1_t, x0);
    const sym_dd x2 = dd_mul(r, dd_mul(r, r));
    const sym_dd x3 = dd_sub(S_t_zc, dd_mul(S_1_zc, x1));
    k[0] = dd_sub(dd_div_d(dd_div_d(dd_mul(S_1_zc, dd_mul(x2, x3)), n), n), dd_mul(r, x1));
    k[1] = dd_neg(dd_mul(x0, dd_mul(x2, x3)));
    k[2] = r;
    return dd_isfinite(k[0]) && dd_isfinite(k[1]) && dd_isfinite(k[2]);
}

static SYM_CLONES int jvp_general_exact(const sym_call *c, ptrdiff_t i, double *ws, double *acc)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict t = c->rows[1] + i * d;
    double *restrict zc_hi = ws, *restrict zc_lo = ws + d;
    sym_center_dd(z, sym_sum(z, d).hi / (double)d, zc_hi, zc_lo, d);
    const sym_dd S_1_t = sym_sum_dd(t, NULL, d);
    const sym_dd S_1_zc = sym_sum_dd(zc_hi, zc_lo, d);
    const sym_dd S_t_zc = sym_dot_dd(t, NULL, zc_hi, zc_lo, d);
    const sym_dd S_zc_zc = sym_dot_dd(zc_hi, zc_lo, zc_hi, zc_lo, d);
    if (!(dd_isfinite(S_1_zc) && dd_isfinite(S_zc_zc)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    if (!(dd_isfinite(S_1_t) && dd_isfinite(S_t_zc)))
        return SYM_BAD + 1;  /* t: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[3];
    if (!jvp_general_coefficients(S_1_t, S_1_zc, S_t_zc, S_zc_zc, eps, d, k))
        return SYM_FALLBACK;
    const double a0 = fabs(k[0].hi), a1 = fabs(k[1].hi), a2 = fabs(k[2].hi);
    (void)acc;
    double *restrict out = c->out + i * d;
    int64_t big = 0, top = 0;
    for (ptrdiff_t j = 0; j < d; j++) {
        sym_dd y = k[0];
        y = dd_add(y, dd_mul(k[1], (sym_dd){zc_hi[j], zc_lo[j]}));
        y = dd_add(y, dd_mul_d(k[2], t[j]));
        double e = a0;
        e = fma(a1, fabs(zc_hi[j]), e);
        e = fma(a2, fabs(t[j]), e);
        out[j] = y.hi;
        big = sym_max_bits(big, e * (double)d);
        top = sym_max_bits(top, fabs(y.hi));
    }
    return sym_within(big, SYM_RHO_DD, top) ? SYM_OK : SYM_FALLBACK;
}

static SYM_INLINE int jvp_general_fast(const sym_call *c, ptrdiff_t i, double *ws)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict t = c->rows[1] + i * d;
    sym_dd sum_z = dd_from(0.0);
    sym_dd S_1_t = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero(), l1 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_t = sym_lanes_load(t + j);
            const sym_lanes v_z = sym_lanes_load(z + j);
            l0 = sym_lanes_add(l0, v_z);
            l1 = sym_lanes_add(l1, v_t);
        }
        double acc0[SYM_LANES], acc1[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        sym_lanes_spill(acc1, l1);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_t = t[j];
            const double x_z = z[j];
            acc0[k] += x_z;
            acc1[k] += x_t;
        }
        sum_z = dd_add_d(sum_z, sym_lanes_total(acc0));
        S_1_t = dd_add_d(S_1_t, sym_lanes_total(acc1));
    }
    const double mean = sum_z.hi / (double)d;
    sym_dd S_1_zc = dd_from(0.0);
    sym_dd S_t_zc = dd_from(0.0);
    sym_dd S_zc_zc = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero(), l1 = sym_lanes_zero(), l2 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_t = sym_lanes_load(t + j);
            const sym_lanes v_zc = sym_lanes_sub1(sym_lanes_load(z + j), mean);
            l0 = sym_lanes_add(l0, v_zc);
            l1 = sym_lanes_add(l1, sym_lanes_mul(v_t, v_zc));
            l2 = sym_lanes_add(l2, sym_lanes_mul(v_zc, v_zc));
        }
        double acc0[SYM_LANES], acc1[SYM_LANES], acc2[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        sym_lanes_spill(acc1, l1);
        sym_lanes_spill(acc2, l2);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_t = t[j];
            const double x_zc = (z[j] - mean);
            acc0[k] += x_zc;
            acc1[k] += x_t * x_zc;
            acc2[k] += x_zc * x_zc;
        }
        S_1_zc = dd_add_d(S_1_zc, sym_lanes_total(acc0));
        S_t_zc = dd_add_d(S_t_zc, sym_lanes_total(acc1));
        S_zc_zc = dd_add_d(S_zc_zc, sym_lanes_total(acc2));
    }
    if (!(dd_isfinite(S_1_zc) && dd_isfinite(S_zc_zc)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    if (!(dd_isfinite(S_1_t) && dd_isfinite(S_t_zc)))
        return SYM_BAD + 1;  /* t: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[3];
    if (!jvp_general_coefficients(S_1_t, S_1_zc, S_t_zc, S_zc_zc, eps, d, k))
        return SYM_FALLBACK;
    double *restrict out = c->out + i * d;
    const double k0 = k[0].hi, k1 = k[1].hi, k2 = k[2].hi;
    const double a0 = fabs(k0), a1 = fabs(k1), a2 = fabs(k2);
    int64_t big = 0, top = 0;
    for (ptrdiff_t j = 0; j < d; j++) {
        double y = k0;
        y = fma(k1, (z[j] - mean), y);
        y = fma(k2, t[j], y);
        double e = a0;
        e = fma(a1, fabs((z[j] - mean)), e);
        e = fma(a2, fabs(t[j]), e);
        out[j] = y;
        big = sym_max_bits(big, e);
        top = sym_max_bits(top, fabs(y));
    }
    if (sym_within(big, SYM_RHO, top))
        return SYM_OK;
    return jvp_general_exact(c, i, ws, NULL);
}

static SYM_CLONES void jvp_general_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    (void)acc;
    for (ptrdiff_t i = i0; i < i1; i++)
        c->flags[i] = (signed char)jvp_general_fast(c, i, ws);
}

static void sym_jvp(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    if (c->d == 1) {
        jvp_d1_rows(c, i0, i1, ws, acc);
        return;
    }
    if (c->d == 2) {
        jvp_d2_rows(c, i0, i1, ws, acc);
        return;
    }
    jvp_general_rows(c, i0, i1, ws, acc);
}

/* jvp_gamma: J_y t = gamma * (J t)
 *
 * derived: d = 1: Vec(0); d = 2: Vec((-<1,t>*eps/(d*(eps + q)**(3/2)))*gamma + (eps/(eps + q)**(3/2))*gamma⊙t); other d: Vec((-<1,t>/(d*sqrt(eps + q)))*gamma + (1/sqrt(eps + q))*gamma⊙t + (-<t,v>/(d*(eps + q)**(3/2)))*gamma⊙v)
 * evaluated (d = 1): Vec(0)
 * evaluated (d = 2): Vec((-<1,t>*eps/(d*(eps + q)**(3/2)))*gamma + (eps/(eps + q)**(3/2))*gamma⊙t)
 * evaluated (other d): Vec((-<1,t>/(d*sqrt(eps + q)) + <1,zc>*(-<1,t>*<1,zc>/d + <t,zc>)/(d**2*(eps + q)**(3/2)))*gamma + (1/sqrt(eps + q))*gamma⊙t + (-(-<1,t>*<1,zc>/d + <t,zc>)/(d*(eps + q)**(3/2)))*gamma⊙zc)
 * with q = (-<1,zc>**2/d + <zc,zc>)/d
 */
static SYM_INLINE int jvp_gamma_d1_fast(const sym_call *c, ptrdiff_t i, double *ws)
{
    const ptrdiff_t d = c->d;
    (void)ws;  /* the fast rows need no scratch; only the exact ones do */
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict t = c->rows[1] + i * d;
    sym_dd sum_z = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_z = sym_lanes_load(z + j);
            l0 = sym_lanes_add(l0, v_z);
        }
        double acc0[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_z = z[j];
            acc0[k] += x_z;
        }
        sum_z = dd_add_d(sum_z, sym_lanes_total(acc0));
    }
    const double mean = sum_z.hi / (double)d;
    sym_dd S_1_zc = dd_from(0.0);
    sym_dd S_zc_zc = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero(), l1 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_zc = sym_lanes_sub1(sym_lanes_load(z + j), mean);
            l0 = sym_lanes_add(l0, v_zc);
            l1 = sym_lanes_add(l1, sym_lanes_mul(v_zc, v_zc));
        }
        double acc0[SYM_LANES], acc1[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        sym_lanes_spill(acc1, l1);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_zc = (z[j] - mean);
            acc0[k] += x_zc;
            acc1[k] += x_zc * x_zc;
        }
        S_1_zc = dd_add_d(S_1_zc, sym_lanes_total(acc0));
        S_zc_zc = dd_add_d(S_zc_zc, sym_lanes_total(acc1));
    }
    if (!(dd_isfinite(S_1_zc) && dd_isfinite(S_zc_zc)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    if (!dd_isfinite(sym_sum(t, d)))
        return SYM_BAD + 1;  /* t: NaN, inf or too large */
    double *restrict out = c->out + i * d;
    for (ptrdiff_t j = 0; j < d; j++) {
        double y = 0.0;
        out[j] = y;
    }
    return SYM_OK;
}

static SYM_CLONES void jvp_gamma_d1_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    (void)acc;
    for (ptrdiff_t i = i0; i < i1; i++)
        c->flags[i] = (signed char)jvp_gamma_d1_fast(c, i, ws);
}

static SYM_INLINE int jvp_gamma_d2_coefficients(sym_dd S_1_t, sym_dd S_1_zc, sym_dd S_zc_zc, sym_dd eps, ptrdiff_t d, sym_dd *k)
{
    const double n = (double)d;
    const sym_dd q = dd_nonneg(dd_div_d(dd_sub(S_zc_zc, dd_div_d(dd_mul(S_1_zc, S_1_zc), n)), n));
    if (!sym_in_range(dd_add(eps, q)))
        return 0;
    const sym_dd r = dd_div(dd_from(1.0), dd_sqrt(dd_add(eps, q)));
    const sym_dd x0 = dd_mul(eps, dd_mul(r, dd_mul(r, r)));
    k[0] = x0;
    k[1] = dd_neg(dd_div_d(dd_mul(S_1_t, x0), n));
    return dd_isfinite(k[0]) && dd_isfinite(k[1]);
}

static SYM_CLONES int jvp_gamma_d2_exact(const sym_call *c, ptrdiff_t i, double *ws, double *acc)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict t = c->rows[1] + i * d;
    const double *restrict gamma = c->params[0];
    double *restrict zc_hi = ws, *restrict zc_lo = ws + d;
    sym_center_dd(z, sym_sum(z, d).hi / (double)d, zc_hi, zc_lo, d);
    const sym_dd S_1_t = sym_sum_dd(t, NULL, d);
    const sym_dd S_1_zc = sym_sum_dd(zc_hi, zc_lo, d);
    const sym_dd S_zc_zc = sym_dot_dd(zc_hi, zc_lo, zc_hi, zc_lo, d);
    if (!(dd_isfinite(S_1_zc) && dd_isfinite(S_zc_zc)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    if (!(dd_isfinite(S_1_t)))
        return SYM_BAD + 1;  /* t: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[2];
    if (!jvp_gamma_d2_coefficients(S_1_t, S_1_zc, S_zc_zc, eps, d, k))
        return SYM_FALLBACK;
    const double a1 = fabs(k[1].hi), a0 = fabs(k[0].hi);
    (void)acc;
    double *restrict out = c->out + i * d;
    int64_t big = 0, top = 0;
    for (ptrdiff_t j = 0; j < d; j++) {
        sym_dd y = k[1];
        y = dd_add(y, dd_mul_d(k[0], t[j]));
        y = dd_mul_d(y, gamma[j]);
        double e = a1;
        e = fma(a0, fabs(t[j]), e);
        e = fabs(gamma[j]) * e;
        out[j] = y.hi;
        big = sym_max_bits(big, e * (double)d);
        top = sym_max_bits(top, fabs(y.hi));
    }
    return sym_within(big, SYM_RHO_DD, top) ? SYM_OK : SYM_FALLBACK;
}

static SYM_INLINE int jvp_gamma_d2_fast(const sym_call *c, ptrdiff_t i, double *ws)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict t = c->rows[1] + i * d;
    const double *restrict gamma = c->params[0];
    sym_dd sum_z = dd_from(0.0);
    sym_dd S_1_t = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero(), l1 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_t = sym_lanes_load(t + j);
            const sym_lanes v_z = sym_lanes_load(z + j);
            l0 = sym_lanes_add(l0, v_z);
            l1 = sym_lanes_add(l1, v_t);
        }
        double acc0[SYM_LANES], acc1[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        sym_lanes_spill(acc1, l1);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_t = t[j];
            const double x_z = z[j];
            acc0[k] += x_z;
            acc1[k] += x_t;
        }
        sum_z = dd_add_d(sum_z, sym_lanes_total(acc0));
        S_1_t = dd_add_d(S_1_t, sym_lanes_total(acc1));
    }
    const double mean = sum_z.hi / (double)d;
    sym_dd S_1_zc = dd_from(0.0);
    sym_dd S_zc_zc = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero(), l1 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_zc = sym_lanes_sub1(sym_lanes_load(z + j), mean);
            l0 = sym_lanes_add(l0, v_zc);
            l1 = sym_lanes_add(l1, sym_lanes_mul(v_zc, v_zc));
        }
        double acc0[SYM_LANES], acc1[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        sym_lanes_spill(acc1, l1);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_zc = (z[j] - mean);
            acc0[k] += x_zc;
            acc1[k] += x_zc * x_zc;
        }
        S_1_zc = dd_add_d(S_1_zc, sym_lanes_total(acc0));
        S_zc_zc = dd_add_d(S_zc_zc, sym_lanes_total(acc1));
    }
    if (!(dd_isfinite(S_1_zc) && dd_isfinite(S_zc_zc)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    if (!(dd_isfinite(S_1_t)))
        return SYM_BAD + 1;  /* t: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[2];
    if (!jvp_gamma_d2_coefficients(S_1_t, S_1_zc, S_zc_zc, eps, d, k))
        return SYM_FALLBACK;
    double *restrict out = c->out + i * d;
    const double k0 = k[0].hi, k1 = k[1].hi;
    const double a1 = fabs(k1), a0 = fabs(k0);
    int64_t big = 0, top = 0;
    for (ptrdiff_t j = 0; j < d; j++) {
        double y = k1;
        y = fma(k0, t[j], y);
        y = gamma[j] * y;
        double e = a1;
        e = fma(a0, fabs(t[j]), e);
        e = fabs(gamma[j]) * e;
        out[j] = y;
        big = sym_max_bits(big, e);
        top = sym_max_bits(top, fabs(y));
    }
    if (sym_within(big, SYM_RHO, top))
        return SYM_OK;
    return jvp_gamma_d2_exact(c, i, ws, NULL);
}

static SYM_CLONES void jvp_gamma_d2_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    (void)acc;
    for (ptrdiff_t i = i0; i < i1; i++)
        c->flags[i] = (signed char)jvp_gamma_d2_fast(c, i, ws);
}

static SYM_INLINE int jvp_gamma_general_coefficients(sym_dd S_1_t, sym_dd S_1_zc, sym_dd S_t_zc, sym_dd S_zc_zc, sym_dd eps, ptrdiff_t d, sym_dd *k)
{
    const double n = (double)d;
    const sym_dd q = dd_nonneg(dd_div_d(dd_sub(S_zc_zc, dd_div_d(dd_mul(S_1_zc, S_1_zc), n)), n));
    if (!sym_in_range(dd_add(eps, q)))
        return 0;
    const sym_dd r = dd_div(dd_from(1.0), dd_sqrt(dd_add(eps, q)));
    const sym_dd x0 = dd_div_d(dd_from(1.0), n);
    const sym_dd x1 = dd_mul(S_1_t, x0);
    const sym_dd x2 = dd_mul(r, dd_mul(r, r));
    const sym_dd x3 = dd_sub(S_t_zc, dd_mul(S_1_zc, x1));
    k[0] = dd_sub(dd_div_d(dd_div_d(dd_mul(S_1_zc, dd_mul(x2, x3)), n), n), dd_mul(r, x1));
    k[1] = dd_neg(dd_mul(x0, dd_mul(x2, x3)));
    k[2] = r;
    return dd_isfinite(k[0]) && dd_isfinite(k[1]) && dd_isfinite(k[2]);
}

static SYM_CLONES int jvp_gamma_general_exact(const sym_call *c, ptrdiff_t i, double *ws, double *acc)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict t = c->rows[1] + i * d;
    const double *restrict gamma = c->params[0];
    double *restrict zc_hi = ws, *restrict zc_lo = ws + d;
    sym_center_dd(z, sym_sum(z, d).hi / (double)d, zc_hi, zc_lo, d);
    const sym_dd S_1_t = sym_sum_dd(t, NULL, d);
    const sym_dd S_1_zc = sym_sum_dd(zc_hi, zc_lo, d);
    const sym_dd S_t_zc = sym_dot_dd(t, NULL, zc_hi, zc_lo, d);
    const sym_dd S_zc_zc = sym_dot_dd(zc_hi, zc_lo, zc_hi, zc_lo, d);
    if (!(dd_isfinite(S_1_zc) && dd_isfinite(S_zc_zc)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    if (!(dd_isfinite(S_1_t) && dd_isfinite(S_t_zc)))
        return SYM_BAD + 1;  /* t: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[3];
    if (!jvp_gamma_general_coefficients(S_1_t, S_1_zc, S_t_zc, S_zc_zc, eps, d, k))
        return SYM_FALLBACK;
    const double a0 = fabs(k[0].hi), a1 = fabs(k[1].hi), a2 = fabs(k[2].hi);
    (void)acc;
    double *restrict out = c->out + i * d;
    int64_t big = 0, top = 0;
    for (ptrdiff_t j = 0; j < d; j++) {
        sym_dd y = k[0];
        y = dd_add(y, dd_mul(k[1], (sym_dd){zc_hi[j], zc_lo[j]}));
        y = dd_add(y, dd_mul_d(k[2], t[j]));
        y = dd_mul_d(y, gamma[j]);
        double e = a0;
        e = fma(a1, fabs(zc_hi[j]), e);
        e = fma(a2, fabs(t[j]), e);
        e = fabs(gamma[j]) * e;
        out[j] = y.hi;
        big = sym_max_bits(big, e * (double)d);
        top = sym_max_bits(top, fabs(y.hi));
    }
    return sym_within(big, SYM_RHO_DD, top) ? SYM_OK : SYM_FALLBACK;
}

static SYM_INLINE int jvp_gamma_general_fast(const sym_call *c, ptrdiff_t i, double *ws)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict t = c->rows[1] + i * d;
    const double *restrict gamma = c->params[0];
    sym_dd sum_z = dd_from(0.0);
    sym_dd S_1_t = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero(), l1 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_t = sym_lanes_load(t + j);
            const sym_lanes v_z = sym_lanes_load(z + j);
            l0 = sym_lanes_add(l0, v_z);
            l1 = sym_lanes_add(l1, v_t);
        }
        double acc0[SYM_LANES], acc1[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        sym_lanes_spill(acc1, l1);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_t = t[j];
            const double x_z = z[j];
            acc0[k] += x_z;
            acc1[k] += x_t;
        }
        sum_z = dd_add_d(sum_z, sym_lanes_total(acc0));
        S_1_t = dd_add_d(S_1_t, sym_lanes_total(acc1));
    }
    const double mean = sum_z.hi / (double)d;
    sym_dd S_1_zc = dd_from(0.0);
    sym_dd S_t_zc = dd_from(0.0);
    sym_dd S_zc_zc = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero(), l1 = sym_lanes_zero(), l2 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_t = sym_lanes_load(t + j);
            const sym_lanes v_zc = sym_lanes_sub1(sym_lanes_load(z + j), mean);
            l0 = sym_lanes_add(l0, v_zc);
            l1 = sym_lanes_add(l1, sym_lanes_mul(v_t, v_zc));
            l2 = sym_lanes_add(l2, sym_lanes_mul(v_zc, v_zc));
        }
        double acc0[SYM_LANES], acc1[SYM_LANES], acc2[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        sym_lanes_spill(acc1, l1);
        sym_lanes_spill(acc2, l2);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_t = t[j];
            const double x_zc = (z[j] - mean);
            acc0[k] += x_zc;
            acc1[k] += x_t * x_zc;
            acc2[k] += x_zc * x_zc;
        }
        S_1_zc = dd_add_d(S_1_zc, sym_lanes_total(acc0));
        S_t_zc = dd_add_d(S_t_zc, sym_lanes_total(acc1));
        S_zc_zc = dd_add_d(S_zc_zc, sym_lanes_total(acc2));
    }
    if (!(dd_isfinite(S_1_zc) && dd_isfinite(S_zc_zc)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    if (!(dd_isfinite(S_1_t) && dd_isfinite(S_t_zc)))
        return SYM_BAD + 1;  /* t: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[3];
    if (!jvp_gamma_general_coefficients(S_1_t, S_1_zc, S_t_zc, S_zc_zc, eps, d, k))
        return SYM_FALLBACK;
    double *restrict out = c->out + i * d;
    const double k0 = k[0].hi, k1 = k[1].hi, k2 = k[2].hi;
    const double a0 = fabs(k0), a1 = fabs(k1), a2 = fabs(k2);
    int64_t big = 0, top = 0;
    for (ptrdiff_t j = 0; j < d; j++) {
        double y = k0;
        y = fma(k1, (z[j] - mean), y);
        y = fma(k2, t[j], y);
        y = gamma[j] * y;
        double e = a0;
        e = fma(a1, fabs((z[j] - mean)), e);
        e = fma(a2, fabs(t[j]), e);
        e = fabs(gamma[j]) * e;
        out[j] = y;
        big = sym_max_bits(big, e);
        top = sym_max_bits(top, fabs(y));
    }
    if (sym_within(big, SYM_RHO, top))
        return SYM_OK;
    return jvp_gamma_general_exact(c, i, ws, NULL);
}

static SYM_CLONES void jvp_gamma_general_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    (void)acc;
    for (ptrdiff_t i = i0; i < i1; i++)
        c->flags[i] = (signed char)jvp_gamma_general_fast(c, i, ws);
}

static void sym_jvp_gamma(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    if (c->d == 1) {
        jvp_gamma_d1_rows(c, i0, i1, ws, acc);
        return;
    }
    if (c->d == 2) {
        jvp_gamma_d2_rows(c, i0, i1, ws, acc);
        return;
    }
    jvp_gamma_general_rows(c, i0, i1, ws, acc);
}

/* vjp: J^T g
 *
 * derived: d = 1: Vec(0); d = 2: Vec((-<1,g>*eps/(d*(eps + q)**(3/2)))*1 + (eps/(eps + q)**(3/2))*g); other d: Vec((-<1,g>/(d*sqrt(eps + q)))*1 + (1/sqrt(eps + q))*g + (-<g,v>/(d*(eps + q)**(3/2)))*v)
 * evaluated (d = 1): Vec(0)
 * evaluated (d = 2): Vec((-<1,g>*eps/(d*(eps + q)**(3/2)))*1 + (eps/(eps + q)**(3/2))*g)
 * evaluated (other d): Vec((-<1,g>/(d*sqrt(eps + q)) + <1,zc>*(-<1,g>*<1,zc>/d + <g,zc>)/(d**2*(eps + q)**(3/2)))*1 + (1/sqrt(eps + q))*g + (-(-<1,g>*<1,zc>/d + <g,zc>)/(d*(eps + q)**(3/2)))*zc)
 * with q = (-<1,zc>**2/d + <zc,zc>)/d
 */
static SYM_INLINE int vjp_d1_fast(const sym_call *c, ptrdiff_t i, double *ws)
{
    const ptrdiff_t d = c->d;
    (void)ws;  /* the fast rows need no scratch; only the exact ones do */
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict g = c->rows[1] + i * d;
    sym_dd sum_z = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_z = sym_lanes_load(z + j);
            l0 = sym_lanes_add(l0, v_z);
        }
        double acc0[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_z = z[j];
            acc0[k] += x_z;
        }
        sum_z = dd_add_d(sum_z, sym_lanes_total(acc0));
    }
    const double mean = sum_z.hi / (double)d;
    sym_dd S_1_zc = dd_from(0.0);
    sym_dd S_zc_zc = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero(), l1 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_zc = sym_lanes_sub1(sym_lanes_load(z + j), mean);
            l0 = sym_lanes_add(l0, v_zc);
            l1 = sym_lanes_add(l1, sym_lanes_mul(v_zc, v_zc));
        }
        double acc0[SYM_LANES], acc1[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        sym_lanes_spill(acc1, l1);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_zc = (z[j] - mean);
            acc0[k] += x_zc;
            acc1[k] += x_zc * x_zc;
        }
        S_1_zc = dd_add_d(S_1_zc, sym_lanes_total(acc0));
        S_zc_zc = dd_add_d(S_zc_zc, sym_lanes_total(acc1));
    }
    if (!(dd_isfinite(S_1_zc) && dd_isfinite(S_zc_zc)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    if (!dd_isfinite(sym_sum(g, d)))
        return SYM_BAD + 1;  /* g: NaN, inf or too large */
    double *restrict out = c->out + i * d;
    for (ptrdiff_t j = 0; j < d; j++) {
        double y = 0.0;
        out[j] = y;
    }
    return SYM_OK;
}

static SYM_CLONES void vjp_d1_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    (void)acc;
    for (ptrdiff_t i = i0; i < i1; i++)
        c->flags[i] = (signed char)vjp_d1_fast(c, i, ws);
}

static SYM_INLINE int vjp_d2_coefficients(sym_dd S_1_g, sym_dd S_1_zc, sym_dd S_zc_zc, sym_dd eps, ptrdiff_t d, sym_dd *k)
{
    const double n = (double)d;
    const sym_dd q = dd_nonneg(dd_div_d(dd_sub(S_zc_zc, dd_div_d(dd_mul(S_1_zc, S_1_zc), n)), n));
    if (!sym_in_range(dd_add(eps, q)))
        return 0;
    const sym_dd r = dd_div(dd_from(1.0), dd_sqrt(dd_add(eps, q)));
    const sym_dd x0 = dd_mul(eps, dd_mul(r, dd_mul(r, r)));
    k[0] = x0;
    k[1] = dd_neg(dd_div_d(dd_mul(S_1_g, x0), n));
    return dd_isfinite(k[0]) && dd_isfinite(k[1]);
}

static SYM_CLONES int vjp_d2_exact(const sym_call *c, ptrdiff_t i, double *ws, double *acc)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict g = c->rows[1] + i * d;
    double *restrict zc_hi = ws, *restrict zc_lo = ws + d;
    sym_center_dd(z, sym_sum(z, d).hi / (double)d, zc_hi, zc_lo, d);
    const sym_dd S_1_g = sym_sum_dd(g, NULL, d);
    const sym_dd S_1_zc = sym_sum_dd(zc_hi, zc_lo, d);
    const sym_dd S_zc_zc = sym_dot_dd(zc_hi, zc_lo, zc_hi, zc_lo, d);
    if (!(dd_isfinite(S_1_zc) && dd_isfinite(S_zc_zc)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    if (!(dd_isfinite(S_1_g)))
        return SYM_BAD + 1;  /* g: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[2];
    if (!vjp_d2_coefficients(S_1_g, S_1_zc, S_zc_zc, eps, d, k))
        return SYM_FALLBACK;
    const double a1 = fabs(k[1].hi), a0 = fabs(k[0].hi);
    (void)acc;
    double *restrict out = c->out + i * d;
    int64_t big = 0, top = 0;
    for (ptrdiff_t j = 0; j < d; j++) {
        sym_dd y = k[1];
        y = dd_add(y, dd_mul_d(k[0], g[j]));
        double e = a1;
        e = fma(a0, fabs(g[j]), e);
        out[j] = y.hi;
        big = sym_max_bits(big, e * (double)d);
        top = sym_max_bits(top, fabs(y.hi));
    }
    return sym_within(big, SYM_RHO_DD, top) ? SYM_OK : SYM_FALLBACK;
}

static SYM_INLINE int vjp_d2_fast(const sym_call *c, ptrdiff_t i, double *ws)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict g = c->rows[1] + i * d;
    sym_dd sum_z = dd_from(0.0);
    sym_dd S_1_g = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero(), l1 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_g = sym_lanes_load(g + j);
            const sym_lanes v_z = sym_lanes_load(z + j);
            l0 = sym_lanes_add(l0, v_z);
            l1 = sym_lanes_add(l1, v_g);
        }
        double acc0[SYM_LANES], acc1[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        sym_lanes_spill(acc1, l1);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_g = g[j];
            const double x_z = z[j];
            acc0[k] += x_z;
            acc1[k] += x_g;
        }
        sum_z = dd_add_d(sum_z, sym_lanes_total(acc0));
        S_1_g = dd_add_d(S_1_g, sym_lanes_total(acc1));
    }
    const double mean = sum_z.hi / (double)d;
    sym_dd S_1_zc = dd_from(0.0);
    sym_dd S_zc_zc = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero(), l1 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_zc = sym_lanes_sub1(sym_lanes_load(z + j), mean);
            l0 = sym_lanes_add(l0, v_zc);
            l1 = sym_lanes_add(l1, sym_lanes_mul(v_zc, v_zc));
        }
        double acc0[SYM_LANES], acc1[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        sym_lanes_spill(acc1, l1);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_zc = (z[j] - mean);
            acc0[k] += x_zc;
            acc1[k] += x_zc * x_zc;
        }
        S_1_zc = dd_add_d(S_1_zc, sym_lanes_total(acc0));
        S_zc_zc = dd_add_d(S_zc_zc, sym_lanes_total(acc1));
    }
    if (!(dd_isfinite(S_1_zc) && dd_isfinite(S_zc_zc)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    if (!(dd_isfinite(S_1_g)))
        return SYM_BAD + 1;  /* g: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[2];
    if (!vjp_d2_coefficients(S_1_g, S_1_zc, S_zc_zc, eps, d, k))
        return SYM_FALLBACK;
    double *restrict out = c->out + i * d;
    const double k0 = k[0].hi, k1 = k[1].hi;
    const double a1 = fabs(k1), a0 = fabs(k0);
    int64_t big = 0, top = 0;
    for (ptrdiff_t j = 0; j < d; j++) {
        double y = k1;
        y = fma(k0, g[j], y);
        double e = a1;
        e = fma(a0, fabs(g[j]), e);
        out[j] = y;
        big = sym_max_bits(big, e);
        top = sym_max_bits(top, fabs(y));
    }
    if (sym_within(big, SYM_RHO, top))
        return SYM_OK;
    return vjp_d2_exact(c, i, ws, NULL);
}

static SYM_CLONES void vjp_d2_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    (void)acc;
    for (ptrdiff_t i = i0; i < i1; i++)
        c->flags[i] = (signed char)vjp_d2_fast(c, i, ws);
}

static SYM_INLINE int vjp_general_coefficients(sym_dd S_1_g, sym_dd S_1_zc, sym_dd S_g_zc, sym_dd S_zc_zc, sym_dd eps, ptrdiff_t d, sym_dd *k)
{
    const double n = (double)d;
    const sym_dd q = dd_nonneg(dd_div_d(dd_sub(S_zc_zc, dd_div_d(dd_mul(S_1_zc, S_1_zc), n)), n));
    if (!sym_in_range(dd_add(eps, q)))
        return 0;
    const sym_dd r = dd_div(dd_from(1.0), dd_sqrt(dd_add(eps, q)));
    const sym_dd x0 = dd_div_d(dd_from(1.0), n);
    const sym_dd x1 = dd_mul(S_1_g, x0);
    const sym_dd x2 = dd_mul(r, dd_mul(r, r));
    const sym_dd x3 = dd_sub(S_g_zc, dd_mul(S_1_zc, x1));
    k[0] = dd_sub(dd_div_d(dd_div_d(dd_mul(S_1_zc, dd_mul(x2, x3)), n), n), dd_mul(r, x1));
    k[1] = dd_neg(dd_mul(x0, dd_mul(x2, x3)));
    k[2] = r;
    return dd_isfinite(k[0]) && dd_isfinite(k[1]) && dd_isfinite(k[2]);
}

static SYM_CLONES int vjp_general_exact(const sym_call *c, ptrdiff_t i, double *ws, double *acc)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict g = c->rows[1] + i * d;
    double *restrict zc_hi = ws, *restrict zc_lo = ws + d;
    sym_center_dd(z, sym_sum(z, d).hi / (double)d, zc_hi, zc_lo, d);
    const sym_dd S_1_g = sym_sum_dd(g, NULL, d);
    const sym_dd S_1_zc = sym_sum_dd(zc_hi, zc_lo, d);
    const sym_dd S_g_zc = sym_dot_dd(g, NULL, zc_hi, zc_lo, d);
    const sym_dd S_zc_zc = sym_dot_dd(zc_hi, zc_lo, zc_hi, zc_lo, d);
    if (!(dd_isfinite(S_1_zc) && dd_isfinite(S_zc_zc)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    if (!(dd_isfinite(S_1_g) && dd_isfinite(S_g_zc)))
        return SYM_BAD + 1;  /* g: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[3];
    if (!vjp_general_coefficients(S_1_g, S_1_zc, S_g_zc, S_zc_zc, eps, d, k))
        return SYM_FALLBACK;
    const double a0 = fabs(k[0].hi), a1 = fabs(k[1].hi), a2 = fabs(k[2].hi);
    (void)acc;
    double *restrict out = c->out + i * d;
    int64_t big = 0, top = 0;
    for (ptrdiff_t j = 0; j < d; j++) {
        sym_dd y = k[0];
        y = dd_add(y, dd_mul(k[1], (sym_dd){zc_hi[j], zc_lo[j]}));
        y = dd_add(y, dd_mul_d(k[2], g[j]));
        double e = a0;
        e = fma(a1, fabs(zc_hi[j]), e);
        e = fma(a2, fabs(g[j]), e);
        out[j] = y.hi;
        big = sym_max_bits(big, e * (double)d);
        top = sym_max_bits(top, fabs(y.hi));
    }
    return sym_within(big, SYM_RHO_DD, top) ? SYM_OK : SYM_FALLBACK;
}

static SYM_INLINE int vjp_general_fast(const sym_call *c, ptrdiff_t i, double *ws)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict g = c->rows[1] + i * d;
    sym_dd sum_z = dd_from(0.0);
    sym_dd S_1_g = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero(), l1 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_g = sym_lanes_load(g + j);
            const sym_lanes v_z = sym_lanes_load(z + j);
            l0 = sym_lanes_add(l0, v_z);
            l1 = sym_lanes_add(l1, v_g);
        }
        double acc0[SYM_LANES], acc1[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        sym_lanes_spill(acc1, l1);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_g = g[j];
            const double x_z = z[j];
            acc0[k] += x_z;
            acc1[k] += x_g;
        }
        sum_z = dd_add_d(sum_z, sym_lanes_total(acc0));
        S_1_g = dd_add_d(S_1_g, sym_lanes_total(acc1));
    }
    const double mean = sum_z.hi / (double)d;
    sym_dd S_1_zc = dd_from(0.0);
    sym_dd S_g_zc = dd_from(0.0);
    sym_dd S_zc_zc = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero(), l1 = sym_lanes_zero(), l2 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_g = sym_lanes_load(g + j);
            const sym_lanes v_zc = sym_lanes_sub1(sym_lanes_load(z + j), mean);
            l0 = sym_lanes_add(l0, v_zc);
            l1 = sym_lanes_add(l1, sym_lanes_mul(v_g, v_zc));
            l2 = sym_lanes_add(l2, sym_lanes_mul(v_zc, v_zc));
        }
        double acc0[SYM_LANES], acc1[SYM_LANES], acc2[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        sym_lanes_spill(acc1, l1);
        sym_lanes_spill(acc2, l2);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_g = g[j];
            const double x_zc = (z[j] - mean);
            acc0[k] += x_zc;
            acc1[k] += x_g * x_zc;
            acc2[k] += x_zc * x_zc;
        }
        S_1_zc = dd_add_d(S_1_zc, sym_lanes_total(acc0));
        S_g_zc = dd_add_d(S_g_zc, sym_lanes_total(acc1));
        S_zc_zc = dd_add_d(S_zc_zc, sym_lanes_total(acc2));
    }
    if (!(dd_isfinite(S_1_zc) && dd_isfinite(S_zc_zc)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    if (!(dd_isfinite(S_1_g) && dd_isfinite(S_g_zc)))
        return SYM_BAD + 1;  /* g: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[3];
    if (!vjp_general_coefficients(S_1_g, S_1_zc, S_g_zc, S_zc_zc, eps, d, k))
        return SYM_FALLBACK;
    double *restrict out = c->out + i * d;
    const double k0 = k[0].hi, k1 = k[1].hi, k2 = k[2].hi;
    const double a0 = fabs(k0), a1 = fabs(k1), a2 = fabs(k2);
    int64_t big = 0, top = 0;
    for (ptrdiff_t j = 0; j < d; j++) {
        double y = k0;
        y = fma(k1, (z[j] - mean), y);
        y = fma(k2, g[j], y);
        double e = a0;
        e = fma(a1, fabs((z[j] - mean)), e);
        e = fma(a2, fabs(g[j]), e);
        out[j] = y;
        big = sym_max_bits(big, e);
        top = sym_max_bits(top, fabs(y));
    }
    if (sym_within(big, SYM_RHO, top))
        return SYM_OK;
    return vjp_general_exact(c, i, ws, NULL);
}

static SYM_CLONES void vjp_general_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    (void)acc;
    for (ptrdiff_t i = i0; i < i1; i++)
        c->flags[i] = (signed char)vjp_general_fast(c, i, ws);
}

static void sym_vjp(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    if (c->d == 1) {
        vjp_d1_rows(c, i0, i1, ws, acc);
        return;
    }
    if (c->d == 2) {
        vjp_d2_rows(c, i0, i1, ws, acc);
        return;
    }
    vjp_general_rows(c, i0, i1, ws, acc);
}

/* vjp_gamma: J_y^T g = J^T (gamma * g)
 *
 * derived: d = 1: Vec(0); d = 2: Vec((-<g,gamma>*eps/(d*(eps + q)**(3/2)))*1 + (eps/(eps + q)**(3/2))*g⊙gamma); other d: Vec((-<g,gamma>/(d*sqrt(eps + q)))*1 + (1/sqrt(eps + q))*g⊙gamma + (-Σ(g⊙gamma⊙v)/(d*(eps + q)**(3/2)))*v)
 * evaluated (d = 1): Vec(0)
 * evaluated (d = 2): Vec((-<1,p>*eps/(d*(eps + q)**(3/2)))*1 + (eps/(eps + q)**(3/2))*p)
 * evaluated (other d): Vec((-<1,p>/(d*sqrt(eps + q)) + <1,zc>*(-<1,p>*<1,zc>/d + <p,zc>)/(d**2*(eps + q)**(3/2)))*1 + (1/sqrt(eps + q))*p + (-(-<1,p>*<1,zc>/d + <p,zc>)/(d*(eps + q)**(3/2)))*zc)
 * with q = (-<1,zc>**2/d + <zc,zc>)/d
 */
static SYM_INLINE int vjp_gamma_d1_fast(const sym_call *c, ptrdiff_t i, double *ws)
{
    const ptrdiff_t d = c->d;
    (void)ws;  /* the fast rows need no scratch; only the exact ones do */
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict g = c->rows[1] + i * d;
    sym_dd sum_z = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_z = sym_lanes_load(z + j);
            l0 = sym_lanes_add(l0, v_z);
        }
        double acc0[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_z = z[j];
            acc0[k] += x_z;
        }
        sum_z = dd_add_d(sum_z, sym_lanes_total(acc0));
    }
    const double mean = sum_z.hi / (double)d;
    sym_dd S_1_zc = dd_from(0.0);
    sym_dd S_zc_zc = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero(), l1 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_zc = sym_lanes_sub1(sym_lanes_load(z + j), mean);
            l0 = sym_lanes_add(l0, v_zc);
            l1 = sym_lanes_add(l1, sym_lanes_mul(v_zc, v_zc));
        }
        double acc0[SYM_LANES], acc1[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        sym_lanes_spill(acc1, l1);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_zc = (z[j] - mean);
            acc0[k] += x_zc;
            acc1[k] += x_zc * x_zc;
        }
        S_1_zc = dd_add_d(S_1_zc, sym_lanes_total(acc0));
        S_zc_zc = dd_add_d(S_zc_zc, sym_lanes_total(acc1));
    }
    if (!(dd_isfinite(S_1_zc) && dd_isfinite(S_zc_zc)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    if (!dd_isfinite(sym_sum(g, d)))
        return SYM_BAD + 1;  /* g: NaN, inf or too large */
    double *restrict out = c->out + i * d;
    for (ptrdiff_t j = 0; j < d; j++) {
        double y = 0.0;
        out[j] = y;
    }
    return SYM_OK;
}

static SYM_CLONES void vjp_gamma_d1_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    (void)acc;
    for (ptrdiff_t i = i0; i < i1; i++)
        c->flags[i] = (signed char)vjp_gamma_d1_fast(c, i, ws);
}

static SYM_INLINE int vjp_gamma_d2_coefficients(sym_dd S_1_p, sym_dd S_1_zc, sym_dd S_zc_zc, sym_dd eps, ptrdiff_t d, sym_dd *k)
{
    const double n = (double)d;
    const sym_dd q = dd_nonneg(dd_div_d(dd_sub(S_zc_zc, dd_div_d(dd_mul(S_1_zc, S_1_zc), n)), n));
    if (!sym_in_range(dd_add(eps, q)))
        return 0;
    const sym_dd r = dd_div(dd_from(1.0), dd_sqrt(dd_add(eps, q)));
    const sym_dd x0 = dd_mul(eps, dd_mul(r, dd_mul(r, r)));
    k[0] = x0;
    k[1] = dd_neg(dd_div_d(dd_mul(S_1_p, x0), n));
    return dd_isfinite(k[0]) && dd_isfinite(k[1]);
}

static SYM_CLONES int vjp_gamma_d2_exact(const sym_call *c, ptrdiff_t i, double *ws, double *acc)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict g = c->rows[1] + i * d;
    const double *restrict gamma = c->params[0];
    double *restrict zc_hi = ws, *restrict zc_lo = ws + d;
    sym_center_dd(z, sym_sum(z, d).hi / (double)d, zc_hi, zc_lo, d);
    double *restrict p_hi = ws + 2 * d, *restrict p_lo = ws + 3 * d;
    sym_product_dd(g, gamma, p_hi, p_lo, d);
    const sym_dd S_1_p = sym_sum_dd(p_hi, p_lo, d);
    const sym_dd S_1_zc = sym_sum_dd(zc_hi, zc_lo, d);
    const sym_dd S_zc_zc = sym_dot_dd(zc_hi, zc_lo, zc_hi, zc_lo, d);
    if (!(dd_isfinite(S_1_zc) && dd_isfinite(S_zc_zc)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    if (!(dd_isfinite(S_1_p)))
        return SYM_BAD + 1;  /* g: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[2];
    if (!vjp_gamma_d2_coefficients(S_1_p, S_1_zc, S_zc_zc, eps, d, k))
        return SYM_FALLBACK;
    const double a1 = fabs(k[1].hi), a0 = fabs(k[0].hi);
    (void)acc;
    double *restrict out = c->out + i * d;
    int64_t big = 0, top = 0;
    for (ptrdiff_t j = 0; j < d; j++) {
        sym_dd y = k[1];
        y = dd_add(y, dd_mul(k[0], (sym_dd){p_hi[j], p_lo[j]}));
        double e = a1;
        e = fma(a0, fabs(p_hi[j]), e);
        out[j] = y.hi;
        big = sym_max_bits(big, e * (double)d);
        top = sym_max_bits(top, fabs(y.hi));
    }
    return sym_within(big, SYM_RHO_DD, top) ? SYM_OK : SYM_FALLBACK;
}

static SYM_INLINE int vjp_gamma_d2_fast(const sym_call *c, ptrdiff_t i, double *ws)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict g = c->rows[1] + i * d;
    const double *restrict gamma = c->params[0];
    sym_dd sum_z = dd_from(0.0);
    sym_dd S_1_p = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero(), l1 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_p = sym_lanes_mul(sym_lanes_load(g + j), sym_lanes_load(gamma + j));
            const sym_lanes v_z = sym_lanes_load(z + j);
            l0 = sym_lanes_add(l0, v_z);
            l1 = sym_lanes_add(l1, v_p);
        }
        double acc0[SYM_LANES], acc1[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        sym_lanes_spill(acc1, l1);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_p = (g[j] * gamma[j]);
            const double x_z = z[j];
            acc0[k] += x_z;
            acc1[k] += x_p;
        }
        sum_z = dd_add_d(sum_z, sym_lanes_total(acc0));
        S_1_p = dd_add_d(S_1_p, sym_lanes_total(acc1));
    }
    const double mean = sum_z.hi / (double)d;
    sym_dd S_1_zc = dd_from(0.0);
    sym_dd S_zc_zc = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero(), l1 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_zc = sym_lanes_sub1(sym_lanes_load(z + j), mean);
            l0 = sym_lanes_add(l0, v_zc);
            l1 = sym_lanes_add(l1, sym_lanes_mul(v_zc, v_zc));
        }
        double acc0[SYM_LANES], acc1[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        sym_lanes_spill(acc1, l1);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_zc = (z[j] - mean);
            acc0[k] += x_zc;
            acc1[k] += x_zc * x_zc;
        }
        S_1_zc = dd_add_d(S_1_zc, sym_lanes_total(acc0));
        S_zc_zc = dd_add_d(S_zc_zc, sym_lanes_total(acc1));
    }
    if (!(dd_isfinite(S_1_zc) && dd_isfinite(S_zc_zc)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    if (!(dd_isfinite(S_1_p)))
        return SYM_BAD + 1;  /* g: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[2];
    if (!vjp_gamma_d2_coefficients(S_1_p, S_1_zc, S_zc_zc, eps, d, k))
        return SYM_FALLBACK;
    double *restrict out = c->out + i * d;
    const double k0 = k[0].hi, k1 = k[1].hi;
    const double a1 = fabs(k1), a0 = fabs(k0);
    int64_t big = 0, top = 0;
    for (ptrdiff_t j = 0; j < d; j++) {
        double y = k1;
        y = fma(k0, (g[j] * gamma[j]), y);
        double e = a1;
        e = fma(a0, fabs((g[j] * gamma[j])), e);
        out[j] = y;
        big = sym_max_bits(big, e);
        top = sym_max_bits(top, fabs(y));
    }
    if (sym_within(big, SYM_RHO, top))
        return SYM_OK;
    return vjp_gamma_d2_exact(c, i, ws, NULL);
}

static SYM_CLONES void vjp_gamma_d2_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    (void)acc;
    for (ptrdiff_t i = i0; i < i1; i++)
        c->flags[i] = (signed char)vjp_gamma_d2_fast(c, i, ws);
}

static SYM_INLINE int vjp_gamma_general_coefficients(sym_dd S_1_p, sym_dd S_1_zc, sym_dd S_p_zc, sym_dd S_zc_zc, sym_dd eps, ptrdiff_t d, sym_dd *k)
{
    const double n = (double)d;
    const sym_dd q = dd_nonneg(dd_div_d(dd_sub(S_zc_zc, dd_div_d(dd_mul(S_1_zc, S_1_zc), n)), n));
    if (!sym_in_range(dd_add(eps, q)))
        return 0;
    const sym_dd r = dd_div(dd_from(1.0), dd_sqrt(dd_add(eps, q)));
    const sym_dd x0 = dd_div_d(dd_from(1.0), n);
    const sym_dd x1 = dd_mul(S_1_p, x0);
    const sym_dd x2 = dd_mul(r, dd_mul(r, r));
    const sym_dd x3 = dd_sub(S_p_zc, dd_mul(S_1_zc, x1));
    k[0] = dd_sub(dd_div_d(dd_div_d(dd_mul(S_1_zc, dd_mul(x2, x3)), n), n), dd_mul(r, x1));
    k[1] = dd_neg(dd_mul(x0, dd_mul(x2, x3)));
    k[2] = r;
    return dd_isfinite(k[0]) && dd_isfinite(k[1]) && dd_isfinite(k[2]);
}

static SYM_CLONES int vjp_gamma_general_exact(const sym_call *c, ptrdiff_t i, double *ws, double *acc)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict g = c->rows[1] + i * d;
    const double *restrict gamma = c->params[0];
    double *restrict zc_hi = ws, *restrict zc_lo = ws + d;
    sym_center_dd(z, sym_sum(z, d).hi / (double)d, zc_hi, zc_lo, d);
    double *restrict p_hi = ws + 2 * d, *restrict p_lo = ws + 3 * d;
    sym_product_dd(g, gamma, p_hi, p_lo, d);
    const sym_dd S_1_p = sym_sum_dd(p_hi, p_lo, d);
    const sym_dd S_1_zc = sym_sum_dd(zc_hi, zc_lo, d);
    const sym_dd S_p_zc = sym_dot_dd(p_hi, p_lo, zc_hi, zc_lo, d);
    const sym_dd S_zc_zc = sym_dot_dd(zc_hi, zc_lo, zc_hi, zc_lo, d);
    if (!(dd_isfinite(S_1_zc) && dd_isfinite(S_zc_zc)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    if (!(dd_isfinite(S_1_p) && dd_isfinite(S_p_zc)))
        return SYM_BAD + 1;  /* g: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[3];
    if (!vjp_gamma_general_coefficients(S_1_p, S_1_zc, S_p_zc, S_zc_zc, eps, d, k))
        return SYM_FALLBACK;
    const double a0 = fabs(k[0].hi), a1 = fabs(k[1].hi), a2 = fabs(k[2].hi);
    (void)acc;
    double *restrict out = c->out + i * d;
    int64_t big = 0, top = 0;
    for (ptrdiff_t j = 0; j < d; j++) {
        sym_dd y = k[0];
        y = dd_add(y, dd_mul(k[1], (sym_dd){zc_hi[j], zc_lo[j]}));
        y = dd_add(y, dd_mul(k[2], (sym_dd){p_hi[j], p_lo[j]}));
        double e = a0;
        e = fma(a1, fabs(zc_hi[j]), e);
        e = fma(a2, fabs(p_hi[j]), e);
        out[j] = y.hi;
        big = sym_max_bits(big, e * (double)d);
        top = sym_max_bits(top, fabs(y.hi));
    }
    return sym_within(big, SYM_RHO_DD, top) ? SYM_OK : SYM_FALLBACK;
}

static SYM_INLINE int vjp_gamma_general_fast(const sym_call *c, ptrdiff_t i, double *ws)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict g = c->rows[1] + i * d;
    const double *restrict gamma = c->params[0];
    sym_dd sum_z = dd_from(0.0);
    sym_dd S_1_p = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero(), l1 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_p = sym_lanes_mul(sym_lanes_load(g + j), sym_lanes_load(gamma + j));
            const sym_lanes v_z = sym_lanes_load(z + j);
            l0 = sym_lanes_add(l0, v_z);
            l1 = sym_lanes_add(l1, v_p);
        }
        double acc0[SYM_LANES], acc1[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        sym_lanes_spill(acc1, l1);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_p = (g[j] * gamma[j]);
            const double x_z = z[j];
            acc0[k] += x_z;
            acc1[k] += x_p;
        }
        sum_z = dd_add_d(sum_z, sym_lanes_total(acc0));
        S_1_p = dd_add_d(S_1_p, sym_lanes_total(acc1));
    }
    const double mean = sum_z.hi / (double)d;
    sym_dd S_1_zc = dd_from(0.0);
    sym_dd S_p_zc = dd_from(0.0);
    sym_dd S_zc_zc = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero(), l1 = sym_lanes_zero(), l2 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_p = sym_lanes_mul(sym_lanes_load(g + j), sym_lanes_load(gamma + j));
            const sym_lanes v_zc = sym_lanes_sub1(sym_lanes_load(z + j), mean);
            l0 = sym_lanes_add(l0, v_zc);
            l1 = sym_lanes_add(l1, sym_lanes_mul(v_p, v_zc));
            l2 = sym_lanes_add(l2, sym_lanes_mul(v_zc, v_zc));
        }
        double acc0[SYM_LANES], acc1[SYM_LANES], acc2[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        sym_lanes_spill(acc1, l1);
        sym_lanes_spill(acc2, l2);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_p = (g[j] * gamma[j]);
            const double x_zc = (z[j] - mean);
            acc0[k] += x_zc;
            acc1[k] += x_p * x_zc;
            acc2[k] += x_zc * x_zc;
        }
        S_1_zc = dd_add_d(S_1_zc, sym_lanes_total(acc0));
        S_p_zc = dd_add_d(S_p_zc, sym_lanes_total(acc1));
        S_zc_zc = dd_add_d(S_zc_zc, sym_lanes_total(acc2));
    }
    if (!(dd_isfinite(S_1_zc) && dd_isfinite(S_zc_zc)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    if (!(dd_isfinite(S_1_p) && dd_isfinite(S_p_zc)))
        return SYM_BAD + 1;  /* g: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[3];
    if (!vjp_gamma_general_coefficients(S_1_p, S_1_zc, S_p_zc, S_zc_zc, eps, d, k))
        return SYM_FALLBACK;
    double *restrict out = c->out + i * d;
    const double k0 = k[0].hi, k1 = k[1].hi, k2 = k[2].hi;
    const double a0 = fabs(k0), a1 = fabs(k1), a2 = fabs(k2);
    int64_t big = 0, top = 0;
    for (ptrdiff_t j = 0; j < d; j++) {
        double y = k0;
        y = fma(k1, (z[j] - mean), y);
        y = fma(k2, (g[j] * gamma[j]), y);
        double e = a0;
        e = fma(a1, fabs((z[j] - mean)), e);
        e = fma(a2, fabs((g[j] * gamma[j])), e);
        out[j] = y;
        big = sym_max_bits(big, e);
        top = sym_max_bits(top, fabs(y));
    }
    if (sym_within(big, SYM_RHO, top))
        return SYM_OK;
    return vjp_gamma_general_exact(c, i, ws, NULL);
}

static SYM_CLONES void vjp_gamma_general_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    (void)acc;
    for (ptrdiff_t i = i0; i < i1; i++)
        c->flags[i] = (signed char)vjp_gamma_general_fast(c, i, ws);
}

static void sym_vjp_gamma(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    if (c->d == 1) {
        vjp_gamma_d1_rows(c, i0, i1, ws, acc);
        return;
    }
    if (c->d == 2) {
        vjp_gamma_d2_rows(c, i0, i1, ws, acc);
        return;
    }
    vjp_gamma_general_rows(c, i0, i1, ws, acc);
}

/* jacobian: J = (P - v v^T / (d (q + eps))) / sqrt(q + eps)
 *
 * derived: d = 1: Mat(0); d = 2: Mat((eps/(eps + q)**(3/2))*diag(1) + (-eps/(d*(eps + q)**(3/2)))*1 1^T); other d: Mat((1/sqrt(eps + q))*diag(1) + (-1/(d*sqrt(eps + q)))*1 1^T + (-1/(d*(eps + q)**(3/2)))*v v^T)
 * evaluated (d = 1): Mat(0)
 * evaluated (d = 2): Mat((eps/(eps + q)**(3/2))*diag(1) + (-eps/(d*(eps + q)**(3/2)))*1 1^T)
 * evaluated (other d): Mat((1/sqrt(eps + q))*diag(1) + (-<1,zc>**2/(d**3*(eps + q)**(3/2)) - 1/(d*sqrt(eps + q)))*1 1^T + (<1,zc>/(d**2*(eps + q)**(3/2)))*1 zc^T + (<1,zc>/(d**2*(eps + q)**(3/2)))*zc 1^T + (-1/(d*(eps + q)**(3/2)))*zc zc^T)
 * with q = (-<1,zc>**2/d + <zc,zc>)/d
 */
static SYM_CLONES int jacobian_d1_exact(const sym_call *c, ptrdiff_t i, double *ws, double *acc)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    double *restrict zc_hi = ws, *restrict zc_lo = ws + d;
    sym_center_dd(z, sym_sum(z, d).hi / (double)d, zc_hi, zc_lo, d);
    const sym_dd S_1_zc = sym_sum_dd(zc_hi, zc_lo, d);
    const sym_dd S_zc_zc = sym_dot_dd(zc_hi, zc_lo, zc_hi, zc_lo, d);
    if (!(dd_isfinite(S_1_zc) && dd_isfinite(S_zc_zc)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    (void)acc;
    double *restrict out = c->out + i * d * d;
    for (ptrdiff_t j = 0; j < d; j++) {
    }
    for (ptrdiff_t a = 0; a < d; a++) {
        for (ptrdiff_t j = 0; j < d; j++)
            out[a * d + j] = dd_from(0.0).hi;
        out[a * d + a] = dd_from(0.0).hi;
    }
    return SYM_OK;
}

static SYM_CLONES void jacobian_d1_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    for (ptrdiff_t i = i0; i < i1; i++)
        c->flags[i] = (signed char)jacobian_d1_exact(c, i, ws, acc);
}

static SYM_INLINE int jacobian_d2_coefficients(sym_dd S_1_zc, sym_dd S_zc_zc, sym_dd eps, ptrdiff_t d, sym_dd *k)
{
    const double n = (double)d;
    const sym_dd q = dd_nonneg(dd_div_d(dd_sub(S_zc_zc, dd_div_d(dd_mul(S_1_zc, S_1_zc), n)), n));
    if (!sym_in_range(dd_add(eps, q)))
        return 0;
    const sym_dd r = dd_div(dd_from(1.0), dd_sqrt(dd_add(eps, q)));
    const sym_dd x0 = dd_mul(eps, dd_mul(r, dd_mul(r, r)));
    k[0] = x0;
    k[1] = dd_neg(dd_div_d(x0, n));
    return dd_isfinite(k[0]) && dd_isfinite(k[1]);
}

static SYM_CLONES int jacobian_d2_exact(const sym_call *c, ptrdiff_t i, double *ws, double *acc)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    double *restrict zc_hi = ws, *restrict zc_lo = ws + d;
    sym_center_dd(z, sym_sum(z, d).hi / (double)d, zc_hi, zc_lo, d);
    const sym_dd S_1_zc = sym_sum_dd(zc_hi, zc_lo, d);
    const sym_dd S_zc_zc = sym_dot_dd(zc_hi, zc_lo, zc_hi, zc_lo, d);
    if (!(dd_isfinite(S_1_zc) && dd_isfinite(S_zc_zc)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[2];
    if (!jacobian_d2_coefficients(S_1_zc, S_zc_zc, eps, d, k))
        return SYM_FALLBACK;
    (void)acc;
    double *restrict out = c->out + i * d * d;
    double *restrict r0_hi = ws + 2 * d, *restrict r0_lo = ws + 3 * d;
    for (ptrdiff_t j = 0; j < d; j++) {
        const sym_dd r0 = k[1];
        r0_hi[j] = r0.hi;
        r0_lo[j] = r0.lo;
    }
    for (ptrdiff_t a = 0; a < d; a++) {
        for (ptrdiff_t j = 0; j < d; j++)
            out[a * d + j] = (sym_dd){r0_hi[j], r0_lo[j]}.hi;
        out[a * d + a] = dd_add((sym_dd){r0_hi[a], r0_lo[a]}, k[0]).hi;
    }
    return SYM_OK;
}

static SYM_CLONES void jacobian_d2_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    for (ptrdiff_t i = i0; i < i1; i++)
        c->flags[i] = (signed char)jacobian_d2_exact(c, i, ws, acc);
}

static SYM_INLINE int jacobian_general_coefficients(sym_dd S_1_zc, sym_dd S_zc_zc, sym_dd eps, ptrdiff_t d, sym_dd *k)
{
    const double n = (double)d;
    const sym_dd q = dd_nonneg(dd_div_d(dd_sub(S_zc_zc, dd_div_d(dd_mul(S_1_zc, S_1_zc), n)), n));
    if (!sym_in_range(dd_add(eps, q)))
        return 0;
    const sym_dd r = dd_div(dd_from(1.0), dd_sqrt(dd_add(eps, q)));
    const sym_dd x0 = dd_div_d(dd_from(1.0), n);
    const sym_dd x1 = dd_mul(r, dd_mul(r, r));
    const sym_dd x2 = dd_div_d(dd_div_d(dd_mul(S_1_zc, x1), n), n);
    k[0] = dd_sub(dd_neg(dd_div_d(dd_div_d(dd_div_d(dd_mul(dd_mul(S_1_zc, S_1_zc), x1), n), n), n)), dd_mul(r, x0));
    k[1] = dd_neg(dd_mul(x0, x1));
    k[2] = x2;
    k[3] = x2;
    k[4] = r;
    return dd_isfinite(k[0]) && dd_isfinite(k[1]) && dd_isfinite(k[2]) && dd_isfinite(k[3]) && dd_isfinite(k[4]);
}

static SYM_CLONES int jacobian_general_exact(const sym_call *c, ptrdiff_t i, double *ws, double *acc)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    double *restrict zc_hi = ws, *restrict zc_lo = ws + d;
    sym_center_dd(z, sym_sum(z, d).hi / (double)d, zc_hi, zc_lo, d);
    const sym_dd S_1_zc = sym_sum_dd(zc_hi, zc_lo, d);
    const sym_dd S_zc_zc = sym_dot_dd(zc_hi, zc_lo, zc_hi, zc_lo, d);
    if (!(dd_isfinite(S_1_zc) && dd_isfinite(S_zc_zc)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[5];
    if (!jacobian_general_coefficients(S_1_zc, S_zc_zc, eps, d, k))
        return SYM_FALLBACK;
    (void)acc;
    double *restrict out = c->out + i * d * d;
    double *restrict r0_hi = ws + 2 * d, *restrict r0_lo = ws + 3 * d;
    double *restrict r1_hi = ws + 4 * d, *restrict r1_lo = ws + 5 * d;
    for (ptrdiff_t j = 0; j < d; j++) {
        const sym_dd r0 = dd_add(k[0], dd_mul(k[3], (sym_dd){zc_hi[j], zc_lo[j]}));
        r0_hi[j] = r0.hi;
        r0_lo[j] = r0.lo;
        const sym_dd r1 = dd_add(dd_mul(k[1], (sym_dd){zc_hi[j], zc_lo[j]}), k[2]);
        r1_hi[j] = r1.hi;
        r1_lo[j] = r1.lo;
    }
    for (ptrdiff_t a = 0; a < d; a++) {
        for (ptrdiff_t j = 0; j < d; j++)
            out[a * d + j] = dd_add((sym_dd){r0_hi[j], r0_lo[j]}, dd_mul((sym_dd){r1_hi[j], r1_lo[j]}, (sym_dd){zc_hi[a], zc_lo[a]})).hi;
        out[a * d + a] = dd_add(dd_add((sym_dd){r0_hi[a], r0_lo[a]}, dd_mul((sym_dd){r1_hi[a], r1_lo[a]}, (sym_dd){zc_hi[a], zc_lo[a]})), k[4]).hi;
    }
    return SYM_OK;
}

static SYM_CLONES void jacobian_general_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    for (ptrdiff_t i = i0; i < i1; i++)
        c->flags[i] = (signed char)jacobian_general_exact(c, i, ws, acc);
}

static void sym_jacobian(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    if (c->d == 1) {
        jacobian_d1_rows(c, i0, i1, ws, acc);
        return;
    }
    if (c->d == 2) {
        jacobian_d2_rows(c, i0, i1, ws, acc);
        return;
    }
    jacobian_general_rows(c, i0, i1, ws, acc);
}

/* jacobian_gamma: J_y = diag(gamma) J
 *
 * derived: d = 1: Mat(0); d = 2: Mat((eps/(eps + q)**(3/2))*diag(gamma) + (-eps/(d*(eps + q)**(3/2)))*gamma 1^T); other d: Mat((1/sqrt(eps + q))*diag(gamma) + (-1/(d*sqrt(eps + q)))*gamma 1^T + (-1/(d*(eps + q)**(3/2)))*gamma⊙v v^T)
 * evaluated (d = 1): Mat(0)
 * evaluated (d = 2): Mat((eps/(eps + q)**(3/2))*diag(gamma) + (-eps/(d*(eps + q)**(3/2)))*gamma 1^T)
 * evaluated (other d): Mat((1/sqrt(eps + q))*diag(gamma) + (-<1,zc>**2/(d**3*(eps + q)**(3/2)) - 1/(d*sqrt(eps + q)))*gamma 1^T + (<1,zc>/(d**2*(eps + q)**(3/2)))*gamma zc^T + (<1,zc>/(d**2*(eps + q)**(3/2)))*gamma⊙zc 1^T + (-1/(d*(eps + q)**(3/2)))*gamma⊙zc zc^T)
 * with q = (-<1,zc>**2/d + <zc,zc>)/d
 */
static SYM_CLONES int jacobian_gamma_d1_exact(const sym_call *c, ptrdiff_t i, double *ws, double *acc)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    double *restrict zc_hi = ws, *restrict zc_lo = ws + d;
    sym_center_dd(z, sym_sum(z, d).hi / (double)d, zc_hi, zc_lo, d);
    const sym_dd S_1_zc = sym_sum_dd(zc_hi, zc_lo, d);
    const sym_dd S_zc_zc = sym_dot_dd(zc_hi, zc_lo, zc_hi, zc_lo, d);
    if (!(dd_isfinite(S_1_zc) && dd_isfinite(S_zc_zc)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    (void)acc;
    double *restrict out = c->out + i * d * d;
    for (ptrdiff_t j = 0; j < d; j++) {
    }
    for (ptrdiff_t a = 0; a < d; a++) {
        for (ptrdiff_t j = 0; j < d; j++)
            out[a * d + j] = dd_from(0.0).hi;
        out[a * d + a] = dd_from(0.0).hi;
    }
    return SYM_OK;
}

static SYM_CLONES void jacobian_gamma_d1_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    for (ptrdiff_t i = i0; i < i1; i++)
        c->flags[i] = (signed char)jacobian_gamma_d1_exact(c, i, ws, acc);
}

static SYM_INLINE int jacobian_gamma_d2_coefficients(sym_dd S_1_zc, sym_dd S_zc_zc, sym_dd eps, ptrdiff_t d, sym_dd *k)
{
    const double n = (double)d;
    const sym_dd q = dd_nonneg(dd_div_d(dd_sub(S_zc_zc, dd_div_d(dd_mul(S_1_zc, S_1_zc), n)), n));
    if (!sym_in_range(dd_add(eps, q)))
        return 0;
    const sym_dd r = dd_div(dd_from(1.0), dd_sqrt(dd_add(eps, q)));
    const sym_dd x0 = dd_mul(eps, dd_mul(r, dd_mul(r, r)));
    k[0] = x0;
    k[1] = dd_neg(dd_div_d(x0, n));
    return dd_isfinite(k[0]) && dd_isfinite(k[1]);
}

static SYM_CLONES int jacobian_gamma_d2_exact(const sym_call *c, ptrdiff_t i, double *ws, double *acc)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict gamma = c->params[0];
    double *restrict zc_hi = ws, *restrict zc_lo = ws + d;
    sym_center_dd(z, sym_sum(z, d).hi / (double)d, zc_hi, zc_lo, d);
    const sym_dd S_1_zc = sym_sum_dd(zc_hi, zc_lo, d);
    const sym_dd S_zc_zc = sym_dot_dd(zc_hi, zc_lo, zc_hi, zc_lo, d);
    if (!(dd_isfinite(S_1_zc) && dd_isfinite(S_zc_zc)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[2];
    if (!jacobian_gamma_d2_coefficients(S_1_zc, S_zc_zc, eps, d, k))
        return SYM_FALLBACK;
    (void)acc;
    double *restrict out = c->out + i * d * d;
    double *restrict r0_hi = ws + 2 * d, *restrict r0_lo = ws + 3 * d;
    for (ptrdiff_t j = 0; j < d; j++) {
        const sym_dd r0 = k[1];
        r0_hi[j] = r0.hi;
        r0_lo[j] = r0.lo;
    }
    for (ptrdiff_t a = 0; a < d; a++) {
        for (ptrdiff_t j = 0; j < d; j++)
            out[a * d + j] = dd_mul_d((sym_dd){r0_hi[j], r0_lo[j]}, gamma[a]).hi;
        out[a * d + a] = dd_add(dd_mul_d((sym_dd){r0_hi[a], r0_lo[a]}, gamma[a]), dd_mul_d(k[0], gamma[a])).hi;
    }
    return SYM_OK;
}

static SYM_CLONES void jacobian_gamma_d2_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    for (ptrdiff_t i = i0; i < i1; i++)
        c->flags[i] = (signed char)jacobian_gamma_d2_exact(c, i, ws, acc);
}

static SYM_INLINE int jacobian_gamma_general_coefficients(sym_dd S_1_zc, sym_dd S_zc_zc, sym_dd eps, ptrdiff_t d, sym_dd *k)
{
    const double n = (double)d;
    const sym_dd q = dd_nonneg(dd_div_d(dd_sub(S_zc_zc, dd_div_d(dd_mul(S_1_zc, S_1_zc), n)), n));
    if (!sym_in_range(dd_add(eps, q)))
        return 0;
    const sym_dd r = dd_div(dd_from(1.0), dd_sqrt(dd_add(eps, q)));
    const sym_dd x0 = dd_div_d(dd_from(1.0), n);
    const sym_dd x1 = dd_mul(r, dd_mul(r, r));
    const sym_dd x2 = dd_div_d(dd_div_d(dd_mul(S_1_zc, x1), n), n);
    k[0] = dd_sub(dd_neg(dd_div_d(dd_div_d(dd_div_d(dd_mul(dd_mul(S_1_zc, S_1_zc), x1), n), n), n)), dd_mul(r, x0));
    k[1] = dd_neg(dd_mul(x0, x1));
    k[2] = x2;
    k[3] = x2;
    k[4] = r;
    return dd_isfinite(k[0]) && dd_isfinite(k[1]) && dd_isfinite(k[2]) && dd_isfinite(k[3]) && dd_isfinite(k[4]);
}

static SYM_CLONES int jacobian_gamma_general_exact(const sym_call *c, ptrdiff_t i, double *ws, double *acc)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict gamma = c->params[0];
    double *restrict zc_hi = ws, *restrict zc_lo = ws + d;
    sym_center_dd(z, sym_sum(z, d).hi / (double)d, zc_hi, zc_lo, d);
    const sym_dd S_1_zc = sym_sum_dd(zc_hi, zc_lo, d);
    const sym_dd S_zc_zc = sym_dot_dd(zc_hi, zc_lo, zc_hi, zc_lo, d);
    if (!(dd_isfinite(S_1_zc) && dd_isfinite(S_zc_zc)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[5];
    if (!jacobian_gamma_general_coefficients(S_1_zc, S_zc_zc, eps, d, k))
        return SYM_FALLBACK;
    (void)acc;
    double *restrict out = c->out + i * d * d;
    double *restrict r0_hi = ws + 2 * d, *restrict r0_lo = ws + 3 * d;
    double *restrict r1_hi = ws + 4 * d, *restrict r1_lo = ws + 5 * d;
    for (ptrdiff_t j = 0; j < d; j++) {
        const sym_dd r0 = dd_add(k[0], dd_mul(k[3], (sym_dd){zc_hi[j], zc_lo[j]}));
        r0_hi[j] = r0.hi;
        r0_lo[j] = r0.lo;
        const sym_dd r1 = dd_add(dd_mul(k[1], (sym_dd){zc_hi[j], zc_lo[j]}), k[2]);
        r1_hi[j] = r1.hi;
        r1_lo[j] = r1.lo;
    }
    for (ptrdiff_t a = 0; a < d; a++) {
        for (ptrdiff_t j = 0; j < d; j++)
            out[a * d + j] = dd_add(dd_mul_d((sym_dd){r0_hi[j], r0_lo[j]}, gamma[a]), dd_mul(dd_mul_d((sym_dd){r1_hi[j], r1_lo[j]}, gamma[a]), (sym_dd){zc_hi[a], zc_lo[a]})).hi;
        out[a * d + a] = dd_add(dd_add(dd_mul_d((sym_dd){r0_hi[a], r0_lo[a]}, gamma[a]), dd_mul(dd_mul_d((sym_dd){r1_hi[a], r1_lo[a]}, gamma[a]), (sym_dd){zc_hi[a], zc_lo[a]})), dd_mul_d(k[4], gamma[a])).hi;
    }
    return SYM_OK;
}

static SYM_CLONES void jacobian_gamma_general_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    for (ptrdiff_t i = i0; i < i1; i++)
        c->flags[i] = (signed char)jacobian_gamma_general_exact(c, i, ws, acc);
}

static void sym_jacobian_gamma(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    if (c->d == 1) {
        jacobian_gamma_d1_rows(c, i0, i1, ws, acc);
        return;
    }
    if (c->d == 2) {
        jacobian_gamma_d2_rows(c, i0, i1, ws, acc);
        return;
    }
    jacobian_gamma_general_rows(c, i0, i1, ws, acc);
}

/* param_grads_gamma: (D_gamma y)^T g = g * u
 *
 * derived: Vec((1/sqrt(eps + q))*g⊙v)
 * evaluated: Vec((-<1,zc>/(d*sqrt(eps + q)))*g + (1/sqrt(eps + q))*g⊙zc)
 * with q = (-<1,zc>**2/d + <zc,zc>)/d
 */
static SYM_INLINE int param_grads_gamma_coefficients(sym_dd S_1_zc, sym_dd S_zc_zc, sym_dd eps, ptrdiff_t d, sym_dd *k)
{
    const double n = (double)d;
    const sym_dd q = dd_nonneg(dd_div_d(dd_sub(S_zc_zc, dd_div_d(dd_mul(S_1_zc, S_1_zc), n)), n));
    if (!sym_in_range(dd_add(eps, q)))
        return 0;
    const sym_dd r = dd_div(dd_from(1.0), dd_sqrt(dd_add(eps, q)));
    k[0] = r;
    k[1] = dd_neg(dd_div_d(dd_mul(S_1_zc, r), n));
    return dd_isfinite(k[0]) && dd_isfinite(k[1]);
}

static SYM_CLONES int param_grads_gamma_exact(const sym_call *c, ptrdiff_t i, double *ws, double *acc)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict g = c->rows[1] + i * d;
    double *restrict zc_hi = ws, *restrict zc_lo = ws + d;
    sym_center_dd(z, sym_sum(z, d).hi / (double)d, zc_hi, zc_lo, d);
    const sym_dd S_1_zc = sym_sum_dd(zc_hi, zc_lo, d);
    const sym_dd S_zc_zc = sym_dot_dd(zc_hi, zc_lo, zc_hi, zc_lo, d);
    if (!(dd_isfinite(S_1_zc) && dd_isfinite(S_zc_zc)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    if (!dd_isfinite(sym_sum(g, d)))
        return SYM_BAD + 1;  /* g: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[2];
    if (!param_grads_gamma_coefficients(S_1_zc, S_zc_zc, eps, d, k))
        return SYM_FALLBACK;
    double *restrict acc_hi = acc, *restrict acc_lo = acc + d;
    for (ptrdiff_t j = 0; j < d; j++) {
        sym_dd y = dd_mul(dd_mul_d(k[0], g[j]), (sym_dd){zc_hi[j], zc_lo[j]});
        y = dd_add(y, dd_mul_d(k[1], g[j]));
        const sym_dd s = dd_add((sym_dd){acc_hi[j], acc_lo[j]}, y);
        acc_hi[j] = s.hi;
        acc_lo[j] = s.lo;
    }
    return SYM_OK;
}

static SYM_CLONES void param_grads_gamma_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    for (ptrdiff_t i = i0; i < i1; i++)
        c->flags[i] = (signed char)param_grads_gamma_exact(c, i, ws, acc);
}

static void sym_param_grads_gamma(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    param_grads_gamma_rows(c, i0, i1, ws, acc);
}

/* param_grads_beta: (D_beta y)^T g = g
 *
 * derived: Vec((1)*g)
 * evaluated: Vec((1)*g)
 */
static SYM_INLINE int param_grads_beta_coefficients(sym_dd eps, ptrdiff_t d, sym_dd *k)
{
    (void)d;
    (void)eps;
    k[0] = dd_from(1.0);
    return dd_isfinite(k[0]);
}

static SYM_CLONES int param_grads_beta_exact(const sym_call *c, ptrdiff_t i, double *ws, double *acc)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict g = c->rows[1] + i * d;
    double *restrict zc_hi = ws, *restrict zc_lo = ws + d;
    sym_center_dd(z, sym_sum(z, d).hi / (double)d, zc_hi, zc_lo, d);
    const sym_dd S_1_zc = sym_sum_dd(zc_hi, zc_lo, d);
    const sym_dd S_zc_zc = sym_dot_dd(zc_hi, zc_lo, zc_hi, zc_lo, d);
    if (!(dd_isfinite(S_1_zc) && dd_isfinite(S_zc_zc)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    if (!dd_isfinite(sym_sum(g, d)))
        return SYM_BAD + 1;  /* g: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[1];
    if (!param_grads_beta_coefficients(eps, d, k))
        return SYM_FALLBACK;
    double *restrict acc_hi = acc, *restrict acc_lo = acc + d;
    for (ptrdiff_t j = 0; j < d; j++) {
        sym_dd y = dd_mul_d(k[0], g[j]);
        const sym_dd s = dd_add((sym_dd){acc_hi[j], acc_lo[j]}, y);
        acc_hi[j] = s.hi;
        acc_lo[j] = s.lo;
    }
    return SYM_OK;
}

static SYM_CLONES void param_grads_beta_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    for (ptrdiff_t i = i0; i < i1; i++)
        c->flags[i] = (signed char)param_grads_beta_exact(c, i, ws, acc);
}

static void sym_param_grads_beta(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    param_grads_beta_rows(c, i0, i1, ws, acc);
}

/* core_variance: q / (q + eps)
 *
 * derived: q/(eps + q)
 * evaluated: q/(eps + q)
 * with q = (-<1,zc>**2/d + <zc,zc>)/d
 */
static SYM_INLINE int core_variance_coefficients(sym_dd S_1_zc, sym_dd S_zc_zc, sym_dd eps, ptrdiff_t d, sym_dd *k)
{
    const double n = (double)d;
    const sym_dd q = dd_nonneg(dd_div_d(dd_sub(S_zc_zc, dd_div_d(dd_mul(S_1_zc, S_1_zc), n)), n));
    if (!sym_in_range(dd_add(eps, q)))
        return 0;
    k[0] = dd_div(q, dd_add(eps, q));
    return dd_isfinite(k[0]);
}

static SYM_INLINE int core_variance_fast(const sym_call *c, ptrdiff_t i, double *ws)
{
    const ptrdiff_t d = c->d;
    (void)ws;  /* the fast rows need no scratch; only the exact ones do */
    const double *restrict z = c->rows[0] + i * d;
    sym_dd sum_z = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_z = sym_lanes_load(z + j);
            l0 = sym_lanes_add(l0, v_z);
        }
        double acc0[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_z = z[j];
            acc0[k] += x_z;
        }
        sum_z = dd_add_d(sum_z, sym_lanes_total(acc0));
    }
    const double mean = sum_z.hi / (double)d;
    sym_dd S_1_zc = dd_from(0.0);
    sym_dd S_zc_zc = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero(), l1 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_zc = sym_lanes_sub1(sym_lanes_load(z + j), mean);
            l0 = sym_lanes_add(l0, v_zc);
            l1 = sym_lanes_add(l1, sym_lanes_mul(v_zc, v_zc));
        }
        double acc0[SYM_LANES], acc1[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        sym_lanes_spill(acc1, l1);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_zc = (z[j] - mean);
            acc0[k] += x_zc;
            acc1[k] += x_zc * x_zc;
        }
        S_1_zc = dd_add_d(S_1_zc, sym_lanes_total(acc0));
        S_zc_zc = dd_add_d(S_zc_zc, sym_lanes_total(acc1));
    }
    if (!(dd_isfinite(S_1_zc) && dd_isfinite(S_zc_zc)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[1];
    if (!core_variance_coefficients(S_1_zc, S_zc_zc, eps, d, k))
        return SYM_FALLBACK;
    c->out[i] = k[0].hi;
    return SYM_OK;
}

static SYM_CLONES void core_variance_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    (void)acc;
    for (ptrdiff_t i = i0; i < i1; i++)
        c->flags[i] = (signed char)core_variance_fast(c, i, ws);
}

static void sym_core_variance(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    core_variance_rows(c, i0, i1, ws, acc);
}

/* sensitivity: ||J||_2
 *
 * derived: d = 1: 0; d = 2: eps/(eps + q)**(3/2); other d: 1/sqrt(eps + q)
 * evaluated (d = 1): 0
 * evaluated (d = 2): eps/(eps + q)**(3/2)
 * evaluated (other d): 1/sqrt(eps + q)
 * with q = (-<1,zc>**2/d + <zc,zc>)/d
 */
static SYM_INLINE int sensitivity_d1_coefficients(sym_dd eps, ptrdiff_t d, sym_dd *k)
{
    (void)d;
    (void)eps;
    k[0] = dd_from(0.0);
    return dd_isfinite(k[0]);
}

static SYM_INLINE int sensitivity_d1_fast(const sym_call *c, ptrdiff_t i, double *ws)
{
    const ptrdiff_t d = c->d;
    (void)ws;  /* the fast rows need no scratch; only the exact ones do */
    const double *restrict z = c->rows[0] + i * d;
    sym_dd sum_z = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_z = sym_lanes_load(z + j);
            l0 = sym_lanes_add(l0, v_z);
        }
        double acc0[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_z = z[j];
            acc0[k] += x_z;
        }
        sum_z = dd_add_d(sum_z, sym_lanes_total(acc0));
    }
    const double mean = sum_z.hi / (double)d;
    sym_dd S_1_zc = dd_from(0.0);
    sym_dd S_zc_zc = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero(), l1 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_zc = sym_lanes_sub1(sym_lanes_load(z + j), mean);
            l0 = sym_lanes_add(l0, v_zc);
            l1 = sym_lanes_add(l1, sym_lanes_mul(v_zc, v_zc));
        }
        double acc0[SYM_LANES], acc1[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        sym_lanes_spill(acc1, l1);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_zc = (z[j] - mean);
            acc0[k] += x_zc;
            acc1[k] += x_zc * x_zc;
        }
        S_1_zc = dd_add_d(S_1_zc, sym_lanes_total(acc0));
        S_zc_zc = dd_add_d(S_zc_zc, sym_lanes_total(acc1));
    }
    if (!(dd_isfinite(S_1_zc) && dd_isfinite(S_zc_zc)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[1];
    if (!sensitivity_d1_coefficients(eps, d, k))
        return SYM_FALLBACK;
    c->out[i] = k[0].hi;
    return SYM_OK;
}

static SYM_CLONES void sensitivity_d1_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    (void)acc;
    for (ptrdiff_t i = i0; i < i1; i++)
        c->flags[i] = (signed char)sensitivity_d1_fast(c, i, ws);
}

static SYM_INLINE int sensitivity_d2_coefficients(sym_dd S_1_zc, sym_dd S_zc_zc, sym_dd eps, ptrdiff_t d, sym_dd *k)
{
    const double n = (double)d;
    const sym_dd q = dd_nonneg(dd_div_d(dd_sub(S_zc_zc, dd_div_d(dd_mul(S_1_zc, S_1_zc), n)), n));
    if (!sym_in_range(dd_add(eps, q)))
        return 0;
    const sym_dd r = dd_div(dd_from(1.0), dd_sqrt(dd_add(eps, q)));
    k[0] = dd_mul(eps, dd_mul(r, dd_mul(r, r)));
    return dd_isfinite(k[0]);
}

static SYM_INLINE int sensitivity_d2_fast(const sym_call *c, ptrdiff_t i, double *ws)
{
    const ptrdiff_t d = c->d;
    (void)ws;  /* the fast rows need no scratch; only the exact ones do */
    const double *restrict z = c->rows[0] + i * d;
    sym_dd sum_z = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_z = sym_lanes_load(z + j);
            l0 = sym_lanes_add(l0, v_z);
        }
        double acc0[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_z = z[j];
            acc0[k] += x_z;
        }
        sum_z = dd_add_d(sum_z, sym_lanes_total(acc0));
    }
    const double mean = sum_z.hi / (double)d;
    sym_dd S_1_zc = dd_from(0.0);
    sym_dd S_zc_zc = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero(), l1 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_zc = sym_lanes_sub1(sym_lanes_load(z + j), mean);
            l0 = sym_lanes_add(l0, v_zc);
            l1 = sym_lanes_add(l1, sym_lanes_mul(v_zc, v_zc));
        }
        double acc0[SYM_LANES], acc1[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        sym_lanes_spill(acc1, l1);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_zc = (z[j] - mean);
            acc0[k] += x_zc;
            acc1[k] += x_zc * x_zc;
        }
        S_1_zc = dd_add_d(S_1_zc, sym_lanes_total(acc0));
        S_zc_zc = dd_add_d(S_zc_zc, sym_lanes_total(acc1));
    }
    if (!(dd_isfinite(S_1_zc) && dd_isfinite(S_zc_zc)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[1];
    if (!sensitivity_d2_coefficients(S_1_zc, S_zc_zc, eps, d, k))
        return SYM_FALLBACK;
    c->out[i] = k[0].hi;
    return SYM_OK;
}

static SYM_CLONES void sensitivity_d2_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    (void)acc;
    for (ptrdiff_t i = i0; i < i1; i++)
        c->flags[i] = (signed char)sensitivity_d2_fast(c, i, ws);
}

static SYM_INLINE int sensitivity_general_coefficients(sym_dd S_1_zc, sym_dd S_zc_zc, sym_dd eps, ptrdiff_t d, sym_dd *k)
{
    const double n = (double)d;
    const sym_dd q = dd_nonneg(dd_div_d(dd_sub(S_zc_zc, dd_div_d(dd_mul(S_1_zc, S_1_zc), n)), n));
    if (!sym_in_range(dd_add(eps, q)))
        return 0;
    const sym_dd r = dd_div(dd_from(1.0), dd_sqrt(dd_add(eps, q)));
    k[0] = r;
    return dd_isfinite(k[0]);
}

static SYM_INLINE int sensitivity_general_fast(const sym_call *c, ptrdiff_t i, double *ws)
{
    const ptrdiff_t d = c->d;
    (void)ws;  /* the fast rows need no scratch; only the exact ones do */
    const double *restrict z = c->rows[0] + i * d;
    sym_dd sum_z = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_z = sym_lanes_load(z + j);
            l0 = sym_lanes_add(l0, v_z);
        }
        double acc0[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_z = z[j];
            acc0[k] += x_z;
        }
        sum_z = dd_add_d(sum_z, sym_lanes_total(acc0));
    }
    const double mean = sum_z.hi / (double)d;
    sym_dd S_1_zc = dd_from(0.0);
    sym_dd S_zc_zc = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero(), l1 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_zc = sym_lanes_sub1(sym_lanes_load(z + j), mean);
            l0 = sym_lanes_add(l0, v_zc);
            l1 = sym_lanes_add(l1, sym_lanes_mul(v_zc, v_zc));
        }
        double acc0[SYM_LANES], acc1[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        sym_lanes_spill(acc1, l1);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_zc = (z[j] - mean);
            acc0[k] += x_zc;
            acc1[k] += x_zc * x_zc;
        }
        S_1_zc = dd_add_d(S_1_zc, sym_lanes_total(acc0));
        S_zc_zc = dd_add_d(S_zc_zc, sym_lanes_total(acc1));
    }
    if (!(dd_isfinite(S_1_zc) && dd_isfinite(S_zc_zc)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[1];
    if (!sensitivity_general_coefficients(S_1_zc, S_zc_zc, eps, d, k))
        return SYM_FALLBACK;
    c->out[i] = k[0].hi;
    return SYM_OK;
}

static SYM_CLONES void sensitivity_general_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    (void)acc;
    for (ptrdiff_t i = i0; i < i1; i++)
        c->flags[i] = (signed char)sensitivity_general_fast(c, i, ws);
}

static void sym_sensitivity(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    if (c->d == 1) {
        sensitivity_d1_rows(c, i0, i1, ws, acc);
        return;
    }
    if (c->d == 2) {
        sensitivity_d2_rows(c, i0, i1, ws, acc);
        return;
    }
    sensitivity_general_rows(c, i0, i1, ws, acc);
}

/* rms_core: r = z / sqrt(s + eps), s = <z, z>/d
 *
 * derived: Vec((1/sqrt(<x,x>/d + eps))*x)
 * evaluated: Vec((1/sqrt(<z,z>/d + eps))*z)
 */
static SYM_INLINE int rms_core_coefficients(sym_dd S_z_z, sym_dd eps, ptrdiff_t d, sym_dd *k)
{
    const double n = (double)d;
    if (!sym_in_range(dd_add(dd_div_d(S_z_z, n), eps)))
        return 0;
    const sym_dd r = dd_div(dd_from(1.0), dd_sqrt(dd_add(dd_div_d(S_z_z, n), eps)));
    k[0] = r;
    return dd_isfinite(k[0]);
}

static SYM_INLINE int rms_core_fast(const sym_call *c, ptrdiff_t i, double *ws)
{
    const ptrdiff_t d = c->d;
    (void)ws;  /* the fast rows need no scratch; only the exact ones do */
    const double *restrict z = c->rows[0] + i * d;
    sym_dd S_z_z = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_z = sym_lanes_load(z + j);
            l0 = sym_lanes_add(l0, sym_lanes_mul(v_z, v_z));
        }
        double acc0[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_z = z[j];
            acc0[k] += x_z * x_z;
        }
        S_z_z = dd_add_d(S_z_z, sym_lanes_total(acc0));
    }
    if (!(dd_isfinite(S_z_z)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[1];
    if (!rms_core_coefficients(S_z_z, eps, d, k))
        return SYM_FALLBACK;
    double *restrict out = c->out + i * d;
    const double k0 = k[0].hi;
    for (ptrdiff_t j = 0; j < d; j++) {
        double y = k0 * z[j];
        out[j] = y;
    }
    return SYM_OK;
}

static SYM_CLONES void rms_core_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    (void)acc;
    for (ptrdiff_t i = i0; i < i1; i++)
        c->flags[i] = (signed char)rms_core_fast(c, i, ws);
}

static void sym_rms_core(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    rms_core_rows(c, i0, i1, ws, acc);
}

/* rms_norm: y = gamma * r + beta
 *
 * derived: Vec((1)*beta + (1/sqrt(<x,x>/d + eps))*gamma⊙x)
 * evaluated: Vec((1)*beta + (1/sqrt(<z,z>/d + eps))*gamma⊙z)
 */
static SYM_INLINE int rms_norm_coefficients(sym_dd S_z_z, sym_dd eps, ptrdiff_t d, sym_dd *k)
{
    const double n = (double)d;
    if (!sym_in_range(dd_add(dd_div_d(S_z_z, n), eps)))
        return 0;
    const sym_dd r = dd_div(dd_from(1.0), dd_sqrt(dd_add(dd_div_d(S_z_z, n), eps)));
    k[0] = r;
    k[1] = dd_from(1.0);
    return dd_isfinite(k[0]) && dd_isfinite(k[1]);
}

static SYM_CLONES int rms_norm_exact(const sym_call *c, ptrdiff_t i, double *ws, double *acc)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict gamma = c->params[0];
    const double *restrict beta = c->params[1];
    const sym_dd S_z_z = sym_dot_dd(z, NULL, z, NULL, d);
    if (!(dd_isfinite(S_z_z)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[2];
    if (!rms_norm_coefficients(S_z_z, eps, d, k))
        return SYM_FALLBACK;
    const double a0 = fabs(k[0].hi);
    (void)acc;
    double *restrict out = c->out + i * d;
    int64_t big = 0, top = 0;
    for (ptrdiff_t j = 0; j < d; j++) {
        sym_dd y = dd_mul_d(k[0], z[j]);
        y = dd_mul_d(y, gamma[j]);
        y = dd_add_d(y, beta[j]);
        double e = a0 * fabs(z[j]);
        e = fabs(gamma[j]) * e;
        out[j] = y.hi;
        big = sym_max_bits(big, e * (double)d);
        top = sym_max_bits(top, fabs(y.hi));
    }
    return sym_within(big, SYM_RHO_DD, top) ? SYM_OK : SYM_FALLBACK;
}

static SYM_INLINE int rms_norm_fast(const sym_call *c, ptrdiff_t i, double *ws)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict gamma = c->params[0];
    const double *restrict beta = c->params[1];
    sym_dd S_z_z = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_z = sym_lanes_load(z + j);
            l0 = sym_lanes_add(l0, sym_lanes_mul(v_z, v_z));
        }
        double acc0[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_z = z[j];
            acc0[k] += x_z * x_z;
        }
        S_z_z = dd_add_d(S_z_z, sym_lanes_total(acc0));
    }
    if (!(dd_isfinite(S_z_z)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[2];
    if (!rms_norm_coefficients(S_z_z, eps, d, k))
        return SYM_FALLBACK;
    double *restrict out = c->out + i * d;
    const double k0 = k[0].hi;
    const double a0 = fabs(k0);
    int64_t big = 0, top = 0;
    for (ptrdiff_t j = 0; j < d; j++) {
        double y = k0 * z[j];
        y = fma(gamma[j], y, beta[j]);
        double e = a0 * fabs(z[j]);
        e = fabs(gamma[j]) * e;
        out[j] = y;
        big = sym_max_bits(big, e);
        top = sym_max_bits(top, fabs(y));
    }
    if (sym_within(big, SYM_RHO, top))
        return SYM_OK;
    return rms_norm_exact(c, i, ws, NULL);
}

static SYM_CLONES void rms_norm_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    (void)acc;
    for (ptrdiff_t i = i0; i < i1; i++)
        c->flags[i] = (signed char)rms_norm_fast(c, i, ws);
}

static void sym_rms_norm(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    rms_norm_rows(c, i0, i1, ws, acc);
}

/* rms_jvp: J t
 *
 * derived: d = 1: Vec((eps/(<x,x>/d + eps)**(3/2))*t); other d: Vec((1/sqrt(<x,x>/d + eps))*t + (-<t,x>/(d*(<x,x>/d + eps)**(3/2)))*x)
 * evaluated (d = 1): Vec((eps/(<z,z>/d + eps)**(3/2))*t)
 * evaluated (other d): Vec((1/sqrt(<z,z>/d + eps))*t + (-<t,z>/(d*(<z,z>/d + eps)**(3/2)))*z)
 */
static SYM_INLINE int rms_jvp_d1_coefficients(sym_dd S_z_z, sym_dd eps, ptrdiff_t d, sym_dd *k)
{
    const double n = (double)d;
    if (!sym_in_range(dd_add(dd_div_d(S_z_z, n), eps)))
        return 0;
    const sym_dd r = dd_div(dd_from(1.0), dd_sqrt(dd_add(dd_div_d(S_z_z, n), eps)));
    k[0] = dd_mul(eps, dd_mul(r, dd_mul(r, r)));
    return dd_isfinite(k[0]);
}

static SYM_CLONES int rms_jvp_d1_exact(const sym_call *c, ptrdiff_t i, double *ws, double *acc)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict t = c->rows[1] + i * d;
    const sym_dd S_z_z = sym_dot_dd(z, NULL, z, NULL, d);
    if (!(dd_isfinite(S_z_z)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    if (!dd_isfinite(sym_sum(t, d)))
        return SYM_BAD + 1;  /* t: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[1];
    if (!rms_jvp_d1_coefficients(S_z_z, eps, d, k))
        return SYM_FALLBACK;
    const double a0 = fabs(k[0].hi);
    (void)acc;
    double *restrict out = c->out + i * d;
    int64_t big = 0, top = 0;
    for (ptrdiff_t j = 0; j < d; j++) {
        sym_dd y = dd_mul_d(k[0], t[j]);
        double e = a0 * fabs(t[j]);
        out[j] = y.hi;
        big = sym_max_bits(big, e * (double)d);
        top = sym_max_bits(top, fabs(y.hi));
    }
    return sym_within(big, SYM_RHO_DD, top) ? SYM_OK : SYM_FALLBACK;
}

static SYM_INLINE int rms_jvp_d1_fast(const sym_call *c, ptrdiff_t i, double *ws)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict t = c->rows[1] + i * d;
    sym_dd S_z_z = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_z = sym_lanes_load(z + j);
            l0 = sym_lanes_add(l0, sym_lanes_mul(v_z, v_z));
        }
        double acc0[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_z = z[j];
            acc0[k] += x_z * x_z;
        }
        S_z_z = dd_add_d(S_z_z, sym_lanes_total(acc0));
    }
    if (!(dd_isfinite(S_z_z)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    if (!dd_isfinite(sym_sum(t, d)))
        return SYM_BAD + 1;  /* t: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[1];
    if (!rms_jvp_d1_coefficients(S_z_z, eps, d, k))
        return SYM_FALLBACK;
    double *restrict out = c->out + i * d;
    const double k0 = k[0].hi;
    const double a0 = fabs(k0);
    int64_t big = 0, top = 0;
    for (ptrdiff_t j = 0; j < d; j++) {
        double y = k0 * t[j];
        double e = a0 * fabs(t[j]);
        out[j] = y;
        big = sym_max_bits(big, e);
        top = sym_max_bits(top, fabs(y));
    }
    if (sym_within(big, SYM_RHO, top))
        return SYM_OK;
    return rms_jvp_d1_exact(c, i, ws, NULL);
}

static SYM_CLONES void rms_jvp_d1_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    (void)acc;
    for (ptrdiff_t i = i0; i < i1; i++)
        c->flags[i] = (signed char)rms_jvp_d1_fast(c, i, ws);
}

static SYM_INLINE int rms_jvp_general_coefficients(sym_dd S_t_z, sym_dd S_z_z, sym_dd eps, ptrdiff_t d, sym_dd *k)
{
    const double n = (double)d;
    if (!sym_in_range(dd_add(dd_div_d(S_z_z, n), eps)))
        return 0;
    const sym_dd r = dd_div(dd_from(1.0), dd_sqrt(dd_add(dd_div_d(S_z_z, n), eps)));
    k[0] = dd_neg(dd_div_d(dd_mul(S_t_z, dd_mul(r, dd_mul(r, r))), n));
    k[1] = r;
    return dd_isfinite(k[0]) && dd_isfinite(k[1]);
}

static SYM_CLONES int rms_jvp_general_exact(const sym_call *c, ptrdiff_t i, double *ws, double *acc)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict t = c->rows[1] + i * d;
    const sym_dd S_t_z = sym_dot_dd(t, NULL, z, NULL, d);
    const sym_dd S_z_z = sym_dot_dd(z, NULL, z, NULL, d);
    if (!(dd_isfinite(S_z_z)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    if (!(dd_isfinite(S_t_z)))
        return SYM_BAD + 1;  /* t: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[2];
    if (!rms_jvp_general_coefficients(S_t_z, S_z_z, eps, d, k))
        return SYM_FALLBACK;
    const double a0 = fabs(k[0].hi), a1 = fabs(k[1].hi);
    (void)acc;
    double *restrict out = c->out + i * d;
    int64_t big = 0, top = 0;
    for (ptrdiff_t j = 0; j < d; j++) {
        sym_dd y = dd_mul_d(k[0], z[j]);
        y = dd_add(y, dd_mul_d(k[1], t[j]));
        double e = a0 * fabs(z[j]);
        e = fma(a1, fabs(t[j]), e);
        out[j] = y.hi;
        big = sym_max_bits(big, e * (double)d);
        top = sym_max_bits(top, fabs(y.hi));
    }
    return sym_within(big, SYM_RHO_DD, top) ? SYM_OK : SYM_FALLBACK;
}

static SYM_INLINE int rms_jvp_general_fast(const sym_call *c, ptrdiff_t i, double *ws)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict t = c->rows[1] + i * d;
    sym_dd S_t_z = dd_from(0.0);
    sym_dd S_z_z = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero(), l1 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_t = sym_lanes_load(t + j);
            const sym_lanes v_z = sym_lanes_load(z + j);
            l0 = sym_lanes_add(l0, sym_lanes_mul(v_t, v_z));
            l1 = sym_lanes_add(l1, sym_lanes_mul(v_z, v_z));
        }
        double acc0[SYM_LANES], acc1[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        sym_lanes_spill(acc1, l1);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_t = t[j];
            const double x_z = z[j];
            acc0[k] += x_t * x_z;
            acc1[k] += x_z * x_z;
        }
        S_t_z = dd_add_d(S_t_z, sym_lanes_total(acc0));
        S_z_z = dd_add_d(S_z_z, sym_lanes_total(acc1));
    }
    if (!(dd_isfinite(S_z_z)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    if (!(dd_isfinite(S_t_z)))
        return SYM_BAD + 1;  /* t: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[2];
    if (!rms_jvp_general_coefficients(S_t_z, S_z_z, eps, d, k))
        return SYM_FALLBACK;
    double *restrict out = c->out + i * d;
    const double k0 = k[0].hi, k1 = k[1].hi;
    const double a0 = fabs(k0), a1 = fabs(k1);
    int64_t big = 0, top = 0;
    for (ptrdiff_t j = 0; j < d; j++) {
        double y = k0 * z[j];
        y = fma(k1, t[j], y);
        double e = a0 * fabs(z[j]);
        e = fma(a1, fabs(t[j]), e);
        out[j] = y;
        big = sym_max_bits(big, e);
        top = sym_max_bits(top, fabs(y));
    }
    if (sym_within(big, SYM_RHO, top))
        return SYM_OK;
    return rms_jvp_general_exact(c, i, ws, NULL);
}

static SYM_CLONES void rms_jvp_general_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    (void)acc;
    for (ptrdiff_t i = i0; i < i1; i++)
        c->flags[i] = (signed char)rms_jvp_general_fast(c, i, ws);
}

static void sym_rms_jvp(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    if (c->d == 1) {
        rms_jvp_d1_rows(c, i0, i1, ws, acc);
        return;
    }
    rms_jvp_general_rows(c, i0, i1, ws, acc);
}

/* rms_jvp_gamma: J_y t = gamma * (J t)
 *
 * derived: d = 1: Vec((eps/(<x,x>/d + eps)**(3/2))*gamma⊙t); other d: Vec((1/sqrt(<x,x>/d + eps))*gamma⊙t + (-<t,x>/(d*(<x,x>/d + eps)**(3/2)))*gamma⊙x)
 * evaluated (d = 1): Vec((eps/(<z,z>/d + eps)**(3/2))*gamma⊙t)
 * evaluated (other d): Vec((1/sqrt(<z,z>/d + eps))*gamma⊙t + (-<t,z>/(d*(<z,z>/d + eps)**(3/2)))*gamma⊙z)
 */
static SYM_INLINE int rms_jvp_gamma_d1_coefficients(sym_dd S_z_z, sym_dd eps, ptrdiff_t d, sym_dd *k)
{
    const double n = (double)d;
    if (!sym_in_range(dd_add(dd_div_d(S_z_z, n), eps)))
        return 0;
    const sym_dd r = dd_div(dd_from(1.0), dd_sqrt(dd_add(dd_div_d(S_z_z, n), eps)));
    k[0] = dd_mul(eps, dd_mul(r, dd_mul(r, r)));
    return dd_isfinite(k[0]);
}

static SYM_CLONES int rms_jvp_gamma_d1_exact(const sym_call *c, ptrdiff_t i, double *ws, double *acc)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict t = c->rows[1] + i * d;
    const double *restrict gamma = c->params[0];
    const sym_dd S_z_z = sym_dot_dd(z, NULL, z, NULL, d);
    if (!(dd_isfinite(S_z_z)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    if (!dd_isfinite(sym_sum(t, d)))
        return SYM_BAD + 1;  /* t: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[1];
    if (!rms_jvp_gamma_d1_coefficients(S_z_z, eps, d, k))
        return SYM_FALLBACK;
    const double a0 = fabs(k[0].hi);
    (void)acc;
    double *restrict out = c->out + i * d;
    int64_t big = 0, top = 0;
    for (ptrdiff_t j = 0; j < d; j++) {
        sym_dd y = dd_mul_d(k[0], t[j]);
        y = dd_mul_d(y, gamma[j]);
        double e = a0 * fabs(t[j]);
        e = fabs(gamma[j]) * e;
        out[j] = y.hi;
        big = sym_max_bits(big, e * (double)d);
        top = sym_max_bits(top, fabs(y.hi));
    }
    return sym_within(big, SYM_RHO_DD, top) ? SYM_OK : SYM_FALLBACK;
}

static SYM_INLINE int rms_jvp_gamma_d1_fast(const sym_call *c, ptrdiff_t i, double *ws)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict t = c->rows[1] + i * d;
    const double *restrict gamma = c->params[0];
    sym_dd S_z_z = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_z = sym_lanes_load(z + j);
            l0 = sym_lanes_add(l0, sym_lanes_mul(v_z, v_z));
        }
        double acc0[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_z = z[j];
            acc0[k] += x_z * x_z;
        }
        S_z_z = dd_add_d(S_z_z, sym_lanes_total(acc0));
    }
    if (!(dd_isfinite(S_z_z)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    if (!dd_isfinite(sym_sum(t, d)))
        return SYM_BAD + 1;  /* t: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[1];
    if (!rms_jvp_gamma_d1_coefficients(S_z_z, eps, d, k))
        return SYM_FALLBACK;
    double *restrict out = c->out + i * d;
    const double k0 = k[0].hi;
    const double a0 = fabs(k0);
    int64_t big = 0, top = 0;
    for (ptrdiff_t j = 0; j < d; j++) {
        double y = k0 * t[j];
        y = gamma[j] * y;
        double e = a0 * fabs(t[j]);
        e = fabs(gamma[j]) * e;
        out[j] = y;
        big = sym_max_bits(big, e);
        top = sym_max_bits(top, fabs(y));
    }
    if (sym_within(big, SYM_RHO, top))
        return SYM_OK;
    return rms_jvp_gamma_d1_exact(c, i, ws, NULL);
}

static SYM_CLONES void rms_jvp_gamma_d1_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    (void)acc;
    for (ptrdiff_t i = i0; i < i1; i++)
        c->flags[i] = (signed char)rms_jvp_gamma_d1_fast(c, i, ws);
}

static SYM_INLINE int rms_jvp_gamma_general_coefficients(sym_dd S_t_z, sym_dd S_z_z, sym_dd eps, ptrdiff_t d, sym_dd *k)
{
    const double n = (double)d;
    if (!sym_in_range(dd_add(dd_div_d(S_z_z, n), eps)))
        return 0;
    const sym_dd r = dd_div(dd_from(1.0), dd_sqrt(dd_add(dd_div_d(S_z_z, n), eps)));
    k[0] = dd_neg(dd_div_d(dd_mul(S_t_z, dd_mul(r, dd_mul(r, r))), n));
    k[1] = r;
    return dd_isfinite(k[0]) && dd_isfinite(k[1]);
}

static SYM_CLONES int rms_jvp_gamma_general_exact(const sym_call *c, ptrdiff_t i, double *ws, double *acc)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict t = c->rows[1] + i * d;
    const double *restrict gamma = c->params[0];
    const sym_dd S_t_z = sym_dot_dd(t, NULL, z, NULL, d);
    const sym_dd S_z_z = sym_dot_dd(z, NULL, z, NULL, d);
    if (!(dd_isfinite(S_z_z)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    if (!(dd_isfinite(S_t_z)))
        return SYM_BAD + 1;  /* t: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[2];
    if (!rms_jvp_gamma_general_coefficients(S_t_z, S_z_z, eps, d, k))
        return SYM_FALLBACK;
    const double a0 = fabs(k[0].hi), a1 = fabs(k[1].hi);
    (void)acc;
    double *restrict out = c->out + i * d;
    int64_t big = 0, top = 0;
    for (ptrdiff_t j = 0; j < d; j++) {
        sym_dd y = dd_mul_d(k[0], z[j]);
        y = dd_add(y, dd_mul_d(k[1], t[j]));
        y = dd_mul_d(y, gamma[j]);
        double e = a0 * fabs(z[j]);
        e = fma(a1, fabs(t[j]), e);
        e = fabs(gamma[j]) * e;
        out[j] = y.hi;
        big = sym_max_bits(big, e * (double)d);
        top = sym_max_bits(top, fabs(y.hi));
    }
    return sym_within(big, SYM_RHO_DD, top) ? SYM_OK : SYM_FALLBACK;
}

static SYM_INLINE int rms_jvp_gamma_general_fast(const sym_call *c, ptrdiff_t i, double *ws)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict t = c->rows[1] + i * d;
    const double *restrict gamma = c->params[0];
    sym_dd S_t_z = dd_from(0.0);
    sym_dd S_z_z = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero(), l1 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_t = sym_lanes_load(t + j);
            const sym_lanes v_z = sym_lanes_load(z + j);
            l0 = sym_lanes_add(l0, sym_lanes_mul(v_t, v_z));
            l1 = sym_lanes_add(l1, sym_lanes_mul(v_z, v_z));
        }
        double acc0[SYM_LANES], acc1[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        sym_lanes_spill(acc1, l1);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_t = t[j];
            const double x_z = z[j];
            acc0[k] += x_t * x_z;
            acc1[k] += x_z * x_z;
        }
        S_t_z = dd_add_d(S_t_z, sym_lanes_total(acc0));
        S_z_z = dd_add_d(S_z_z, sym_lanes_total(acc1));
    }
    if (!(dd_isfinite(S_z_z)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    if (!(dd_isfinite(S_t_z)))
        return SYM_BAD + 1;  /* t: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[2];
    if (!rms_jvp_gamma_general_coefficients(S_t_z, S_z_z, eps, d, k))
        return SYM_FALLBACK;
    double *restrict out = c->out + i * d;
    const double k0 = k[0].hi, k1 = k[1].hi;
    const double a0 = fabs(k0), a1 = fabs(k1);
    int64_t big = 0, top = 0;
    for (ptrdiff_t j = 0; j < d; j++) {
        double y = k0 * z[j];
        y = fma(k1, t[j], y);
        y = gamma[j] * y;
        double e = a0 * fabs(z[j]);
        e = fma(a1, fabs(t[j]), e);
        e = fabs(gamma[j]) * e;
        out[j] = y;
        big = sym_max_bits(big, e);
        top = sym_max_bits(top, fabs(y));
    }
    if (sym_within(big, SYM_RHO, top))
        return SYM_OK;
    return rms_jvp_gamma_general_exact(c, i, ws, NULL);
}

static SYM_CLONES void rms_jvp_gamma_general_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    (void)acc;
    for (ptrdiff_t i = i0; i < i1; i++)
        c->flags[i] = (signed char)rms_jvp_gamma_general_fast(c, i, ws);
}

static void sym_rms_jvp_gamma(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    if (c->d == 1) {
        rms_jvp_gamma_d1_rows(c, i0, i1, ws, acc);
        return;
    }
    rms_jvp_gamma_general_rows(c, i0, i1, ws, acc);
}

/* rms_vjp: J^T g
 *
 * derived: d = 1: Vec((eps/(<x,x>/d + eps)**(3/2))*g); other d: Vec((1/sqrt(<x,x>/d + eps))*g + (-<g,x>/(d*(<x,x>/d + eps)**(3/2)))*x)
 * evaluated (d = 1): Vec((eps/(<z,z>/d + eps)**(3/2))*g)
 * evaluated (other d): Vec((1/sqrt(<z,z>/d + eps))*g + (-<g,z>/(d*(<z,z>/d + eps)**(3/2)))*z)
 */
static SYM_INLINE int rms_vjp_d1_coefficients(sym_dd S_z_z, sym_dd eps, ptrdiff_t d, sym_dd *k)
{
    const double n = (double)d;
    if (!sym_in_range(dd_add(dd_div_d(S_z_z, n), eps)))
        return 0;
    const sym_dd r = dd_div(dd_from(1.0), dd_sqrt(dd_add(dd_div_d(S_z_z, n), eps)));
    k[0] = dd_mul(eps, dd_mul(r, dd_mul(r, r)));
    return dd_isfinite(k[0]);
}

static SYM_CLONES int rms_vjp_d1_exact(const sym_call *c, ptrdiff_t i, double *ws, double *acc)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict g = c->rows[1] + i * d;
    const sym_dd S_z_z = sym_dot_dd(z, NULL, z, NULL, d);
    if (!(dd_isfinite(S_z_z)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    if (!dd_isfinite(sym_sum(g, d)))
        return SYM_BAD + 1;  /* g: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[1];
    if (!rms_vjp_d1_coefficients(S_z_z, eps, d, k))
        return SYM_FALLBACK;
    const double a0 = fabs(k[0].hi);
    (void)acc;
    double *restrict out = c->out + i * d;
    int64_t big = 0, top = 0;
    for (ptrdiff_t j = 0; j < d; j++) {
        sym_dd y = dd_mul_d(k[0], g[j]);
        double e = a0 * fabs(g[j]);
        out[j] = y.hi;
        big = sym_max_bits(big, e * (double)d);
        top = sym_max_bits(top, fabs(y.hi));
    }
    return sym_within(big, SYM_RHO_DD, top) ? SYM_OK : SYM_FALLBACK;
}

static SYM_INLINE int rms_vjp_d1_fast(const sym_call *c, ptrdiff_t i, double *ws)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict g = c->rows[1] + i * d;
    sym_dd S_z_z = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_z = sym_lanes_load(z + j);
            l0 = sym_lanes_add(l0, sym_lanes_mul(v_z, v_z));
        }
        double acc0[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_z = z[j];
            acc0[k] += x_z * x_z;
        }
        S_z_z = dd_add_d(S_z_z, sym_lanes_total(acc0));
    }
    if (!(dd_isfinite(S_z_z)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    if (!dd_isfinite(sym_sum(g, d)))
        return SYM_BAD + 1;  /* g: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[1];
    if (!rms_vjp_d1_coefficients(S_z_z, eps, d, k))
        return SYM_FALLBACK;
    double *restrict out = c->out + i * d;
    const double k0 = k[0].hi;
    const double a0 = fabs(k0);
    int64_t big = 0, top = 0;
    for (ptrdiff_t j = 0; j < d; j++) {
        double y = k0 * g[j];
        double e = a0 * fabs(g[j]);
        out[j] = y;
        big = sym_max_bits(big, e);
        top = sym_max_bits(top, fabs(y));
    }
    if (sym_within(big, SYM_RHO, top))
        return SYM_OK;
    return rms_vjp_d1_exact(c, i, ws, NULL);
}

static SYM_CLONES void rms_vjp_d1_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    (void)acc;
    for (ptrdiff_t i = i0; i < i1; i++)
        c->flags[i] = (signed char)rms_vjp_d1_fast(c, i, ws);
}

static SYM_INLINE int rms_vjp_general_coefficients(sym_dd S_g_z, sym_dd S_z_z, sym_dd eps, ptrdiff_t d, sym_dd *k)
{
    const double n = (double)d;
    if (!sym_in_range(dd_add(dd_div_d(S_z_z, n), eps)))
        return 0;
    const sym_dd r = dd_div(dd_from(1.0), dd_sqrt(dd_add(dd_div_d(S_z_z, n), eps)));
    k[0] = dd_neg(dd_div_d(dd_mul(S_g_z, dd_mul(r, dd_mul(r, r))), n));
    k[1] = r;
    return dd_isfinite(k[0]) && dd_isfinite(k[1]);
}

static SYM_CLONES int rms_vjp_general_exact(const sym_call *c, ptrdiff_t i, double *ws, double *acc)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict g = c->rows[1] + i * d;
    const sym_dd S_g_z = sym_dot_dd(g, NULL, z, NULL, d);
    const sym_dd S_z_z = sym_dot_dd(z, NULL, z, NULL, d);
    if (!(dd_isfinite(S_z_z)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    if (!(dd_isfinite(S_g_z)))
        return SYM_BAD + 1;  /* g: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[2];
    if (!rms_vjp_general_coefficients(S_g_z, S_z_z, eps, d, k))
        return SYM_FALLBACK;
    const double a0 = fabs(k[0].hi), a1 = fabs(k[1].hi);
    (void)acc;
    double *restrict out = c->out + i * d;
    int64_t big = 0, top = 0;
    for (ptrdiff_t j = 0; j < d; j++) {
        sym_dd y = dd_mul_d(k[0], z[j]);
        y = dd_add(y, dd_mul_d(k[1], g[j]));
        double e = a0 * fabs(z[j]);
        e = fma(a1, fabs(g[j]), e);
        out[j] = y.hi;
        big = sym_max_bits(big, e * (double)d);
        top = sym_max_bits(top, fabs(y.hi));
    }
    return sym_within(big, SYM_RHO_DD, top) ? SYM_OK : SYM_FALLBACK;
}

static SYM_INLINE int rms_vjp_general_fast(const sym_call *c, ptrdiff_t i, double *ws)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict g = c->rows[1] + i * d;
    sym_dd S_g_z = dd_from(0.0);
    sym_dd S_z_z = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero(), l1 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_g = sym_lanes_load(g + j);
            const sym_lanes v_z = sym_lanes_load(z + j);
            l0 = sym_lanes_add(l0, sym_lanes_mul(v_g, v_z));
            l1 = sym_lanes_add(l1, sym_lanes_mul(v_z, v_z));
        }
        double acc0[SYM_LANES], acc1[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        sym_lanes_spill(acc1, l1);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_g = g[j];
            const double x_z = z[j];
            acc0[k] += x_g * x_z;
            acc1[k] += x_z * x_z;
        }
        S_g_z = dd_add_d(S_g_z, sym_lanes_total(acc0));
        S_z_z = dd_add_d(S_z_z, sym_lanes_total(acc1));
    }
    if (!(dd_isfinite(S_z_z)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    if (!(dd_isfinite(S_g_z)))
        return SYM_BAD + 1;  /* g: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[2];
    if (!rms_vjp_general_coefficients(S_g_z, S_z_z, eps, d, k))
        return SYM_FALLBACK;
    double *restrict out = c->out + i * d;
    const double k0 = k[0].hi, k1 = k[1].hi;
    const double a0 = fabs(k0), a1 = fabs(k1);
    int64_t big = 0, top = 0;
    for (ptrdiff_t j = 0; j < d; j++) {
        double y = k0 * z[j];
        y = fma(k1, g[j], y);
        double e = a0 * fabs(z[j]);
        e = fma(a1, fabs(g[j]), e);
        out[j] = y;
        big = sym_max_bits(big, e);
        top = sym_max_bits(top, fabs(y));
    }
    if (sym_within(big, SYM_RHO, top))
        return SYM_OK;
    return rms_vjp_general_exact(c, i, ws, NULL);
}

static SYM_CLONES void rms_vjp_general_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    (void)acc;
    for (ptrdiff_t i = i0; i < i1; i++)
        c->flags[i] = (signed char)rms_vjp_general_fast(c, i, ws);
}

static void sym_rms_vjp(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    if (c->d == 1) {
        rms_vjp_d1_rows(c, i0, i1, ws, acc);
        return;
    }
    rms_vjp_general_rows(c, i0, i1, ws, acc);
}

/* rms_vjp_gamma: J_y^T g = J^T (gamma * g)
 *
 * derived: d = 1: Vec((eps/(<x,x>/d + eps)**(3/2))*g⊙gamma); other d: Vec((1/sqrt(<x,x>/d + eps))*g⊙gamma + (-Σ(g⊙gamma⊙x)/(d*(<x,x>/d + eps)**(3/2)))*x)
 * evaluated (d = 1): Vec((eps/(<z,z>/d + eps)**(3/2))*p)
 * evaluated (other d): Vec((1/sqrt(<z,z>/d + eps))*p + (-<p,z>/(d*(<z,z>/d + eps)**(3/2)))*z)
 */
static SYM_INLINE int rms_vjp_gamma_d1_coefficients(sym_dd S_z_z, sym_dd eps, ptrdiff_t d, sym_dd *k)
{
    const double n = (double)d;
    if (!sym_in_range(dd_add(dd_div_d(S_z_z, n), eps)))
        return 0;
    const sym_dd r = dd_div(dd_from(1.0), dd_sqrt(dd_add(dd_div_d(S_z_z, n), eps)));
    k[0] = dd_mul(eps, dd_mul(r, dd_mul(r, r)));
    return dd_isfinite(k[0]);
}

static SYM_CLONES int rms_vjp_gamma_d1_exact(const sym_call *c, ptrdiff_t i, double *ws, double *acc)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict g = c->rows[1] + i * d;
    const double *restrict gamma = c->params[0];
    double *restrict p_hi = ws + 2 * d, *restrict p_lo = ws + 3 * d;
    sym_product_dd(g, gamma, p_hi, p_lo, d);
    const sym_dd S_z_z = sym_dot_dd(z, NULL, z, NULL, d);
    if (!(dd_isfinite(S_z_z)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    if (!dd_isfinite(sym_sum(g, d)))
        return SYM_BAD + 1;  /* g: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[1];
    if (!rms_vjp_gamma_d1_coefficients(S_z_z, eps, d, k))
        return SYM_FALLBACK;
    const double a0 = fabs(k[0].hi);
    (void)acc;
    double *restrict out = c->out + i * d;
    int64_t big = 0, top = 0;
    for (ptrdiff_t j = 0; j < d; j++) {
        sym_dd y = dd_mul(k[0], (sym_dd){p_hi[j], p_lo[j]});
        double e = a0 * fabs(p_hi[j]);
        out[j] = y.hi;
        big = sym_max_bits(big, e * (double)d);
        top = sym_max_bits(top, fabs(y.hi));
    }
    return sym_within(big, SYM_RHO_DD, top) ? SYM_OK : SYM_FALLBACK;
}

static SYM_INLINE int rms_vjp_gamma_d1_fast(const sym_call *c, ptrdiff_t i, double *ws)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict g = c->rows[1] + i * d;
    const double *restrict gamma = c->params[0];
    sym_dd S_z_z = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_z = sym_lanes_load(z + j);
            l0 = sym_lanes_add(l0, sym_lanes_mul(v_z, v_z));
        }
        double acc0[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_z = z[j];
            acc0[k] += x_z * x_z;
        }
        S_z_z = dd_add_d(S_z_z, sym_lanes_total(acc0));
    }
    if (!(dd_isfinite(S_z_z)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    if (!dd_isfinite(sym_sum(g, d)))
        return SYM_BAD + 1;  /* g: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[1];
    if (!rms_vjp_gamma_d1_coefficients(S_z_z, eps, d, k))
        return SYM_FALLBACK;
    double *restrict out = c->out + i * d;
    const double k0 = k[0].hi;
    const double a0 = fabs(k0);
    int64_t big = 0, top = 0;
    for (ptrdiff_t j = 0; j < d; j++) {
        double y = k0 * (g[j] * gamma[j]);
        double e = a0 * fabs((g[j] * gamma[j]));
        out[j] = y;
        big = sym_max_bits(big, e);
        top = sym_max_bits(top, fabs(y));
    }
    if (sym_within(big, SYM_RHO, top))
        return SYM_OK;
    return rms_vjp_gamma_d1_exact(c, i, ws, NULL);
}

static SYM_CLONES void rms_vjp_gamma_d1_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    (void)acc;
    for (ptrdiff_t i = i0; i < i1; i++)
        c->flags[i] = (signed char)rms_vjp_gamma_d1_fast(c, i, ws);
}

static SYM_INLINE int rms_vjp_gamma_general_coefficients(sym_dd S_p_z, sym_dd S_z_z, sym_dd eps, ptrdiff_t d, sym_dd *k)
{
    const double n = (double)d;
    if (!sym_in_range(dd_add(dd_div_d(S_z_z, n), eps)))
        return 0;
    const sym_dd r = dd_div(dd_from(1.0), dd_sqrt(dd_add(dd_div_d(S_z_z, n), eps)));
    k[0] = dd_neg(dd_div_d(dd_mul(S_p_z, dd_mul(r, dd_mul(r, r))), n));
    k[1] = r;
    return dd_isfinite(k[0]) && dd_isfinite(k[1]);
}

static SYM_CLONES int rms_vjp_gamma_general_exact(const sym_call *c, ptrdiff_t i, double *ws, double *acc)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict g = c->rows[1] + i * d;
    const double *restrict gamma = c->params[0];
    double *restrict p_hi = ws + 2 * d, *restrict p_lo = ws + 3 * d;
    sym_product_dd(g, gamma, p_hi, p_lo, d);
    const sym_dd S_p_z = sym_dot_dd(p_hi, p_lo, z, NULL, d);
    const sym_dd S_z_z = sym_dot_dd(z, NULL, z, NULL, d);
    if (!(dd_isfinite(S_z_z)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    if (!(dd_isfinite(S_p_z)))
        return SYM_BAD + 1;  /* g: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[2];
    if (!rms_vjp_gamma_general_coefficients(S_p_z, S_z_z, eps, d, k))
        return SYM_FALLBACK;
    const double a0 = fabs(k[0].hi), a1 = fabs(k[1].hi);
    (void)acc;
    double *restrict out = c->out + i * d;
    int64_t big = 0, top = 0;
    for (ptrdiff_t j = 0; j < d; j++) {
        sym_dd y = dd_mul_d(k[0], z[j]);
        y = dd_add(y, dd_mul(k[1], (sym_dd){p_hi[j], p_lo[j]}));
        double e = a0 * fabs(z[j]);
        e = fma(a1, fabs(p_hi[j]), e);
        out[j] = y.hi;
        big = sym_max_bits(big, e * (double)d);
        top = sym_max_bits(top, fabs(y.hi));
    }
    return sym_within(big, SYM_RHO_DD, top) ? SYM_OK : SYM_FALLBACK;
}

static SYM_INLINE int rms_vjp_gamma_general_fast(const sym_call *c, ptrdiff_t i, double *ws)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict g = c->rows[1] + i * d;
    const double *restrict gamma = c->params[0];
    sym_dd S_p_z = dd_from(0.0);
    sym_dd S_z_z = dd_from(0.0);
    SYM_BLOCKS(d, j0, m)
    {
        sym_lanes l0 = sym_lanes_zero(), l1 = sym_lanes_zero();
        ptrdiff_t j = j0;
        for (; j + SYM_LANES <= j0 + m; j += SYM_LANES) {
            const sym_lanes v_p = sym_lanes_mul(sym_lanes_load(g + j), sym_lanes_load(gamma + j));
            const sym_lanes v_z = sym_lanes_load(z + j);
            l0 = sym_lanes_add(l0, sym_lanes_mul(v_p, v_z));
            l1 = sym_lanes_add(l1, sym_lanes_mul(v_z, v_z));
        }
        double acc0[SYM_LANES], acc1[SYM_LANES];
        sym_lanes_spill(acc0, l0);
        sym_lanes_spill(acc1, l1);
        for (int k = 0; j < j0 + m; j++, k++) {
            const double x_p = (g[j] * gamma[j]);
            const double x_z = z[j];
            acc0[k] += x_p * x_z;
            acc1[k] += x_z * x_z;
        }
        S_p_z = dd_add_d(S_p_z, sym_lanes_total(acc0));
        S_z_z = dd_add_d(S_z_z, sym_lanes_total(acc1));
    }
    if (!(dd_isfinite(S_z_z)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    if (!(dd_isfinite(S_p_z)))
        return SYM_BAD + 1;  /* g: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[2];
    if (!rms_vjp_gamma_general_coefficients(S_p_z, S_z_z, eps, d, k))
        return SYM_FALLBACK;
    double *restrict out = c->out + i * d;
    const double k0 = k[0].hi, k1 = k[1].hi;
    const double a0 = fabs(k0), a1 = fabs(k1);
    int64_t big = 0, top = 0;
    for (ptrdiff_t j = 0; j < d; j++) {
        double y = k0 * z[j];
        y = fma(k1, (g[j] * gamma[j]), y);
        double e = a0 * fabs(z[j]);
        e = fma(a1, fabs((g[j] * gamma[j])), e);
        out[j] = y;
        big = sym_max_bits(big, e);
        top = sym_max_bits(top, fabs(y));
    }
    if (sym_within(big, SYM_RHO, top))
        return SYM_OK;
    return rms_vjp_gamma_general_exact(c, i, ws, NULL);
}

static SYM_CLONES void rms_vjp_gamma_general_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    (void)acc;
    for (ptrdiff_t i = i0; i < i1; i++)
        c->flags[i] = (signed char)rms_vjp_gamma_general_fast(c, i, ws);
}

static void sym_rms_vjp_gamma(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    if (c->d == 1) {
        rms_vjp_gamma_d1_rows(c, i0, i1, ws, acc);
        return;
    }
    rms_vjp_gamma_general_rows(c, i0, i1, ws, acc);
}

/* rms_jacobian: J = (I - z z^T / (d (s + eps))) / sqrt(s + eps)
 *
 * derived: d = 1: Mat((eps/(<x,x>/d + eps)**(3/2))*diag(1)); other d: Mat((1/sqrt(<x,x>/d + eps))*diag(1) + (-1/(d*(<x,x>/d + eps)**(3/2)))*x x^T)
 * evaluated (d = 1): Mat((eps/(<z,z>/d + eps)**(3/2))*diag(1))
 * evaluated (other d): Mat((1/sqrt(<z,z>/d + eps))*diag(1) + (-1/(d*(<z,z>/d + eps)**(3/2)))*z z^T)
 */
static SYM_INLINE int rms_jacobian_d1_coefficients(sym_dd S_z_z, sym_dd eps, ptrdiff_t d, sym_dd *k)
{
    const double n = (double)d;
    if (!sym_in_range(dd_add(dd_div_d(S_z_z, n), eps)))
        return 0;
    const sym_dd r = dd_div(dd_from(1.0), dd_sqrt(dd_add(dd_div_d(S_z_z, n), eps)));
    k[0] = dd_mul(eps, dd_mul(r, dd_mul(r, r)));
    return dd_isfinite(k[0]);
}

static SYM_CLONES int rms_jacobian_d1_exact(const sym_call *c, ptrdiff_t i, double *ws, double *acc)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const sym_dd S_z_z = sym_dot_dd(z, NULL, z, NULL, d);
    if (!(dd_isfinite(S_z_z)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[1];
    if (!rms_jacobian_d1_coefficients(S_z_z, eps, d, k))
        return SYM_FALLBACK;
    (void)acc;
    double *restrict out = c->out + i * d * d;
    for (ptrdiff_t j = 0; j < d; j++) {
    }
    for (ptrdiff_t a = 0; a < d; a++) {
        for (ptrdiff_t j = 0; j < d; j++)
            out[a * d + j] = dd_from(0.0).hi;
        out[a * d + a] = dd_add(dd_from(0.0), k[0]).hi;
    }
    return SYM_OK;
}

static SYM_CLONES void rms_jacobian_d1_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    for (ptrdiff_t i = i0; i < i1; i++)
        c->flags[i] = (signed char)rms_jacobian_d1_exact(c, i, ws, acc);
}

static SYM_INLINE int rms_jacobian_general_coefficients(sym_dd S_z_z, sym_dd eps, ptrdiff_t d, sym_dd *k)
{
    const double n = (double)d;
    if (!sym_in_range(dd_add(dd_div_d(S_z_z, n), eps)))
        return 0;
    const sym_dd r = dd_div(dd_from(1.0), dd_sqrt(dd_add(dd_div_d(S_z_z, n), eps)));
    k[0] = dd_neg(dd_div_d(dd_mul(r, dd_mul(r, r)), n));
    k[1] = r;
    return dd_isfinite(k[0]) && dd_isfinite(k[1]);
}

static SYM_CLONES int rms_jacobian_general_exact(const sym_call *c, ptrdiff_t i, double *ws, double *acc)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const sym_dd S_z_z = sym_dot_dd(z, NULL, z, NULL, d);
    if (!(dd_isfinite(S_z_z)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[2];
    if (!rms_jacobian_general_coefficients(S_z_z, eps, d, k))
        return SYM_FALLBACK;
    (void)acc;
    double *restrict out = c->out + i * d * d;
    double *restrict r0_hi = ws + 2 * d, *restrict r0_lo = ws + 3 * d;
    for (ptrdiff_t j = 0; j < d; j++) {
        const sym_dd r0 = dd_mul_d(k[0], z[j]);
        r0_hi[j] = r0.hi;
        r0_lo[j] = r0.lo;
    }
    for (ptrdiff_t a = 0; a < d; a++) {
        for (ptrdiff_t j = 0; j < d; j++)
            out[a * d + j] = dd_mul_d((sym_dd){r0_hi[j], r0_lo[j]}, z[a]).hi;
        out[a * d + a] = dd_add(dd_mul_d((sym_dd){r0_hi[a], r0_lo[a]}, z[a]), k[1]).hi;
    }
    return SYM_OK;
}

static SYM_CLONES void rms_jacobian_general_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    for (ptrdiff_t i = i0; i < i1; i++)
        c->flags[i] = (signed char)rms_jacobian_general_exact(c, i, ws, acc);
}

static void sym_rms_jacobian(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    if (c->d == 1) {
        rms_jacobian_d1_rows(c, i0, i1, ws, acc);
        return;
    }
    rms_jacobian_general_rows(c, i0, i1, ws, acc);
}

/* rms_jacobian_gamma: J_y = diag(gamma) J
 *
 * derived: d = 1: Mat((eps/(<x,x>/d + eps)**(3/2))*diag(gamma)); other d: Mat((1/sqrt(<x,x>/d + eps))*diag(gamma) + (-1/(d*(<x,x>/d + eps)**(3/2)))*gamma⊙x x^T)
 * evaluated (d = 1): Mat((eps/(<z,z>/d + eps)**(3/2))*diag(gamma))
 * evaluated (other d): Mat((1/sqrt(<z,z>/d + eps))*diag(gamma) + (-1/(d*(<z,z>/d + eps)**(3/2)))*gamma⊙z z^T)
 */
static SYM_INLINE int rms_jacobian_gamma_d1_coefficients(sym_dd S_z_z, sym_dd eps, ptrdiff_t d, sym_dd *k)
{
    const double n = (double)d;
    if (!sym_in_range(dd_add(dd_div_d(S_z_z, n), eps)))
        return 0;
    const sym_dd r = dd_div(dd_from(1.0), dd_sqrt(dd_add(dd_div_d(S_z_z, n), eps)));
    k[0] = dd_mul(eps, dd_mul(r, dd_mul(r, r)));
    return dd_isfinite(k[0]);
}

static SYM_CLONES int rms_jacobian_gamma_d1_exact(const sym_call *c, ptrdiff_t i, double *ws, double *acc)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict gamma = c->params[0];
    const sym_dd S_z_z = sym_dot_dd(z, NULL, z, NULL, d);
    if (!(dd_isfinite(S_z_z)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[1];
    if (!rms_jacobian_gamma_d1_coefficients(S_z_z, eps, d, k))
        return SYM_FALLBACK;
    (void)acc;
    double *restrict out = c->out + i * d * d;
    for (ptrdiff_t j = 0; j < d; j++) {
    }
    for (ptrdiff_t a = 0; a < d; a++) {
        for (ptrdiff_t j = 0; j < d; j++)
            out[a * d + j] = dd_from(0.0).hi;
        out[a * d + a] = dd_add(dd_from(0.0), dd_mul_d(k[0], gamma[a])).hi;
    }
    return SYM_OK;
}

static SYM_CLONES void rms_jacobian_gamma_d1_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    for (ptrdiff_t i = i0; i < i1; i++)
        c->flags[i] = (signed char)rms_jacobian_gamma_d1_exact(c, i, ws, acc);
}

static SYM_INLINE int rms_jacobian_gamma_general_coefficients(sym_dd S_z_z, sym_dd eps, ptrdiff_t d, sym_dd *k)
{
    const double n = (double)d;
    if (!sym_in_range(dd_add(dd_div_d(S_z_z, n), eps)))
        return 0;
    const sym_dd r = dd_div(dd_from(1.0), dd_sqrt(dd_add(dd_div_d(S_z_z, n), eps)));
    k[0] = dd_neg(dd_div_d(dd_mul(r, dd_mul(r, r)), n));
    k[1] = r;
    return dd_isfinite(k[0]) && dd_isfinite(k[1]);
}

static SYM_CLONES int rms_jacobian_gamma_general_exact(const sym_call *c, ptrdiff_t i, double *ws, double *acc)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict gamma = c->params[0];
    const sym_dd S_z_z = sym_dot_dd(z, NULL, z, NULL, d);
    if (!(dd_isfinite(S_z_z)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[2];
    if (!rms_jacobian_gamma_general_coefficients(S_z_z, eps, d, k))
        return SYM_FALLBACK;
    (void)acc;
    double *restrict out = c->out + i * d * d;
    double *restrict r0_hi = ws + 2 * d, *restrict r0_lo = ws + 3 * d;
    for (ptrdiff_t j = 0; j < d; j++) {
        const sym_dd r0 = dd_mul_d(k[0], z[j]);
        r0_hi[j] = r0.hi;
        r0_lo[j] = r0.lo;
    }
    for (ptrdiff_t a = 0; a < d; a++) {
        for (ptrdiff_t j = 0; j < d; j++)
            out[a * d + j] = dd_mul_d(dd_mul_d((sym_dd){r0_hi[j], r0_lo[j]}, gamma[a]), z[a]).hi;
        out[a * d + a] = dd_add(dd_mul_d(dd_mul_d((sym_dd){r0_hi[a], r0_lo[a]}, gamma[a]), z[a]), dd_mul_d(k[1], gamma[a])).hi;
    }
    return SYM_OK;
}

static SYM_CLONES void rms_jacobian_gamma_general_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    for (ptrdiff_t i = i0; i < i1; i++)
        c->flags[i] = (signed char)rms_jacobian_gamma_general_exact(c, i, ws, acc);
}

static void sym_rms_jacobian_gamma(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    if (c->d == 1) {
        rms_jacobian_gamma_d1_rows(c, i0, i1, ws, acc);
        return;
    }
    rms_jacobian_gamma_general_rows(c, i0, i1, ws, acc);
}

/* rms_param_grads_gamma: (D_gamma y)^T g = g * r
 *
 * derived: Vec((1/sqrt(<x,x>/d + eps))*g⊙x)
 * evaluated: Vec((1/sqrt(<z,z>/d + eps))*g⊙z)
 */
static SYM_INLINE int rms_param_grads_gamma_coefficients(sym_dd S_z_z, sym_dd eps, ptrdiff_t d, sym_dd *k)
{
    const double n = (double)d;
    if (!sym_in_range(dd_add(dd_div_d(S_z_z, n), eps)))
        return 0;
    const sym_dd r = dd_div(dd_from(1.0), dd_sqrt(dd_add(dd_div_d(S_z_z, n), eps)));
    k[0] = r;
    return dd_isfinite(k[0]);
}

static SYM_CLONES int rms_param_grads_gamma_exact(const sym_call *c, ptrdiff_t i, double *ws, double *acc)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict g = c->rows[1] + i * d;
    const sym_dd S_z_z = sym_dot_dd(z, NULL, z, NULL, d);
    if (!(dd_isfinite(S_z_z)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    if (!dd_isfinite(sym_sum(g, d)))
        return SYM_BAD + 1;  /* g: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[1];
    if (!rms_param_grads_gamma_coefficients(S_z_z, eps, d, k))
        return SYM_FALLBACK;
    double *restrict acc_hi = acc, *restrict acc_lo = acc + d;
    for (ptrdiff_t j = 0; j < d; j++) {
        sym_dd y = dd_mul_d(dd_mul_d(k[0], g[j]), z[j]);
        const sym_dd s = dd_add((sym_dd){acc_hi[j], acc_lo[j]}, y);
        acc_hi[j] = s.hi;
        acc_lo[j] = s.lo;
    }
    return SYM_OK;
}

static SYM_CLONES void rms_param_grads_gamma_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    for (ptrdiff_t i = i0; i < i1; i++)
        c->flags[i] = (signed char)rms_param_grads_gamma_exact(c, i, ws, acc);
}

static void sym_rms_param_grads_gamma(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    rms_param_grads_gamma_rows(c, i0, i1, ws, acc);
}

/* rms_param_grads_beta: (D_beta y)^T g = g
 *
 * derived: Vec((1)*g)
 * evaluated: Vec((1)*g)
 */
static SYM_INLINE int rms_param_grads_beta_coefficients(sym_dd eps, ptrdiff_t d, sym_dd *k)
{
    (void)d;
    (void)eps;
    k[0] = dd_from(1.0);
    return dd_isfinite(k[0]);
}

static SYM_CLONES int rms_param_grads_beta_exact(const sym_call *c, ptrdiff_t i, double *ws, double *acc)
{
    const ptrdiff_t d = c->d;
    const double *restrict z = c->rows[0] + i * d;
    const double *restrict g = c->rows[1] + i * d;
    const sym_dd S_z_z = sym_dot_dd(z, NULL, z, NULL, d);
    if (!(dd_isfinite(S_z_z)))
        return SYM_BAD + 0;  /* z: NaN, inf or too large */
    if (!dd_isfinite(sym_sum(g, d)))
        return SYM_BAD + 1;  /* g: NaN, inf or too large */
    const sym_dd eps = dd_from(c->eps);
    sym_dd k[1];
    if (!rms_param_grads_beta_coefficients(eps, d, k))
        return SYM_FALLBACK;
    double *restrict acc_hi = acc, *restrict acc_lo = acc + d;
    for (ptrdiff_t j = 0; j < d; j++) {
        sym_dd y = dd_mul_d(k[0], g[j]);
        const sym_dd s = dd_add((sym_dd){acc_hi[j], acc_lo[j]}, y);
        acc_hi[j] = s.hi;
        acc_lo[j] = s.lo;
    }
    return SYM_OK;
}

static SYM_CLONES void rms_param_grads_beta_rows(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    for (ptrdiff_t i = i0; i < i1; i++)
        c->flags[i] = (signed char)rms_param_grads_beta_exact(c, i, ws, acc);
}

static void sym_rms_param_grads_beta(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc)
{
    rms_param_grads_beta_rows(c, i0, i1, ws, acc);
}

const sym_kernel sym_kernels[] = {
    {"core", SYM_VECTOR, 1, 0, 0, sym_core},
    {"layer_norm", SYM_VECTOR, 1, 2, 2, sym_layer_norm},
    {"jvp", SYM_VECTOR, 2, 0, 2, sym_jvp},
    {"jvp_gamma", SYM_VECTOR, 2, 1, 2, sym_jvp_gamma},
    {"vjp", SYM_VECTOR, 2, 0, 2, sym_vjp},
    {"vjp_gamma", SYM_VECTOR, 2, 1, 4, sym_vjp_gamma},
    {"jacobian", SYM_MATRIX, 1, 0, 6, sym_jacobian},
    {"jacobian_gamma", SYM_MATRIX, 1, 1, 6, sym_jacobian_gamma},
    {"param_grads_gamma", SYM_SUM, 2, 0, 2, sym_param_grads_gamma},
    {"param_grads_beta", SYM_SUM, 2, 0, 2, sym_param_grads_beta},
    {"core_variance", SYM_ROW, 1, 0, 0, sym_core_variance},
    {"sensitivity", SYM_ROW, 1, 0, 0, sym_sensitivity},
    {"rms_core", SYM_VECTOR, 1, 0, 0, sym_rms_core},
    {"rms_norm", SYM_VECTOR, 1, 2, 2, sym_rms_norm},
    {"rms_jvp", SYM_VECTOR, 2, 0, 2, sym_rms_jvp},
    {"rms_jvp_gamma", SYM_VECTOR, 2, 1, 2, sym_rms_jvp_gamma},
    {"rms_vjp", SYM_VECTOR, 2, 0, 2, sym_rms_vjp},
    {"rms_vjp_gamma", SYM_VECTOR, 2, 1, 4, sym_rms_vjp_gamma},
    {"rms_jacobian", SYM_MATRIX, 1, 0, 4, sym_rms_jacobian},
    {"rms_jacobian_gamma", SYM_MATRIX, 1, 1, 4, sym_rms_jacobian_gamma},
    {"rms_param_grads_gamma", SYM_SUM, 2, 0, 2, sym_rms_param_grads_gamma},
    {"rms_param_grads_beta", SYM_SUM, 2, 0, 2, sym_rms_param_grads_beta},
};

const int sym_kernel_count =
    (int)(sizeof sym_kernels / sizeof sym_kernels[0]);

const char sym_generated_digest[] = "e616eb5a85f74e0ac4de538bed03e40f0fee92cd63f2685a28884e5d18236819";
