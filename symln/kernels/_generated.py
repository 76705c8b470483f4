"""Kernels printed by ``python -m symln.kernels.codegen`` from :func:`symln.kernels.derivation.derive_kernels`.

Do not edit: regenerate with ``python -m symln.kernels.codegen --write``.  Each kernel
``NAME(ws, rows..., params..., eps, out)`` fills ``out`` for one block of rows
(``eps`` in extended precision); ``NAME_mp(rows..., params..., eps)`` is its
mpmath twin for one row of mpf values.
"""

import mpmath
import numpy as np

from . import rowops as _r

LD = _r.LD

#: the digest of csrc/generated.c (symln.kernels.compiled checks the extension against it)
C_DIGEST = "e616eb5a85f74e0ac4de538bed03e40f0fee92cd63f2685a28884e5d18236819"
#: the kernels whose rows are checked for cancellation (symln.kernels.plan.CANCELLING)
CANCELLING = frozenset({'jvp', 'jvp_gamma', 'layer_norm', 'rms_jvp', 'rms_jvp_gamma', 'rms_norm', 'rms_vjp', 'rms_vjp_gamma', 'vjp', 'vjp_gamma'})


def core(ws, z, eps, out):
    """u = v / sqrt(q + eps).

    derived: Vec((1/sqrt(eps + q))*v)
    evaluated: Vec((-<1,zc>/(d*sqrt(eps + q)))*1 + (1/sqrt(eps + q))*zc)
    with q = (-<1,zc>**2/d + <zc,zc>)/d
    """
    n, d = z.shape
    zc = _r.center(ws, z, out, 'z')
    fS_1_zc = _r.total(ws, zc)
    fS_zc_zc = _r.dot(zc, zc)
    S_1_zc, S_zc_zc = _r.extended('z', fS_1_zc, fS_zc_zc)
    q = _r.nonneg((-S_1_zc**2/d + S_zc_zc)/d)
    x0 = LD(1)/np.sqrt(eps + q)
    np.multiply(out, _r.col(ws, x0), out=out)
    c1 = _r.col(ws, -S_1_zc*x0/d)
    np.add(out, c1, out=out)
    return out


def core_mp(z, eps):
    """u = v / sqrt(q + eps): Vec((1/sqrt(eps + q))*v)."""
    d = len(z)
    v, q = _r.mp_stats(z)
    c0 = mpmath.mpf(1)/mpmath.sqrt(eps + q)
    return [c0*v[i] for i in range(d)]


def layer_norm(ws, z, gamma, beta, eps, out):
    """y = gamma * u + beta.

    derived: Vec((1)*beta + (1/sqrt(eps + q))*gamma⊙v)
    evaluated: Vec((1)*beta + (-<1,zc>/(d*sqrt(eps + q)))*gamma + (1/sqrt(eps + q))*gamma⊙zc)
    with q = (-<1,zc>**2/d + <zc,zc>)/d
    """
    n, d = z.shape
    zc = _r.center(ws, z, out, 'z')
    fS_1_zc = _r.total(ws, zc)
    fS_zc_zc = _r.dot(zc, zc)
    S_1_zc, S_zc_zc = _r.extended('z', fS_1_zc, fS_zc_zc)
    q = _r.nonneg((-S_1_zc**2/d + S_zc_zc)/d)
    x0 = LD(1)/np.sqrt(eps + q)
    np.multiply(out, _r.col(ws, x0), out=out)
    c1 = _r.col(ws, -S_1_zc*x0/d)
    np.add(out, c1, out=out)
    np.multiply(out, gamma, out=out)
    if ws.refine:
        terms = _r.absmax(out)
    np.add(out, beta, out=out)
    if ws.refine:
        ws.check_max(terms, out)
    return out


def layer_norm_mp(z, gamma, beta, eps):
    """y = gamma * u + beta: Vec((1)*beta + (1/sqrt(eps + q))*gamma⊙v)."""
    d = len(z)
    v, q = _r.mp_stats(z)
    c0 = mpmath.mpf(1)/mpmath.sqrt(eps + q)
    return [c0*gamma[i]*v[i] + beta[i] for i in range(d)]


def jvp(ws, z, t, eps, out):
    """J t.

    derived: d = 1: Vec(0); d = 2: Vec((-<1,t>*eps/(d*(eps + q)**(3/2)))*1 + (eps/(eps + q)**(3/2))*t); other d: Vec((-<1,t>/(d*sqrt(eps + q)))*1 + (1/sqrt(eps + q))*t + (-<t,v>/(d*(eps + q)**(3/2)))*v)
    evaluated (d = 1): Vec(0)
    evaluated (d = 2): Vec((-<1,t>*eps/(d*(eps + q)**(3/2)))*1 + (eps/(eps + q)**(3/2))*t)
    evaluated (other d): Vec((-<1,t>/(d*sqrt(eps + q)) + <1,zc>*(-<1,t>*<1,zc>/d + <t,zc>)/(d**2*(eps + q)**(3/2)))*1 + (1/sqrt(eps + q))*t + (-(-<1,t>*<1,zc>/d + <t,zc>)/(d*(eps + q)**(3/2)))*zc)
    with q = (-<1,zc>**2/d + <zc,zc>)/d
    """
    n, d = z.shape
    if d == 1:
        zc = _r.center(ws, z, ws.buffer(0, n), 'z')
        fS_1_zc = _r.total(ws, zc)
        S_1_zc, = _r.extended('z', fS_1_zc)
        _r.extended('t', _r.total(ws, t))
        out[...] = 0
        return out
    if d == 2:
        zc = _r.center(ws, z, ws.buffer(0, n), 'z')
        fS_1_zc = _r.total(ws, zc)
        fS_zc_zc = _r.dot(zc, zc)
        S_1_zc, S_zc_zc = _r.extended('z', fS_1_zc, fS_zc_zc)
        q = _r.nonneg((-S_1_zc**2/d + S_zc_zc)/d)
        cx = _r.col(ws, eps/np.sqrt(eps + q)**3)
        cxf = cx[:, 0]
        np.multiply(t, cx, out=out)
        oS_1_t = _r.total(ws, out)
        _r.extended('t', oS_1_t)
        if ws.refine:
            oS_t_t = _r.dot(out, out)
        W = ws.dtype.type
        c1 = _r.col(ws, -oS_1_t/d)
        np.add(out, c1, out=out)
        if ws.refine:
            ws.check((1.0, c1,), ((oS_t_t, oS_1_t,), (oS_1_t, d,)))
        return out
    zc = _r.center(ws, z, ws.buffer(0, n), 'z')
    fS_1_zc = _r.total(ws, zc)
    fS_zc_zc = _r.dot(zc, zc)
    S_1_zc, S_zc_zc = _r.extended('z', fS_1_zc, fS_zc_zc)
    q = _r.nonneg((-S_1_zc**2/d + S_zc_zc)/d)
    cx = _r.col(ws, LD(1)/np.sqrt(eps + q))
    cxf = cx[:, 0]
    np.multiply(t, cx, out=out)
    oS_1_t = _r.total(ws, out)
    oS_t_zc = _r.dot(out, zc)
    _r.extended('t, z', oS_1_t, oS_t_zc)
    if ws.refine:
        oS_t_t = _r.dot(out, out)
    W = ws.dtype.type
    x0 = W(1)/d
    x1 = oS_1_t*x0
    x2 = W(1)/cxf
    x3 = cxf**3*(-fS_1_zc*x1*x2 + oS_t_zc*x2)
    c1 = _r.col(ws, -x1 + fS_1_zc*x3/d**2)
    c2 = _r.col(ws, -x0*x3)
    np.multiply(zc, c2, out=zc)
    np.add(zc, c1, out=zc)
    np.add(out, zc, out=out)
    if ws.refine:
        ws.check((1.0, c1, c2,), ((oS_t_t, oS_1_t, oS_t_zc,), (oS_1_t, d, fS_1_zc,), (oS_t_zc, fS_1_zc, fS_zc_zc,)))
    return out


