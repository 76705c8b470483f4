r"""The definedness obligations of a claim's function ``f``, however SymPy simplifies it.

SymPy simplifies as it builds: ``(x - c)*(x - 1)/(x - 1)`` is ``x - c`` at once,
and ``(x + c x)**2/(x + c x)`` is ``x + c x``, so the denominators (``x - 1 != 0``,
``x + c x != 0``) are gone before any check could see them.  Solutions and Limit
therefore read f in two ways, and take the union of what both find (with the
model's records, :func:`.definedness.recording`, and the value's own):

1. **As it runs** (:func:`constructed`): while f is evaluated as usual, every power
   and logarithm f's own code has SymPy *construct* is recorded, before any
   simplification takes it away (``a/b`` builds ``b**-1``, ``sqrt(a)`` builds
   ``a**(1/2)``, first).  These are the partial operations f actually performed,
   on the branch it actually took.  Left out: powers built below a cached SymPy
   function (built only when its result is not cached yet, so reading them would
   make a verdict depend on the claims that ran before), those of symln's models
   (which record their own conditions), and powers of intermediate values of the
   models' machinery (the parameter s of a derivative along a line, a Dummy,
   which ``m.D`` sets to 0 and checks itself there).  The same reading runs over
   a claim's body in the exact models (:func:`symln.prove.verify._judge`).
2. **As written** (:func:`read_as_written`): f once more with SymPy's evaluation
   off (``sympy.evaluate(False)``), where the models also build every value they
   would otherwise share between claims from a cache (no power is constructed for
   a value taken from a cache).

The reading as written must never lose obligations silently.  It returns them
with a ``problem`` that is set whenever it cannot be trusted to hold *all* of
them, and the judges then prove nothing (the relation is undecided, naming the
problem):

* f raises in that pass (a model operation that needs evaluation, ``float(...)``,
  a test that an unevaluated value fails);
* an operation whose domain symln does not know is in the tree as written;
* the tree as written, evaluated, is not decidably the value f returns in the
  ordinary pass (f took another branch there).

Python truth tests of relations, such as an ordinary guard ``assert eps > 0``,
are decided in that pass as the ordinary pass decides them: SymPy would raise on
the unevaluated ``eps > 0``, so while f is read the relation is evaluated from its
evaluated arguments (:func:`_relations_decided`).  A branch on ``==``, which is
structural in SymPy and never raises, may still go another way as written
(``k == 1`` for ``k = (1 - c)/(1 - c)``): the reading as it runs covers the branch
f took in the ordinary pass.

Whether f uses its argument at all is also read here: a function that ignores it
(``lambda e: core(m, m.z, eps0)`` with a declared ``eps0``) is a constant, so its
limit or solution set says nothing about the claim's statement.

SymPy caches constructed objects by their arguments, not by the evaluation flag;
changing the flag clears the cache (``global_parameters.__setattr__``), and the
cache is cleared once more afterwards."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

import sympy as sp
from sympy.core.cache import cacheit, clear_cache
from sympy.core.relational import Relational

from .definedness import Obligation, UnsupportedOperation, obligations_of, recording
from .exprs import as_expr
from .identities import is_zero
from .questions import TRUSTED
from .signs import Sign

__all__ = ["Written", "constructed", "constructed_obligations", "read_as_written", "value_as_written"]

_SHOW = 160


@dataclass
class Written:
    """What f's tree as written says: its obligations, whether it uses its argument, and
    ``problem``, set when the obligations may be incomplete (then nothing may be proved)."""

    obligations: list[Obligation] = field(default_factory=list)
    problem: str = ""
    uses_argument: bool = True


def _cut(text: str) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= _SHOW else text[: _SHOW - 3] + "..."


def _evaluated(expr):
    """*expr* (a tree built without evaluation) rebuilt node by node with SymPy's evaluation on."""
    cache: dict = {}

    def walk(e):
        if not e.args:
            return e
        done = cache.get(e)
        if done is None:
            done = e.func(*[walk(a) for a in e.args])
            cache[e] = done
        return done

    with sp.evaluate(True):
        return walk(expr)


