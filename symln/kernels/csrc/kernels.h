/* What the generated kernels (generated.c) and the module (module.c) share. */
#ifndef SYMLN_KERNELS_H
#define SYMLN_KERNELS_H

#include <stddef.h>

#include "dd.h"

/* The outcome of one row, in flags[i]: done; to be recomputed in Python
 * (numpy path, then the mpmath twin); or row argument j is not finite
 * (SYM_BAD + j, its row statistics overflowed or hold a NaN). */
enum { SYM_OK = 0, SYM_FALLBACK = 1, SYM_BAD = 2 };

/* One call: n rows of d entries, C-contiguous float64. */
typedef struct {
    ptrdiff_t n, d;
    const double *rows[2];   /* z, then t or g */
    const double *params[2]; /* gamma, beta: d entries each */
    double eps;
    double *out;             /* n*d, n*d*d or n entries; d for a sum over rows */
    signed char *flags;      /* n entries */
} sym_call;

/* a vector, a d x d matrix or a number per row, or a vector summed over the rows */
typedef enum { SYM_VECTOR, SYM_MATRIX, SYM_ROW, SYM_SUM } sym_kind;

/* Rows i0 <= i < i1 of call c.  ws holds `scratch` rows of d doubles; for SYM_SUM,
 * acc holds 2d doubles (hi, then lo) to which the rows are added. */
typedef void (*sym_rows_fn)(const sym_call *c, ptrdiff_t i0, ptrdiff_t i1, double *ws, double *acc);

typedef struct {
    const char *name;
    sym_kind kind;
    int rows, params;
    int scratch;
    sym_rows_fn fn;
} sym_kernel;

extern const sym_kernel sym_kernels[];
extern const int sym_kernel_count;
/* the SHA-256 of generated.c's kernels, which _generated.py states too (C_DIGEST) */
extern const char sym_generated_digest[];

/* One clone of each row function per instruction set, picked at load time
 * (GCC's target_clones, through glibc's ifunc): x86-64-v3 and v4 have an
 * fma instruction, which the fast rows and double-double use for every entry;
 * the baseline clone calls the C library's fma, which is correct but slow. */
#if !defined(SYM_NO_CLONES) && defined(__GNUC__) && !defined(__clang__) && __GNUC__ >= 11 && defined(__x86_64__) && defined(__linux__)
#define SYM_CLONES __attribute__((target_clones("arch=x86-64-v4", "arch=x86-64-v3", "default")))
#else
#define SYM_CLONES
#endif

#endif