def jvp_mp(z, t, eps):
    """J t: d = 1: Vec(0); d = 2: Vec((-<1,t>*eps/(d*(eps + q)**(3/2)))*1 + (eps/(eps + q)**(3/2))*t); other d: Vec((-<1,t>/(d*sqrt(eps + q)))*1 + (1/sqrt(eps + q))*t + (-<t,v>/(d*(eps + q)**(3/2)))*v)."""
    d = len(z)
    if d == 1:
        return [mpmath.mpf(0) for i in range(d)]
    if d == 2:
        v, q = _r.mp_stats(z)
        S_1_t = _r.mp_total(t)
        x0 = eps/mpmath.sqrt(eps + q)**3
        c0 = x0
        c1 = -S_1_t*x0/d
        return [c0*t[i] + c1 for i in range(d)]
    v, q = _r.mp_stats(z)
    S_1_t = _r.mp_total(t)
    S_t_v = _r.mp_total(t, v)
    x0 = mpmath.mpf(1)/d
    x1 = eps + q
    x2 = mpmath.mpf(1)/mpmath.sqrt(x1)
    c0 = -S_1_t*x0*x2
    c1 = -S_t_v*x0/mpmath.sqrt(x1)**3
    c2 = x2
    return [c0 + c1*v[i] + c2*t[i] for i in range(d)]


def jvp_gamma(ws, z, t, gamma, eps, out):
    """J_y t = gamma * (J t).

    derived: d = 1: Vec(0); d = 2: Vec((-<1,t>*eps/(d*(eps + q)**(3/2)))*gamma + (eps/(eps + q)**(3/2))*gamma⊙t); other d: Vec((-<1,t>/(d*sqrt(eps + q)))*gamma + (1/sqrt(eps + q))*gamma⊙t + (-<t,v>/(d*(eps + q)**(3/2)))*gamma⊙v)
    evaluated (d = 1): Vec(0)
    evaluated (d = 2): Vec((-<1,t>*eps/(d*(eps + q)**(3/2)))*gamma + (eps/(eps + q)**(3/2))*gamma⊙t)
    evaluated (other d): Vec((-<1,t>/(d*sqrt(eps + q)) + <1,zc>*(-<1,t>*<1,zc>/d + <t,zc>)/(d**2*(eps + q)**(3/2)))*gamma + (1/sqrt(eps + q))*gamma⊙t + (-(-<1,t>*<1,zc>/d + <t,zc>)/(d*(eps + q)**(3/2)))*gamma⊙zc)
    with q = (-<1,zc>**2/d + <zc,zc>)/d
    """
    n, d = z.shape
    if d == 1:
        zc = _r.center(ws, z, ws.buffer(0, n), 'z')
        fS_1_zc = _r.total(ws, zc)
        S_1_zc, = _r.extended('z', fS_1_zc)
        _r.extended('t', _r.total(ws, t))
        out[...] = 0
        return out
    if d == 2:
        zc = _r.center(ws, z, ws.buffer(0, n), 'z')
        fS_1_zc = _r.total(ws, zc)
        fS_zc_zc = _r.dot(zc, zc)
        S_1_zc, S_zc_zc = _r.extended('z', fS_1_zc, fS_zc_zc)
        q = _r.nonneg((-S_1_zc**2/d + S_zc_zc)/d)
        cx = _r.col(ws, eps/np.sqrt(eps + q)**3)
        cxf = cx[:, 0]
        np.multiply(t, cx, out=out)
        oS_1_t = _r.total(ws, out)
        _r.extended('t', oS_1_t)
        if ws.refine:
            fS_gamma_gamma = _r.param_total(gamma * gamma)
            oS_gamma_gamma_t = out @ (gamma * gamma)
            oS_gamma_gamma_t_t = _r.dot(out, out, gamma * gamma)
        W = ws.dtype.type
        c1 = _r.col(ws, -oS_1_t/d)
        np.add(out, c1, out=out)
        np.multiply(out, gamma, out=out)
        if ws.refine:
            ws.check((1.0, c1,), ((oS_gamma_gamma_t_t, oS_gamma_gamma_t,), (oS_gamma_gamma_t, fS_gamma_gamma,)))
        return out
    zc = _r.center(ws, z, ws.buffer(0, n), 'z')
    fS_1_zc = _r.total(ws, zc)
    fS_zc_zc = _r.dot(zc, zc)
    S_1_zc, S_zc_zc = _r.extended('z', fS_1_zc, fS_zc_zc)
    q = _r.nonneg((-S_1_zc**2/d + S_zc_zc)/d)
    cx = _r.col(ws, LD(1)/np.sqrt(eps + q))
    cxf = cx[:, 0]
    np.multiply(t, cx, out=out)
    oS_1_t = _r.total(ws, out)
    oS_t_zc = _r.dot(out, zc)
    _r.extended('t, z', oS_1_t, oS_t_zc)
    if ws.refine:
        fS_gamma_gamma = _r.param_total(gamma * gamma)
        oS_gamma_gamma_t = out @ (gamma * gamma)
        oS_gamma_gamma_t_t = _r.dot(out, out, gamma * gamma)
        oS_gamma_gamma_t_zc = _r.dot(out, zc, gamma * gamma)
        fS_gamma_gamma_zc = zc @ (gamma * gamma)
        fS_gamma_gamma_zc_zc = _r.dot(zc, zc, gamma * gamma)
    W = ws.dtype.type
    x0 = W(1)/d
    x1 = oS_1_t*x0
    x2 = W(1)/cxf
    x3 = cxf**3*(-fS_1_zc*x1*x2 + oS_t_zc*x2)
    c1 = _r.col(ws, -x1 + fS_1_zc*x3/d**2)
    c2 = _r.col(ws, -x0*x3)
    np.multiply(zc, c2, out=zc)
    np.add(zc, c1, out=zc)
    np.add(out, zc, out=out)
    np.multiply(out, gamma, out=out)
    if ws.refine:
        ws.check((1.0, c1, c2,), ((oS_gamma_gamma_t_t, oS_gamma_gamma_t, oS_gamma_gamma_t_zc,), (oS_gamma_gamma_t, fS_gamma_gamma, fS_gamma_gamma_zc,), (oS_gamma_gamma_t_zc, fS_gamma_gamma_zc, fS_gamma_gamma_zc_zc,)))
    return out


def jvp_gamma_mp(z, t, gamma, eps):
    """J_y t = gamma * (J t): d = 1: Vec(0); d = 2: Vec((-<1,t>*eps/(d*(eps + q)**(3/2)))*gamma + (eps/(eps + q)**(3/2))*gamma⊙t); other d: Vec((-<1,t>/(d*sqrt(eps + q)))*gamma + (1/sqrt(eps + q))*gamma⊙t + (-<t,v>/(d*(eps + q)**(3/2)))*gamma⊙v)."""
    d = len(z)
    if d == 1:
        return [mpmath.mpf(0) for i in range(d)]
    if d == 2:
        v, q = _r.mp_stats(z)
        S_1_t = _r.mp_total(t)
        x0 = eps/mpmath.sqrt(eps + q)**3
        c0 = x0
        c1 = -S_1_t*x0/d
        return [c0*gamma[i]*t[i] + c1*gamma[i] for i in range(d)]
    v, q = _r.mp_stats(z)
    S_1_t = _r.mp_total(t)
    S_t_v = _r.mp_total(t, v)
    x0 = mpmath.mpf(1)/d
    x1 = eps + q
    x2 = mpmath.mpf(1)/mpmath.sqrt(x1)
    c0 = -S_1_t*x0*x2
    c1 = -S_t_v*x0/mpmath.sqrt(x1)**3
    c2 = x2
    return [c0*gamma[i] + c1*gamma[i]*v[i] + c2*gamma[i]*t[i] for i in range(d)]