def _decided_truth(relation) -> bool:
    """``bool(relation)`` as the ordinary pass would decide it: from its evaluated arguments."""
    value = _evaluated(relation)
    if value in (sp.true, sp.false):
        return bool(value)
    raise TypeError(f"cannot determine truth value of Relational: {relation}")


@contextmanager
def _relations_decided() -> Iterator[None]:
    """While f is read without evaluation, ``bool(a > b)`` is decided as with evaluation on."""
    saved = Relational.__dict__["__bool__"]
    Relational.__bool__ = _decided_truth
    try:
        yield
    finally:
        Relational.__bool__ = saved


#: SymPy's cache decorator: work done below it is skipped when the result is cached
_CACHE_FILE = sys.modules[cacheit.__module__].__file__


def _asked_directly_by_a_claim() -> bool:
    """Whether the power or logarithm being built was asked for by a claim's own code (outside SymPy
    and symln) through SymPy's operators alone: ``x / b`` builds ``b**-1`` in ``Expr.__truediv__``
    on every call.  Powers built below a cached SymPy function (``Mul``'s flattening, ``simplify``)
    are built only when its result is not cached yet, so they are left out: what is read must not
    depend on which claims ran before."""
    frame = sys._getframe(2)
    while frame is not None:
        name = frame.f_code.co_filename
        if name == _CACHE_FILE:
            return False
        if not name.startswith(TRUSTED[0]):
            return not name.startswith(TRUSTED[1])
        frame = frame.f_back
    return False


@contextmanager
def constructed(claim_code_only: bool = False) -> Iterator[list]:
    """Record ``(base, exponent)`` of every power and ``(arg, None)`` of every logarithm SymPy
    constructs meanwhile, cache hits included (the hooks sit outside SymPy's cache); with
    *claim_code_only*, only those a claim's code asks for directly (:func:`_asked_directly_by_a_claim`).

    The class attributes are restored afterwards; the models evaluate claims on the main
    thread (the runner's workers are processes), so nothing else runs meanwhile.
    """
    built: list = []
    pow_new = sp.Pow.__dict__["__new__"]
    plain_new = pow_new.__func__
    wanted = _asked_directly_by_a_claim if claim_code_only else (lambda: True)

    def new_pow(cls, b, e, evaluate=None):
        if wanted():
            built.append((b, e))
        return plain_new(cls, b, e, evaluate)

    function_new = sp.Function.__new__

    def new_log(cls, *args, **options):
        if args and wanted():
            built.append((args[0], None))
        return function_new(cls, *args, **options)

    log_new = sp.log.__dict__.get("__new__")  # log inherits Function.__new__ (None) unless hooked
    sp.Pow.__new__ = staticmethod(new_pow)
    sp.log.__new__ = staticmethod(new_log)
    try:
        yield built
    finally:
        sp.Pow.__new__ = pow_new
        if log_new is None:
            del sp.log.__new__
        else:
            sp.log.__new__ = log_new


def constructed_obligations(built: list, own: set) -> list[Obligation]:
    """The obligations of the partial operations in *built* (from :func:`constructed`), except
    those on intermediate values of the models' own machinery: values that mention a Dummy
    other than the *own* ones (f's variable, the judge's defined quantities).

    A claim cannot make a Dummy (its scalars and vectors are Symbols), so such a value is
    internal: in practice ``f(p + s t)`` along the line of a derivative, whose conditions
    ``m.D`` records itself at ``s = 0``.  Everything else is kept, however it arose: a kept
    condition can only keep a claim from being proved, never make one proved.
    """

    def internal(expr) -> bool:
        return any(isinstance(s, sp.Dummy) and s not in own for s in expr.free_symbols)

    parts = []
    seen = set()
    for base, exponent in built:
        key = (base, exponent)
        try:
            if key in seen:
                continue
            seen.add(key)
        except TypeError:  # an unhashable argument: never a SymPy power of ours
            continue
        base = as_expr(base)
        if not base.free_symbols or internal(base):
            continue
        if exponent is None:
            parts.append(sp.log(base, evaluate=False))
            continue
        exponent = as_expr(exponent)
        if exponent.is_Rational and (exponent.is_negative or not exponent.is_Integer):
            parts.append(sp.Pow(base, exponent, evaluate=False))
    with sp.evaluate(True):
        found = obligations_of(parts)
    return [o for o in found if not internal(o.expr)]


