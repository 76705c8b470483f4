/* symln.kernels._compiled: the generated C kernels as a Python module.
 *
 *   run(name, n, d, eps, out, flags, rows, params)
 *       fills out (float64, C-contiguous) and flags (int8, one per row) for
 *       the kernel `name` on n rows of d entries; rows and params are tuples
 *       of C-contiguous float64 buffers.  The rows are split into one
 *       contiguous range per thread (OpenMP), the GIL released meanwhile.
 *   threads() / set_threads(n)
 *       the number of threads a call uses (0: OpenMP's default).
 *   kernels()
 *       the names of the compiled kernels.
 *   OPENMP, DIGEST
 *       whether the rows are split over threads; the digest of generated.c.
 *
 * Python (symln/kernels/compiled.py) checks the arguments' shapes and dtypes
 * first; this module checks only what it must not trust: buffer kinds and sizes.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <stdlib.h>
#include <string.h>

#ifdef _OPENMP
#include <omp.h>
#endif

#include "dd.h"
#include "kernels.h"

/* below this many entries of work a call runs on one thread (a parallel region costs microseconds) */
#define SYM_PARALLEL_MIN 32768.0

static int sym_threads = 0;

static int effective_threads(void)
{
#ifdef _OPENMP
    return sym_threads > 0 ? sym_threads : omp_get_max_threads();
#else
    return 1;
#endif
}

/* Run kernel k on call c; returns 0, or -1 when scratch memory is short. */
static int drive(const sym_kernel *k, sym_call *c)
{
    const ptrdiff_t n = c->n, d = c->d;
    const size_t scratch = (size_t)k->scratch * (size_t)d;
    const size_t acc = k->kind == SYM_SUM ? 2 * (size_t)d : 0;
    const size_t slot = scratch + acc;
    double work = (double)n * (double)d * (k->kind == SYM_MATRIX ? (double)d : 1.0);
    int team = work < SYM_PARALLEL_MIN ? 1 : effective_threads();
    if (team > n)
        team = (int)n;
    if (team < 1)
        team = 1;
    double *ws = calloc((size_t)team * slot + 1, sizeof(double));
    if (ws == NULL)
        return -1;
#ifdef _OPENMP
#pragma omp parallel num_threads(team)
    {
        const ptrdiff_t t = omp_get_thread_num(), m = omp_get_num_threads();
        double *mine = ws + (size_t)t * slot;
        k->fn(c, n * t / m, n * (t + 1) / m, mine, mine + scratch);
    }
#else
    k->fn(c, 0, n, ws, ws + scratch);
#endif
    if (k->kind == SYM_SUM) {
        /* the threads' double-double sums, added in thread order */
        for (ptrdiff_t j = 0; j < d; j++) {
            sym_dd s = dd_from(0.0);
            for (int t = 0; t < team; t++) {
                const double *a = ws + (size_t)t * slot + scratch;
                s = dd_add(s, (sym_dd){a[j], a[d + j]});
            }
            c->out[j] = s.hi;
        }
    }
    free(ws);
    return 0;
}

/* A C-contiguous buffer of `count` items of format `format` ("d" or "b"), writable if asked. */
static int get_buffer(PyObject *obj, Py_buffer *view, const char *what, const char *format, Py_ssize_t count,
                      int writable)
{
    int flags = PyBUF_C_CONTIGUOUS | PyBUF_FORMAT | (writable ? PyBUF_WRITABLE : 0);
    if (PyObject_GetBuffer(obj, view, flags) < 0)
        return -1;
    const char *f = view->format ? view->format : "B";
    if (*f == '<' || *f == '=' || *f == '@')
        f++;
    size_t itemsize = *format == 'd' ? sizeof(double) : 1;
    if (strcmp(f, format) != 0 || (size_t)view->itemsize != itemsize || view->len != count * view->itemsize) {
        PyErr_Format(PyExc_ValueError, "%s: expected %zd items of format '%s', got %zd bytes of format '%s'", what,
                     count, format, view->len, f);
        PyBuffer_Release(view);
        return -1;
    }
    return 0;
}

static const sym_kernel *find(const char *name)
{
    for (int i = 0; i < sym_kernel_count; i++)
        if (strcmp(sym_kernels[i].name, name) == 0)
            return &sym_kernels[i];
    return NULL;
}