def vjp(ws, z, g, eps, out):
    """J^T g.

    derived: d = 1: Vec(0); d = 2: Vec((-<1,g>*eps/(d*(eps + q)**(3/2)))*1 + (eps/(eps + q)**(3/2))*g); other d: Vec((-<1,g>/(d*sqrt(eps + q)))*1 + (1/sqrt(eps + q))*g + (-<g,v>/(d*(eps + q)**(3/2)))*v)
    evaluated (d = 1): Vec(0)
    evaluated (d = 2): Vec((-<1,g>*eps/(d*(eps + q)**(3/2)))*1 + (eps/(eps + q)**(3/2))*g)
    evaluated (other d): Vec((-<1,g>/(d*sqrt(eps + q)) + <1,zc>*(-<1,g>*<1,zc>/d + <g,zc>)/(d**2*(eps + q)**(3/2)))*1 + (1/sqrt(eps + q))*g + (-(-<1,g>*<1,zc>/d + <g,zc>)/(d*(eps + q)**(3/2)))*zc)
    with q = (-<1,zc>**2/d + <zc,zc>)/d
    """
    n, d = z.shape
    if d == 1:
        zc = _r.center(ws, z, ws.buffer(0, n), 'z')
        fS_1_zc = _r.total(ws, zc)
        S_1_zc, = _r.extended('z', fS_1_zc)
        _r.extended('g', _r.total(ws, g))
        out[...] = 0
        return out
    if d == 2:
        zc = _r.center(ws, z, ws.buffer(0, n), 'z')
        fS_1_zc = _r.total(ws, zc)
        fS_zc_zc = _r.dot(zc, zc)
        S_1_zc, S_zc_zc = _r.extended('z', fS_1_zc, fS_zc_zc)
        q = _r.nonneg((-S_1_zc**2/d + S_zc_zc)/d)
        cx = _r.col(ws, eps/np.sqrt(eps + q)**3)
        cxf = cx[:, 0]
        np.multiply(g, cx, out=out)
        oS_1_g = _r.total(ws, out)
        _r.extended('g', oS_1_g)
        if ws.refine:
            oS_g_g = _r.dot(out, out)
        W = ws.dtype.type
        c1 = _r.col(ws, -oS_1_g/d)
        np.add(out, c1, out=out)
        if ws.refine:
            ws.check((1.0, c1,), ((oS_g_g, oS_1_g,), (oS_1_g, d,)))
        return out
    zc = _r.center(ws, z, ws.buffer(0, n), 'z')
    fS_1_zc = _r.total(ws, zc)
    fS_zc_zc = _r.dot(zc, zc)
    S_1_zc, S_zc_zc = _r.extended('z', fS_1_zc, fS_zc_zc)
    q = _r.nonneg((-S_1_zc**2/d + S_zc_zc)/d)
    cx = _r.col(ws, LD(1)/np.sqrt(eps + q))
    cxf = cx[:, 0]
    np.multiply(g, cx, out=out)
    oS_1_g = _r.total(ws, out)
    oS_g_zc = _r.dot(out, zc)
    _r.extended('g, z', oS_1_g, oS_g_zc)
    if ws.refine:
        oS_g_g = _r.dot(out, out)
    W = ws.dtype.type
    x0 = W(1)/d
    x1 = oS_1_g*x0
    x2 = W(1)/cxf
    x3 = cxf**3*(-fS_1_zc*x1*x2 + oS_g_zc*x2)
    c1 = _r.col(ws, -x1 + fS_1_zc*x3/d**2)
    c2 = _r.col(ws, -x0*x3)
    np.multiply(zc, c2, out=zc)
    np.add(zc, c1, out=zc)
    np.add(out, zc, out=out)
    if ws.refine:
        ws.check((1.0, c1, c2,), ((oS_g_g, oS_1_g, oS_g_zc,), (oS_1_g, d, fS_1_zc,), (oS_g_zc, fS_1_zc, fS_zc_zc,)))
    return out


def vjp_mp(z, g, eps):
    """J^T g: d = 1: Vec(0); d = 2: Vec((-<1,g>*eps/(d*(eps + q)**(3/2)))*1 + (eps/(eps + q)**(3/2))*g); other d: Vec((-<1,g>/(d*sqrt(eps + q)))*1 + (1/sqrt(eps + q))*g + (-<g,v>/(d*(eps + q)**(3/2)))*v)."""
    d = len(z)
    if d == 1:
        return [mpmath.mpf(0) for i in range(d)]
    if d == 2:
        v, q = _r.mp_stats(z)
        S_1_g = _r.mp_total(g)
        x0 = eps/mpmath.sqrt(eps + q)**3
        c0 = x0
        c1 = -S_1_g*x0/d
        return [c0*g[i] + c1 for i in range(d)]
    v, q = _r.mp_stats(z)
    S_1_g = _r.mp_total(g)
    S_g_v = _r.mp_total(g, v)
    x0 = mpmath.mpf(1)/d
    x1 = eps + q
    x2 = mpmath.mpf(1)/mpmath.sqrt(x1)
    c0 = -S_1_g*x0*x2
    c1 = -S_g_v*x0/mpmath.sqrt(x1)**3
    c2 = x2
    return [c0 + c1*v[i] + c2*g[i] for i in range(d)]


def vjp_gamma(ws, z, g, gamma, eps, out):
    """J_y^T g = J^T (gamma * g).

    derived: d = 1: Vec(0); d = 2: Vec((-<g,gamma>*eps/(d*(eps + q)**(3/2)))*1 + (eps/(eps + q)**(3/2))*g⊙gamma); other d: Vec((-<g,gamma>/(d*sqrt(eps + q)))*1 + (1/sqrt(eps + q))*g⊙gamma + (-Σ(g⊙gamma⊙v)/(d*(eps + q)**(3/2)))*v)
    rewritten with p = g * gamma: d = 1: Vec(0); d = 2: Vec((-<1,p>*eps/(d*(eps + q)**(3/2)))*1 + (eps/(eps + q)**(3/2))*p); other d: Vec((-<1,p>/(d*sqrt(eps + q)))*1 + (1/sqrt(eps + q))*p + (-<p,v>/(d*(eps + q)**(3/2)))*v)
    evaluated (d = 1): Vec(0)
    evaluated (d = 2): Vec((-<1,p>*eps/(d*(eps + q)**(3/2)))*1 + (eps/(eps + q)**(3/2))*p)
    evaluated (other d): Vec((-<1,p>/(d*sqrt(eps + q)) + <1,zc>*(-<1,p>*<1,zc>/d + <p,zc>)/(d**2*(eps + q)**(3/2)))*1 + (1/sqrt(eps + q))*p + (-(-<1,p>*<1,zc>/d + <p,zc>)/(d*(eps + q)**(3/2)))*zc)
    with q = (-<1,zc>**2/d + <zc,zc>)/d
    """
    n, d = z.shape
    if d == 1:
        zc = _r.center(ws, z, ws.buffer(0, n), 'z')
        fS_1_zc = _r.total(ws, zc)
        S_1_zc, = _r.extended('z', fS_1_zc)
        _r.extended('g', _r.total(ws, g))
        out[...] = 0
        return out
    if d == 2:
        zc = _r.center(ws, z, ws.buffer(0, n), 'z')
        fS_1_zc = _r.total(ws, zc)
        fS_zc_zc = _r.dot(zc, zc)
        S_1_zc, S_zc_zc = _r.extended('z', fS_1_zc, fS_zc_zc)
        q = _r.nonneg((-S_1_zc**2/d + S_zc_zc)/d)
        cx = _r.col(ws, eps/np.sqrt(eps + q)**3)
        cxf = cx[:, 0]
        np.multiply(g, gamma, out=out)
        np.multiply(out, cx, out=out)
        oS_1_p = _r.total(ws, out)
        _r.extended('g', oS_1_p)
        if ws.refine:
            oS_p_p = _r.dot(out, out)
        W = ws.dtype.type
        c1 = _r.col(ws, -oS_1_p/d)
        np.add(out, c1, out=out)
        if ws.refine:
            ws.check((1.0, c1,), ((oS_p_p, oS_1_p,), (oS_1_p, d,)))
        return out
    zc = _r.center(ws, z, ws.buffer(0, n), 'z')
    fS_1_zc = _r.total(ws, zc)
    fS_zc_zc = _r.dot(zc, zc)
    S_1_zc, S_zc_zc = _r.extended('z', fS_1_zc, fS_zc_zc)
    q = _r.nonneg((-S_1_zc**2/d + S_zc_zc)/d)
    cx = _r.col(ws, LD(1)/np.sqrt(eps + q))
    cxf = cx[:, 0]
    np.multiply(g, gamma, out=out)
    np.multiply(out, cx, out=out)
    oS_1_p = _r.total(ws, out)
    oS_p_zc = _r.dot(out, zc)
    _r.extended('g, z', oS_1_p, oS_p_zc)
    if ws.refine:
        oS_p_p = _r.dot(out, out)
    W = ws.dtype.type
    x0 = W(1)/d
    x1 = oS_1_p*x0
    x2 = W(1)/cxf
    x3 = cxf**3*(-fS_1_zc*x1*x2 + oS_p_zc*x2)
    c1 = _r.col(ws, -x1 + fS_1_zc*x3/d**2)
    c2 = _r.col(ws, -x0*x3)
    np.multiply(zc, c2, out=zc)
    np.add(zc, c1, out=zc)
    np.add(out, zc, out=out)
    if ws.refine:
        ws.check((1.0, c1, c2,), ((oS_p_p, oS_1_p, oS_p_zc,), (oS_1_p, d, fS_1_zc,), (oS_p_zc, fS_1_zc, fS_zc_zc,)))
    return out


