/* Eight interleaved double accumulators, as one vector where the compiler has
 * vector types (GCC, Clang: AVX-512, AVX2 or SSE2 instructions by target) and
 * as eight doubles elsewhere.  Either way lane k adds the entries k, k + 8,
 * k + 16, ... in the same order with the same roundings (no fma: the build
 * turns contraction off), so every instruction set and compiler gives the
 * same bits.  Row sums written with them vectorize; the same loops over
 * arrays of accumulators do not (GCC 12's SLP leaves such reductions scalar).
 */
#ifndef SYMLN_LANES_H
#define SYMLN_LANES_H

#include <string.h>

#include "dd.h"

#define SYM_LANES 8

#if defined(__GNUC__) || defined(__clang__)
typedef double sym_lanes __attribute__((vector_size(SYM_LANES * sizeof(double))));

static SYM_INLINE sym_lanes sym_lanes_zero(void)
{
    sym_lanes r = {0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0};
    return r;
}
static SYM_INLINE sym_lanes sym_lanes_add(sym_lanes a, sym_lanes b) { return a + b; }
static SYM_INLINE sym_lanes sym_lanes_mul(sym_lanes a, sym_lanes b) { return a * b; }
static SYM_INLINE sym_lanes sym_lanes_sub1(sym_lanes a, double m) { return a - m; }
#else
typedef struct {
    double x[SYM_LANES];
} sym_lanes;

static SYM_INLINE sym_lanes sym_lanes_zero(void)
{
    sym_lanes r = {{0.0}};
    return r;
}
static SYM_INLINE sym_lanes sym_lanes_add(sym_lanes a, sym_lanes b)
{
    for (int k = 0; k < SYM_LANES; k++)
        a.x[k] += b.x[k];
    return a;
}
static SYM_INLINE sym_lanes sym_lanes_mul(sym_lanes a, sym_lanes b)
{
    for (int k = 0; k < SYM_LANES; k++)
        a.x[k] *= b.x[k];
    return a;
}
static SYM_INLINE sym_lanes sym_lanes_sub1(sym_lanes a, double m)
{
    for (int k = 0; k < SYM_LANES; k++)
        a.x[k] -= m;
    return a;
}
#endif

static SYM_INLINE sym_lanes sym_lanes_load(const double *p)
{
    sym_lanes r;
    memcpy(&r, p, sizeof r);
    return r;
}

static SYM_INLINE void sym_lanes_store(double *p, sym_lanes a)
{
    memcpy(p, &a, sizeof a);
}

static SYM_INLINE void sym_lanes_spill(double *acc, sym_lanes a)
{
    memcpy(acc, &a, sizeof a);
}

/* the eight lanes added pairwise in a fixed order */
static SYM_INLINE double sym_lanes_total(const double *acc)
{
    return ((acc[0] + acc[4]) + (acc[2] + acc[6])) + ((acc[1] + acc[5]) + (acc[3] + acc[7]));
}

#endif