static PyObject *run(PyObject *self, PyObject *args)
{
    const char *name;
    Py_ssize_t n, d;
    double eps;
    PyObject *out_obj, *flags_obj, *rows, *params;
    (void)self;
    if (!PyArg_ParseTuple(args, "snndOOO!O!", &name, &n, &d, &eps, &out_obj, &flags_obj, &PyTuple_Type, &rows,
                          &PyTuple_Type, &params))
        return NULL;
    const sym_kernel *k = find(name);
    if (k == NULL)
        return PyErr_Format(PyExc_ValueError, "no compiled kernel named %s", name);
    if (n < 0 || d < 1 || !(eps > 0.0) || PyTuple_GET_SIZE(rows) != k->rows || PyTuple_GET_SIZE(params) != k->params)
        return PyErr_Format(PyExc_ValueError, "%s: bad call (n = %zd, d = %zd, %zd rows, %zd params)", name, n, d,
                            PyTuple_GET_SIZE(rows), PyTuple_GET_SIZE(params));
    Py_ssize_t out_count = k->kind == SYM_VECTOR ? n * d : k->kind == SYM_MATRIX ? n * d * d : k->kind == SYM_ROW ? n : d;
    Py_buffer views[6];
    int held = 0;
    sym_call c = {n, d, {NULL, NULL}, {NULL, NULL}, eps, NULL, NULL};
    PyObject *result = NULL;
    if (get_buffer(out_obj, &views[held], "out", "d", out_count, 1) < 0)
        goto done;
    c.out = views[held++].buf;
    if (get_buffer(flags_obj, &views[held], "flags", "b", n, 1) < 0)
        goto done;
    c.flags = views[held++].buf;
    for (int j = 0; j < k->rows; j++) {
        if (get_buffer(PyTuple_GET_ITEM(rows, j), &views[held], "rows", "d", n * d, 0) < 0)
            goto done;
        c.rows[j] = views[held++].buf;
    }
    for (int j = 0; j < k->params; j++) {
        if (get_buffer(PyTuple_GET_ITEM(params, j), &views[held], "params", "d", d, 0) < 0)
            goto done;
        c.params[j] = views[held++].buf;
    }
    int status = 0;
    if (n > 0) {
        Py_BEGIN_ALLOW_THREADS
        status = drive(k, &c);
        Py_END_ALLOW_THREADS
    } else if (k->kind == SYM_SUM) {
        memset(c.out, 0, (size_t)d * sizeof(double)); /* a sum over no rows */
    }
    if (status < 0)
        PyErr_NoMemory();
    else
        result = Py_NewRef(Py_None);
done:
    while (held > 0)
        PyBuffer_Release(&views[--held]);
    return result;
}

static PyObject *threads(PyObject *self, PyObject *unused)
{
    (void)self;
    (void)unused;
    return PyLong_FromLong(effective_threads());
}

static PyObject *set_threads(PyObject *self, PyObject *arg)
{
    (void)self;
    long n = PyLong_AsLong(arg);
    if (n == -1 && PyErr_Occurred())
        return NULL;
    if (n < 0 || n > 4096)
        return PyErr_Format(PyExc_ValueError, "threads must be 0 (the default) or 1 .. 4096, got %ld", n);
#ifdef _OPENMP
    sym_threads = (int)n;
#endif
    Py_RETURN_NONE;
}

static PyObject *kernels(PyObject *self, PyObject *unused)
{
    (void)self;
    (void)unused;
    PyObject *names = PyTuple_New(sym_kernel_count);
    if (names == NULL)
        return NULL;
    for (int i = 0; i < sym_kernel_count; i++) {
        PyObject *s = PyUnicode_FromString(sym_kernels[i].name);
        if (s == NULL) {
            Py_DECREF(names);
            return NULL;
        }
        PyTuple_SET_ITEM(names, i, s);
    }
    return names;
}

static PyMethodDef methods[] = {
    {"run", run, METH_VARARGS, "run(name, n, d, eps, out, flags, rows, params): fill out and flags."},
    {"threads", threads, METH_NOARGS, "threads(): the number of threads a call uses."},
    {"set_threads", set_threads, METH_O, "set_threads(n): use n threads (0: OpenMP's default)."},
    {"kernels", kernels, METH_NOARGS, "kernels(): the names of the compiled kernels."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT,
    .m_name = "_compiled",
    .m_doc = "The generated C kernels of symln (see symln/kernels/compiled.py).",
    .m_size = -1,
    .m_methods = methods,
};

PyMODINIT_FUNC PyInit__compiled(void)
{
    PyObject *m = PyModule_Create(&module);
    if (m == NULL)
        return NULL;
#ifdef _OPENMP
    const int openmp = 1;
#else
    const int openmp = 0;
#endif
    if (PyModule_AddIntConstant(m, "OPENMP", openmp) < 0 ||
        PyModule_AddStringConstant(m, "DIGEST", sym_generated_digest) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