def vjp_gamma_mp(z, g, gamma, eps):
    """J_y^T g = J^T (gamma * g): d = 1: Vec(0); d = 2: Vec((-<g,gamma>*eps/(d*(eps + q)**(3/2)))*1 + (eps/(eps + q)**(3/2))*g⊙gamma); other d: Vec((-<g,gamma>/(d*sqrt(eps + q)))*1 + (1/sqrt(eps + q))*g⊙gamma + (-Σ(g⊙gamma⊙v)/(d*(eps + q)**(3/2)))*v)."""
    d = len(z)
    if d == 1:
        return [mpmath.mpf(0) for i in range(d)]
    if d == 2:
        v, q = _r.mp_stats(z)
        S_g_gamma = _r.mp_total(g, gamma)
        x0 = eps/mpmath.sqrt(eps + q)**3
        c0 = x0
        c1 = -S_g_gamma*x0/d
        return [c0*g[i]*gamma[i] + c1 for i in range(d)]
    v, q = _r.mp_stats(z)
    S_g_gamma = _r.mp_total(g, gamma)
    S_g_gamma_v = _r.mp_total(g, gamma, v)
    x0 = mpmath.mpf(1)/d
    x1 = eps + q
    x2 = mpmath.mpf(1)/mpmath.sqrt(x1)
    c0 = -S_g_gamma*x0*x2
    c1 = -x0*S_g_gamma_v/mpmath.sqrt(x1)**3
    c2 = x2
    return [c0 + c1*v[i] + c2*g[i]*gamma[i] for i in range(d)]


def jacobian(ws, z, eps, out):
    """J = (P - v v^T / (d (q + eps))) / sqrt(q + eps).

    derived: d = 1: Mat(0); d = 2: Mat((eps/(eps + q)**(3/2))*diag(1) + (-eps/(d*(eps + q)**(3/2)))*1 1^T); other d: Mat((1/sqrt(eps + q))*diag(1) + (-1/(d*sqrt(eps + q)))*1 1^T + (-1/(d*(eps + q)**(3/2)))*v v^T)
    evaluated (d = 1): Mat(0)
    evaluated (d = 2): Mat((eps/(eps + q)**(3/2))*diag(1) + (-eps/(d*(eps + q)**(3/2)))*1 1^T)
    evaluated (other d): Mat((1/sqrt(eps + q))*diag(1) + (-<1,zc>**2/(d**3*(eps + q)**(3/2)) - 1/(d*sqrt(eps + q)))*1 1^T + (<1,zc>/(d**2*(eps + q)**(3/2)))*1 zc^T + (<1,zc>/(d**2*(eps + q)**(3/2)))*zc 1^T + (-1/(d*(eps + q)**(3/2)))*zc zc^T)
    with q = (-<1,zc>**2/d + <zc,zc>)/d
    """
    n, d = z.shape
    if d == 1:
        zc = _r.center(ws, z, ws.buffer(0, n), 'z')
        fS_1_zc = _r.total(ws, zc)
        S_1_zc, = _r.extended('z', fS_1_zc)
        out[...] = 0
        return out
    if d == 2:
        zc = _r.center(ws, z, ws.buffer(0, n), 'z')
        fS_1_zc = _r.total(ws, zc)
        fS_zc_zc = _r.dot(zc, zc)
        S_1_zc, S_zc_zc = _r.extended('z', fS_1_zc, fS_zc_zc)
        q = _r.nonneg((-S_1_zc**2/d + S_zc_zc)/d)
        x0 = eps/np.sqrt(eps + q)**3
        c0 = _r.col(ws, x0)
        c1 = _r.col(ws, -x0/d)
        _r.outer_add(out, None, c1, first=True)
        _r.diag_add(out, c0)
        return out
    zc = _r.center(ws, z, ws.buffer(0, n), 'z')
    fS_1_zc = _r.total(ws, zc)
    fS_zc_zc = _r.dot(zc, zc)
    S_1_zc, S_zc_zc = _r.extended('z', fS_1_zc, fS_zc_zc)
    q = _r.nonneg((-S_1_zc**2/d + S_zc_zc)/d)
    x0 = LD(1)/d
    x1 = eps + q
    x2 = LD(1)/np.sqrt(x1)
    x3 = LD(1)/np.sqrt(x1)**3
    x4 = S_1_zc*x3/d**2
    c0 = _r.col(ws, -S_1_zc**2*x3/d**3 - x0*x2)
    c1 = _r.col(ws, -x0*x3)
    c2 = _r.col(ws, x4)
    c3 = _r.col(ws, x4)
    c4 = _r.col(ws, x2)
    _r.outer_add(out, None, c0 + c3 * zc, first=True)
    _r.outer_add(out, zc, c1 * zc + c2, first=False)
    _r.diag_add(out, c4)
    return out


def jacobian_mp(z, eps):
    """J = (P - v v^T / (d (q + eps))) / sqrt(q + eps): d = 1: Mat(0); d = 2: Mat((eps/(eps + q)**(3/2))*diag(1) + (-eps/(d*(eps + q)**(3/2)))*1 1^T); other d: Mat((1/sqrt(eps + q))*diag(1) + (-1/(d*sqrt(eps + q)))*1 1^T + (-1/(d*(eps + q)**(3/2)))*v v^T)."""
    d = len(z)
    if d == 1:
        return [[mpmath.mpf(0) for j in range(d)] for i in range(d)]
    if d == 2:
        v, q = _r.mp_stats(z)
        x0 = eps/mpmath.sqrt(eps + q)**3
        c0 = x0
        c1 = -x0/d
        return [[(c0 if i == j else 0) + c1 for j in range(d)] for i in range(d)]
    v, q = _r.mp_stats(z)
    x0 = mpmath.mpf(1)/d
    x1 = eps + q
    x2 = mpmath.mpf(1)/mpmath.sqrt(x1)
    c0 = -x0*x2
    c1 = -x0/mpmath.sqrt(x1)**3
    c2 = x2
    return [[c0 + c1*v[i]*v[j] + (c2 if i == j else 0) for j in range(d)] for i in range(d)]