def read_as_written(f: Callable, x, expr) -> Written:
    """The obligations of ``f(x)`` built without SymPy's evaluation; *expr* is ``f(x)`` built
    with it (the value the judges decide).

    >>> import sympy as sp
    >>> x, c = sp.Symbol('x'), sp.Symbol('c')
    >>> f = lambda x: (x - c) * (x - 1) / (x - 1)
    >>> [o.describe() for o in read_as_written(f, x, f(x)).obligations]
    ['x - 1 != 0 (denominator)']
    >>> eps = sp.Symbol('eps', positive=True)
    >>> def guarded(x):
    ...     assert eps > 0
    ...     return f(x)
    >>> [o.describe() for o in read_as_written(guarded, x, guarded(x)).obligations]
    ['x - 1 != 0 (denominator)']
    >>> read_as_written(lambda y: c, x, c).uses_argument
    False
    """
    try:
        with recording([]), sp.evaluate(False), _relations_decided():
            written = as_expr(f(x))
    except Exception as exc:  # noqa: BLE001 - any failure: the obligations cannot be read
        clear_cache()
        return Written(problem=f"f cannot be read as written (with SymPy's evaluation off, it raised "
                       f"{type(exc).__name__}: {_cut(exc)})")
    clear_cache()
    uses = x in written.free_symbols or x in expr.free_symbols
    try:
        obligations = obligations_of([written])
    except UnsupportedOperation as exc:
        return Written(problem=f"f as written: {exc}", uses_argument=uses)
    try:
        same = _evaluated(written)
        verdict = True if same == expr else is_zero(same - expr)
    except Exception as exc:  # noqa: BLE001 - a node SymPy cannot rebuild: the comparison fails
        verdict, same = None, f"not rebuilt ({type(exc).__name__}: {_cut(exc)})"
    finally:
        clear_cache()
    if verdict is not True:
        return Written(
            problem=f"f as written, {_cut(same)}, is not decidably the value f returns, {_cut(expr)} "
            "(does f branch on a simplified value?)",
            uses_argument=uses,
        )
    return Written([Obligation(o.expr.doit(), o.sign, o.reason) for o in obligations], uses_argument=uses)


def value_as_written(compute: Callable[[], object], entries: Callable[[object], list]) -> list[Obligation]:
    """The obligations of the value ``compute()`` as written (``m.D`` reads f at its point this way).

    SymPy cancels ``n * t / n`` to ``t`` as it builds, so the condition ``n != 0`` of a function that
    divides by n is gone from its value.  ``compute`` is run again with SymPy's evaluation off (guards
    decided as in the ordinary pass) and the obligations are read off that tree, then evaluated so
    they read as usual; *entries* lists the scalars of a value.  A function that cannot be read that
    way is not trusted: :class:`UnsupportedOperation` says why, and the claim proves nothing.
    """
    try:
        with recording([]), sp.evaluate(False), _relations_decided():
            value = compute()
        found = obligations_of(entries(value))
    except UnsupportedOperation:
        raise
    except Exception as exc:  # noqa: BLE001 - any failure: the obligations are unknown, so nothing is proved
        raise UnsupportedOperation(
            f"the function could not be read as written to find where it is defined ({type(exc).__name__}: {_cut(exc)})"
        ) from exc
    finally:
        clear_cache()
    obligations = [Obligation(o.expr.doit(), o.sign, f"{o.reason} as written") for o in found]
    return [o for o in obligations if not _holds_as_a_number(o)]


def _holds_as_a_number(ob: Obligation) -> bool:
    """An obligation on a rational number that holds (``2 != 0``): nothing to prove or to show."""
    e = ob.expr
    if not e.is_Rational:
        return False
    return {Sign.NONZERO: e != 0, Sign.POS: e > 0, Sign.NONNEG: e >= 0}.get(ob.sign, False)