def jacobian_gamma(ws, z, gamma, eps, out):
    """J_y = diag(gamma) J.

    derived: d = 1: Mat(0); d = 2: Mat((eps/(eps + q)**(3/2))*diag(gamma) + (-eps/(d*(eps + q)**(3/2)))*gamma 1^T); other d: Mat((1/sqrt(eps + q))*diag(gamma) + (-1/(d*sqrt(eps + q)))*gamma 1^T + (-1/(d*(eps + q)**(3/2)))*gamma⊙v v^T)
    evaluated (d = 1): Mat(0)
    evaluated (d = 2): Mat((eps/(eps + q)**(3/2))*diag(gamma) + (-eps/(d*(eps + q)**(3/2)))*gamma 1^T)
    evaluated (other d): Mat((1/sqrt(eps + q))*diag(gamma) + (-<1,zc>**2/(d**3*(eps + q)**(3/2)) - 1/(d*sqrt(eps + q)))*gamma 1^T + (<1,zc>/(d**2*(eps + q)**(3/2)))*gamma zc^T + (<1,zc>/(d**2*(eps + q)**(3/2)))*gamma⊙zc 1^T + (-1/(d*(eps + q)**(3/2)))*gamma⊙zc zc^T)
    with q = (-<1,zc>**2/d + <zc,zc>)/d
    """
    n, d = z.shape
    if d == 1:
        zc = _r.center(ws, z, ws.buffer(0, n), 'z')
        fS_1_zc = _r.total(ws, zc)
        S_1_zc, = _r.extended('z', fS_1_zc)
        out[...] = 0
        return out
    if d == 2:
        zc = _r.center(ws, z, ws.buffer(0, n), 'z')
        fS_1_zc = _r.total(ws, zc)
        fS_zc_zc = _r.dot(zc, zc)
        S_1_zc, S_zc_zc = _r.extended('z', fS_1_zc, fS_zc_zc)
        q = _r.nonneg((-S_1_zc**2/d + S_zc_zc)/d)
        x0 = eps/np.sqrt(eps + q)**3
        c0 = _r.col(ws, x0)
        c1 = _r.col(ws, -x0/d)
        _r.outer_add(out, gamma, c1, first=True)
        _r.diag_add(out, c0 * gamma)
        return out
    zc = _r.center(ws, z, ws.buffer(0, n), 'z')
    fS_1_zc = _r.total(ws, zc)
    fS_zc_zc = _r.dot(zc, zc)
    S_1_zc, S_zc_zc = _r.extended('z', fS_1_zc, fS_zc_zc)
    q = _r.nonneg((-S_1_zc**2/d + S_zc_zc)/d)
    x0 = LD(1)/d
    x1 = eps + q
    x2 = LD(1)/np.sqrt(x1)
    x3 = LD(1)/np.sqrt(x1)**3
    x4 = S_1_zc*x3/d**2
    c0 = _r.col(ws, -S_1_zc**2*x3/d**3 - x0*x2)
    c1 = _r.col(ws, -x0*x3)
    c2 = _r.col(ws, x4)
    c3 = _r.col(ws, x4)
    c4 = _r.col(ws, x2)
    _r.outer_add(out, gamma, c0 + c3 * zc, first=True)
    _r.outer_add(out, gamma * zc, c1 * zc + c2, first=False)
    _r.diag_add(out, c4 * gamma)
    return out


def jacobian_gamma_mp(z, gamma, eps):
    """J_y = diag(gamma) J: d = 1: Mat(0); d = 2: Mat((eps/(eps + q)**(3/2))*diag(gamma) + (-eps/(d*(eps + q)**(3/2)))*gamma 1^T); other d: Mat((1/sqrt(eps + q))*diag(gamma) + (-1/(d*sqrt(eps + q)))*gamma 1^T + (-1/(d*(eps + q)**(3/2)))*gamma⊙v v^T)."""
    d = len(z)
    if d == 1:
        return [[mpmath.mpf(0) for j in range(d)] for i in range(d)]
    if d == 2:
        v, q = _r.mp_stats(z)
        x0 = eps/mpmath.sqrt(eps + q)**3
        c0 = x0
        c1 = -x0/d
        return [[(c0*gamma[i] if i == j else 0) + c1*gamma[i] for j in range(d)] for i in range(d)]
    v, q = _r.mp_stats(z)
    x0 = mpmath.mpf(1)/d
    x1 = eps + q
    x2 = mpmath.mpf(1)/mpmath.sqrt(x1)
    c0 = -x0*x2
    c1 = -x0/mpmath.sqrt(x1)**3
    c2 = x2
    return [[c0*gamma[i] + c1*gamma[i]*v[i]*v[j] + (c2*gamma[i] if i == j else 0) for j in range(d)] for i in range(d)]


def param_grads_gamma(ws, z, g, eps, out):
    """(D_gamma y)^T g = g * u.

    derived: Vec((1/sqrt(eps + q))*g⊙v)
    evaluated: Vec((-<1,zc>/(d*sqrt(eps + q)))*g + (1/sqrt(eps + q))*g⊙zc)
    with q = (-<1,zc>**2/d + <zc,zc>)/d
    """
    n, d = z.shape
    zc = _r.center(ws, z, ws.buffer(0, n), 'z')
    fS_1_zc = _r.total(ws, zc)
    fS_zc_zc = _r.dot(zc, zc)
    S_1_zc, S_zc_zc = _r.extended('z', fS_1_zc, fS_zc_zc)
    q = _r.nonneg((-S_1_zc**2/d + S_zc_zc)/d)
    np.multiply(g, zc, out=out)
    x0 = LD(1)/np.sqrt(eps + q)
    np.multiply(out, _r.col(ws, x0), out=out)
    c1 = _r.col(ws, -S_1_zc*x0/d)
    acc = np.multiply(g, c1, out=ws.buffer(1, n))
    np.add(out, acc, out=out)
    return out


def param_grads_gamma_mp(z, g, eps):
    """(D_gamma y)^T g = g * u: Vec((1/sqrt(eps + q))*g⊙v)."""
    d = len(z)
    v, q = _r.mp_stats(z)
    c0 = mpmath.mpf(1)/mpmath.sqrt(eps + q)
    return [c0*g[i]*v[i] for i in range(d)]


def param_grads_beta(ws, z, g, eps, out):
    """(D_beta y)^T g = g.

    derived: Vec((1)*g)
    evaluated: Vec((1)*g)
    """
    n, d = z.shape
    return g


def param_grads_beta_mp(z, g, eps):
    """(D_beta y)^T g = g: Vec((1)*g)."""
    d = len(z)
    return [g[i] for i in range(d)]


def core_variance(ws, z, eps, out):
    """q / (q + eps).

    derived: q/(eps + q)
    evaluated: q/(eps + q)
    with q = (-<1,zc>**2/d + <zc,zc>)/d
    """
    n, d = z.shape
    zc = _r.center(ws, z, ws.buffer(0, n), 'z')
    fS_1_zc = _r.total(ws, zc)
    fS_zc_zc = _r.dot(zc, zc)
    S_1_zc, S_zc_zc = _r.extended('z', fS_1_zc, fS_zc_zc)
    q = _r.nonneg((-S_1_zc**2/d + S_zc_zc)/d)
    out[...] = q/(eps + q)
    return out


def core_variance_mp(z, eps):
    """q / (q + eps): q/(eps + q)."""
    d = len(z)
    v, q = _r.mp_stats(z)
    return q/(eps + q)


def sensitivity(ws, z, eps, out):
    """||J||_2.

    derived: d = 1: 0; d = 2: eps/(eps + q)**(3/2); other d: 1/sqrt(eps + q)
    evaluated (d = 1): 0
    evaluated (d = 2): eps/(eps + q)**(3/2)
    evaluated (other d): 1/sqrt(eps + q)
    with q = (-<1,zc>**2/d + <zc,zc>)/d
    """
    n, d = z.shape
    if d == 1:
        zc = _r.center(ws, z, ws.buffer(0, n), 'z')
        fS_1_zc = _r.total(ws, zc)
        S_1_zc, = _r.extended('z', fS_1_zc)
        out[...] = LD(0)
        return out
    if d == 2:
        zc = _r.center(ws, z, ws.buffer(0, n), 'z')
        fS_1_zc = _r.total(ws, zc)
        fS_zc_zc = _r.dot(zc, zc)
        S_1_zc, S_zc_zc = _r.extended('z', fS_1_zc, fS_zc_zc)
        q = _r.nonneg((-S_1_zc**2/d + S_zc_zc)/d)
        out[...] = eps/np.sqrt(eps + q)**3
        return out
    zc = _r.center(ws, z, ws.buffer(0, n), 'z')
    fS_1_zc = _r.total(ws, zc)
    fS_zc_zc = _r.dot(zc, zc)
    S_1_zc, S_zc_zc = _r.extended('z', fS_1_zc, fS_zc_zc)
    q = _r.nonneg((-S_1_zc**2/d + S_zc_zc)/d)
    out[...] = LD(1)/np.sqrt(eps + q)
    return out


def sensitivity_mp(z, eps):
    """||J||_2: d = 1: 0; d = 2: eps/(eps + q)**(3/2); other d: 1/sqrt(eps + q)."""
    d = len(z)
    if d == 1:
        return mpmath.mpf(0)
    if d == 2:
        v, q = _r.mp_stats(z)
        return eps/mpmath.sqrt(eps + q)**3
    v, q = _r.mp_stats(z)
    return mpmath.mpf(1)/mpmath.sqrt(eps + q)


def lipschitz_bound(eps):
    """1 / sqrt(eps).

    derived: 1/sqrt(eps)
    """
    return float(LD(1)/np.sqrt(eps))


def lipschitz_bound_mp(eps):
    """1 / sqrt(eps): 1/sqrt(eps)."""
    return mpmath.mpf(1)/mpmath.sqrt(eps)


def lipschitz_bound_gamma(gamma, eps):
    """max_i |gamma_i| / sqrt(eps).

    derived: max|gamma|/sqrt(eps)
    """
    G_gamma = _r.max_abs(gamma)
    return float(G_gamma/np.sqrt(eps))


def lipschitz_bound_gamma_mp(gamma, eps):
    """max_i |gamma_i| / sqrt(eps): max|gamma|/sqrt(eps)."""
    G_gamma = _r.mp_max_abs(gamma)
    return G_gamma/mpmath.sqrt(eps)


def rms_core(ws, z, eps, out):
    """r = z / sqrt(s + eps), s = <z, z>/d.

    derived: Vec((1/sqrt(<x,x>/d + eps))*x)
    evaluated: Vec((1/sqrt(<z,z>/d + eps))*z)
    """
    n, d = z.shape
    fS_z_z = _r.dot(z, z)
    S_z_z, = _r.extended('z', fS_z_z)
    np.multiply(z, _r.col(ws, LD(1)/np.sqrt(S_z_z/d + eps)), out=out)
    return out


def rms_core_mp(z, eps):
    """r = z / sqrt(s + eps), s = <z, z>/d: Vec((1/sqrt(<x,x>/d + eps))*x)."""
    d = len(z)
    S_x_x = _r.mp_total(z, z)
    c0 = mpmath.mpf(1)/mpmath.sqrt(S_x_x/d + eps)
    return [c0*z[i] for i in range(d)]


def rms_norm(ws, z, gamma, beta, eps, out):
    """y = gamma * r + beta.

    derived: Vec((1)*beta + (1/sqrt(<x,x>/d + eps))*gamma⊙x)
    evaluated: Vec((1)*beta + (1/sqrt(<z,z>/d + eps))*gamma⊙z)
    """
    n, d = z.shape
    fS_z_z = _r.dot(z, z)
    S_z_z, = _r.extended('z', fS_z_z)
    np.multiply(z, _r.col(ws, LD(1)/np.sqrt(S_z_z/d + eps)), out=out)
    np.multiply(out, gamma, out=out)
    if ws.refine:
        terms = _r.absmax(out)
    np.add(out, beta, out=out)
    if ws.refine:
        ws.check_max(terms, out)
    return out


def rms_norm_mp(z, gamma, beta, eps):
    """y = gamma * r + beta: Vec((1)*beta + (1/sqrt(<x,x>/d + eps))*gamma⊙x)."""
    d = len(z)
    S_x_x = _r.mp_total(z, z)
    c0 = mpmath.mpf(1)/mpmath.sqrt(S_x_x/d + eps)
    return [c0*gamma[i]*z[i] + beta[i] for i in range(d)]


def rms_jvp(ws, z, t, eps, out):
    """J t.

    derived: d = 1: Vec((eps/(<x,x>/d + eps)**(3/2))*t); other d: Vec((1/sqrt(<x,x>/d + eps))*t + (-<t,x>/(d*(<x,x>/d + eps)**(3/2)))*x)
    evaluated (d = 1): Vec((eps/(<z,z>/d + eps)**(3/2))*t)
    evaluated (other d): Vec((1/sqrt(<z,z>/d + eps))*t + (-<t,z>/(d*(<z,z>/d + eps)**(3/2)))*z)
    """
    n, d = z.shape
    if d == 1:
        fS_z_z = _r.dot(z, z)
        S_z_z, = _r.extended('z', fS_z_z)
        cx = _r.col(ws, eps/np.sqrt(S_z_z/d + eps)**3)
        cxf = cx[:, 0]
        np.multiply(t, cx, out=out)
        W = ws.dtype.type
        return out
    fS_z_z = _r.dot(z, z)
    S_z_z, = _r.extended('z', fS_z_z)
    cx = _r.col(ws, LD(1)/np.sqrt(S_z_z/d + eps))
    cxf = cx[:, 0]
    np.multiply(t, cx, out=out)
    oS_t_z = _r.dot(out, z)
    _r.extended('t, z', oS_t_z)
    if ws.refine:
        oS_t_t = _r.dot(out, out)
    W = ws.dtype.type
    c1 = _r.col(ws, -cxf**2*oS_t_z/d)
    acc = np.multiply(z, c1, out=ws.buffer(0, n))
    np.add(out, acc, out=out)
    if ws.refine:
        ws.check((1.0, c1,), ((oS_t_t, oS_t_z,), (oS_t_z, fS_z_z,)))
    return out


def rms_jvp_mp(z, t, eps):
    """J t: d = 1: Vec((eps/(<x,x>/d + eps)**(3/2))*t); other d: Vec((1/sqrt(<x,x>/d + eps))*t + (-<t,x>/(d*(<x,x>/d + eps)**(3/2)))*x)."""
    d = len(z)
    if d == 1:
        S_x_x = _r.mp_total(z, z)
        c0 = eps/mpmath.sqrt(S_x_x/d + eps)**3
        return [c0*t[i] for i in range(d)]
    S_t_x = _r.mp_total(t, z)
    S_x_x = _r.mp_total(z, z)
    x0 = mpmath.mpf(1)/d
    x1 = S_x_x*x0 + eps
    c0 = -S_t_x*x0/mpmath.sqrt(x1)**3
    c1 = mpmath.mpf(1)/mpmath.sqrt(x1)
    return [c0*z[i] + c1*t[i] for i in range(d)]


def rms_jvp_gamma(ws, z, t, gamma, eps, out):
    """J_y t = gamma * (J t).

    derived: d = 1: Vec((eps/(<x,x>/d + eps)**(3/2))*gamma⊙t); other d: Vec((1/sqrt(<x,x>/d + eps))*gamma⊙t + (-<t,x>/(d*(<x,x>/d + eps)**(3/2)))*gamma⊙x)
    evaluated (d = 1): Vec((eps/(<z,z>/d + eps)**(3/2))*gamma⊙t)
    evaluated (other d): Vec((1/sqrt(<z,z>/d + eps))*gamma⊙t + (-<t,z>/(d*(<z,z>/d + eps)**(3/2)))*gamma⊙z)
    """
    n, d = z.shape
    if d == 1:
        fS_z_z = _r.dot(z, z)
        S_z_z, = _r.extended('z', fS_z_z)
        cx = _r.col(ws, eps/np.sqrt(S_z_z/d + eps)**3)
        cxf = cx[:, 0]
        np.multiply(t, cx, out=out)
        W = ws.dtype.type
        np.multiply(out, gamma, out=out)
        return out
    fS_z_z = _r.dot(z, z)
    S_z_z, = _r.extended('z', fS_z_z)
    cx = _r.col(ws, LD(1)/np.sqrt(S_z_z/d + eps))
    cxf = cx[:, 0]
    np.multiply(t, cx, out=out)
    oS_t_z = _r.dot(out, z)
    _r.extended('t, z', oS_t_z)
    if ws.refine:
        oS_gamma_gamma_t_t = _r.dot(out, out, gamma * gamma)
        oS_gamma_gamma_t_z = _r.dot(out, z, gamma * gamma)
        fS_gamma_gamma_z_z = _r.dot(z, z, gamma * gamma)
    W = ws.dtype.type
    c1 = _r.col(ws, -cxf**2*oS_t_z/d)
    acc = np.multiply(z, c1, out=ws.buffer(0, n))
    np.add(out, acc, out=out)
    np.multiply(out, gamma, out=out)
    if ws.refine:
        ws.check((1.0, c1,), ((oS_gamma_gamma_t_t, oS_gamma_gamma_t_z,), (oS_gamma_gamma_t_z, fS_gamma_gamma_z_z,)))
    return out


def rms_jvp_gamma_mp(z, t, gamma, eps):
    """J_y t = gamma * (J t): d = 1: Vec((eps/(<x,x>/d + eps)**(3/2))*gamma⊙t); other d: Vec((1/sqrt(<x,x>/d + eps))*gamma⊙t + (-<t,x>/(d*(<x,x>/d + eps)**(3/2)))*gamma⊙x)."""
    d = len(z)
    if d == 1:
        S_x_x = _r.mp_total(z, z)
        c0 = eps/mpmath.sqrt(S_x_x/d + eps)**3
        return [c0*gamma[i]*t[i] for i in range(d)]
    S_t_x = _r.mp_total(t, z)
    S_x_x = _r.mp_total(z, z)
    x0 = mpmath.mpf(1)/d
    x1 = S_x_x*x0 + eps
    c0 = -S_t_x*x0/mpmath.sqrt(x1)**3
    c1 = mpmath.mpf(1)/mpmath.sqrt(x1)
    return [c0*gamma[i]*z[i] + c1*gamma[i]*t[i] for i in range(d)]


def rms_vjp(ws, z, g, eps, out):
    """J^T g.

    derived: d = 1: Vec((eps/(<x,x>/d + eps)**(3/2))*g); other d: Vec((1/sqrt(<x,x>/d + eps))*g + (-<g,x>/(d*(<x,x>/d + eps)**(3/2)))*x)
    evaluated (d = 1): Vec((eps/(<z,z>/d + eps)**(3/2))*g)
    evaluated (other d): Vec((1/sqrt(<z,z>/d + eps))*g + (-<g,z>/(d*(<z,z>/d + eps)**(3/2)))*z)
    """
    n, d = z.shape
    if d == 1:
        fS_z_z = _r.dot(z, z)
        S_z_z, = _r.extended('z', fS_z_z)
        cx = _r.col(ws, eps/np.sqrt(S_z_z/d + eps)**3)
        cxf = cx[:, 0]
        np.multiply(g, cx, out=out)
        W = ws.dtype.type
        return out
    fS_z_z = _r.dot(z, z)
    S_z_z, = _r.extended('z', fS_z_z)
    cx = _r.col(ws, LD(1)/np.sqrt(S_z_z/d + eps))
    cxf = cx[:, 0]
    np.multiply(g, cx, out=out)
    oS_g_z = _r.dot(out, z)
    _r.extended('g, z', oS_g_z)
    if ws.refine:
        oS_g_g = _r.dot(out, out)
    W = ws.dtype.type
    c1 = _r.col(ws, -cxf**2*oS_g_z/d)
    acc = np.multiply(z, c1, out=ws.buffer(0, n))
    np.add(out, acc, out=out)
    if ws.refine:
        ws.check((1.0, c1,), ((oS_g_g, oS_g_z,), (oS_g_z, fS_z_z,)))
    return out


def rms_vjp_mp(z, g, eps):
    """J^T g: d = 1: Vec((eps/(<x,x>/d + eps)**(3/2))*g); other d: Vec((1/sqrt(<x,x>/d + eps))*g + (-<g,x>/(d*(<x,x>/d + eps)**(3/2)))*x)."""
    d = len(z)
    if d == 1:
        S_x_x = _r.mp_total(z, z)
        c0 = eps/mpmath.sqrt(S_x_x/d + eps)**3
        return [c0*g[i] for i in range(d)]
    S_g_x = _r.mp_total(g, z)
    S_x_x = _r.mp_total(z, z)
    x0 = mpmath.mpf(1)/d
    x1 = S_x_x*x0 + eps
    c0 = -S_g_x*x0/mpmath.sqrt(x1)**3
    c1 = mpmath.mpf(1)/mpmath.sqrt(x1)
    return [c0*z[i] + c1*g[i] for i in range(d)]


def rms_vjp_gamma(ws, z, g, gamma, eps, out):
    """J_y^T g = J^T (gamma * g).

    derived: d = 1: Vec((eps/(<x,x>/d + eps)**(3/2))*g⊙gamma); other d: Vec((1/sqrt(<x,x>/d + eps))*g⊙gamma + (-Σ(g⊙gamma⊙x)/(d*(<x,x>/d + eps)**(3/2)))*x)
    rewritten with p = g * gamma: d = 1: Vec((eps/(<x,x>/d + eps)**(3/2))*p); other d: Vec((1/sqrt(<x,x>/d + eps))*p + (-<p,x>/(d*(<x,x>/d + eps)**(3/2)))*x)
    evaluated (d = 1): Vec((eps/(<z,z>/d + eps)**(3/2))*p)
    evaluated (other d): Vec((1/sqrt(<z,z>/d + eps))*p + (-<p,z>/(d*(<z,z>/d + eps)**(3/2)))*z)
    """
    n, d = z.shape
    if d == 1:
        fS_z_z = _r.dot(z, z)
        S_z_z, = _r.extended('z', fS_z_z)
        cx = _r.col(ws, eps/np.sqrt(S_z_z/d + eps)**3)
        cxf = cx[:, 0]
        np.multiply(g, gamma, out=out)
        np.multiply(out, cx, out=out)
        W = ws.dtype.type
        return out
    fS_z_z = _r.dot(z, z)
    S_z_z, = _r.extended('z', fS_z_z)
    cx = _r.col(ws, LD(1)/np.sqrt(S_z_z/d + eps))
    cxf = cx[:, 0]
    np.multiply(g, gamma, out=out)
    np.multiply(out, cx, out=out)
    oS_p_z = _r.dot(out, z)
    _r.extended('g, z', oS_p_z)
    if ws.refine:
        oS_p_p = _r.dot(out, out)
    W = ws.dtype.type
    c1 = _r.col(ws, -cxf**2*oS_p_z/d)
    acc = np.multiply(z, c1, out=ws.buffer(0, n))
    np.add(out, acc, out=out)
    if ws.refine:
        ws.check((1.0, c1,), ((oS_p_p, oS_p_z,), (oS_p_z, fS_z_z,)))
    return out


def rms_vjp_gamma_mp(z, g, gamma, eps):
    """J_y^T g = J^T (gamma * g): d = 1: Vec((eps/(<x,x>/d + eps)**(3/2))*g⊙gamma); other d: Vec((1/sqrt(<x,x>/d + eps))*g⊙gamma + (-Σ(g⊙gamma⊙x)/(d*(<x,x>/d + eps)**(3/2)))*x)."""
    d = len(z)
    if d == 1:
        S_x_x = _r.mp_total(z, z)
        c0 = eps/mpmath.sqrt(S_x_x/d + eps)**3
        return [c0*g[i]*gamma[i] for i in range(d)]
    S_g_gamma_x = _r.mp_total(g, gamma, z)
    S_x_x = _r.mp_total(z, z)
    x0 = mpmath.mpf(1)/d
    x1 = S_x_x*x0 + eps
    c0 = -x0*S_g_gamma_x/mpmath.sqrt(x1)**3
    c1 = mpmath.mpf(1)/mpmath.sqrt(x1)
    return [c0*z[i] + c1*g[i]*gamma[i] for i in range(d)]


def rms_jacobian(ws, z, eps, out):
    """J = (I - z z^T / (d (s + eps))) / sqrt(s + eps).

    derived: d = 1: Mat((eps/(<x,x>/d + eps)**(3/2))*diag(1)); other d: Mat((1/sqrt(<x,x>/d + eps))*diag(1) + (-1/(d*(<x,x>/d + eps)**(3/2)))*x x^T)
    evaluated (d = 1): Mat((eps/(<z,z>/d + eps)**(3/2))*diag(1))
    evaluated (other d): Mat((1/sqrt(<z,z>/d + eps))*diag(1) + (-1/(d*(<z,z>/d + eps)**(3/2)))*z z^T)
    """
    n, d = z.shape
    if d == 1:
        fS_z_z = _r.dot(z, z)
        S_z_z, = _r.extended('z', fS_z_z)
        c0 = _r.col(ws, eps/np.sqrt(S_z_z/d + eps)**3)
        out[...] = 0
        _r.diag_add(out, c0)
        return out
    fS_z_z = _r.dot(z, z)
    S_z_z, = _r.extended('z', fS_z_z)
    x0 = LD(1)/d
    x1 = S_z_z*x0 + eps
    c0 = _r.col(ws, -x0/np.sqrt(x1)**3)
    c1 = _r.col(ws, LD(1)/np.sqrt(x1))
    _r.outer_add(out, z, c0 * z, first=True)
    _r.diag_add(out, c1)
    return out


def rms_jacobian_mp(z, eps):
    """J = (I - z z^T / (d (s + eps))) / sqrt(s + eps): d = 1: Mat((eps/(<x,x>/d + eps)**(3/2))*diag(1)); other d: Mat((1/sqrt(<x,x>/d + eps))*diag(1) + (-1/(d*(<x,x>/d + eps)**(3/2)))*x x^T)."""
    d = len(z)
    if d == 1:
        S_x_x = _r.mp_total(z, z)
        c0 = eps/mpmath.sqrt(S_x_x/d + eps)**3
        return [[(c0 if i == j else 0) for j in range(d)] for i in range(d)]
    S_x_x = _r.mp_total(z, z)
    x0 = mpmath.mpf(1)/d
    x1 = S_x_x*x0 + eps
    c0 = -x0/mpmath.sqrt(x1)**3
    c1 = mpmath.mpf(1)/mpmath.sqrt(x1)
    return [[c0*z[i]*z[j] + (c1 if i == j else 0) for j in range(d)] for i in range(d)]


def rms_jacobian_gamma(ws, z, gamma, eps, out):
    """J_y = diag(gamma) J.

    derived: d = 1: Mat((eps/(<x,x>/d + eps)**(3/2))*diag(gamma)); other d: Mat((1/sqrt(<x,x>/d + eps))*diag(gamma) + (-1/(d*(<x,x>/d + eps)**(3/2)))*gamma⊙x x^T)
    evaluated (d = 1): Mat((eps/(<z,z>/d + eps)**(3/2))*diag(gamma))
    evaluated (other d): Mat((1/sqrt(<z,z>/d + eps))*diag(gamma) + (-1/(d*(<z,z>/d + eps)**(3/2)))*gamma⊙z z^T)
    """
    n, d = z.shape
    if d == 1:
        fS_z_z = _r.dot(z, z)
        S_z_z, = _r.extended('z', fS_z_z)
        c0 = _r.col(ws, eps/np.sqrt(S_z_z/d + eps)**3)
        out[...] = 0
        _r.diag_add(out, c0 * gamma)
        return out
    fS_z_z = _r.dot(z, z)
    S_z_z, = _r.extended('z', fS_z_z)
    x0 = LD(1)/d
    x1 = S_z_z*x0 + eps
    c0 = _r.col(ws, -x0/np.sqrt(x1)**3)
    c1 = _r.col(ws, LD(1)/np.sqrt(x1))
    _r.outer_add(out, gamma * z, c0 * z, first=True)
    _r.diag_add(out, c1 * gamma)
    return out


def rms_jacobian_gamma_mp(z, gamma, eps):
    """J_y = diag(gamma) J: d = 1: Mat((eps/(<x,x>/d + eps)**(3/2))*diag(gamma)); other d: Mat((1/sqrt(<x,x>/d + eps))*diag(gamma) + (-1/(d*(<x,x>/d + eps)**(3/2)))*gamma⊙x x^T)."""
    d = len(z)
    if d == 1:
        S_x_x = _r.mp_total(z, z)
        c0 = eps/mpmath.sqrt(S_x_x/d + eps)**3
        return [[(c0*gamma[i] if i == j else 0) for j in range(d)] for i in range(d)]
    S_x_x = _r.mp_total(z, z)
    x0 = mpmath.mpf(1)/d
    x1 = S_x_x*x0 + eps
    c0 = -x0/mpmath.sqrt(x1)**3
    c1 = mpmath.mpf(1)/mpmath.sqrt(x1)
    return [[c0*gamma[i]*z[i]*z[j] + (c1*gamma[i] if i == j else 0) for j in range(d)] for i in range(d)]


def rms_param_grads_gamma(ws, z, g, eps, out):
    """(D_gamma y)^T g = g * r.

    derived: Vec((1/sqrt(<x,x>/d + eps))*g⊙x)
    evaluated: Vec((1/sqrt(<z,z>/d + eps))*g⊙z)
    """
    n, d = z.shape
    fS_z_z = _r.dot(z, z)
    S_z_z, = _r.extended('z', fS_z_z)
    np.multiply(g, z, out=out)
    np.multiply(out, _r.col(ws, LD(1)/np.sqrt(S_z_z/d + eps)), out=out)
    return out


def rms_param_grads_gamma_mp(z, g, eps):
    """(D_gamma y)^T g = g * r: Vec((1/sqrt(<x,x>/d + eps))*g⊙x)."""
    d = len(z)
    S_x_x = _r.mp_total(z, z)
    c0 = mpmath.mpf(1)/mpmath.sqrt(S_x_x/d + eps)
    return [c0*g[i]*z[i] for i in range(d)]


def rms_param_grads_beta(ws, z, g, eps, out):
    """(D_beta y)^T g = g.

    derived: Vec((1)*g)
    evaluated: Vec((1)*g)
    """
    n, d = z.shape
    return g


def rms_param_grads_beta_mp(z, g, eps):
    """(D_beta y)^T g = g: Vec((1)*g)."""
    d = len(z)
    return [g[i] for i in range(d)]
