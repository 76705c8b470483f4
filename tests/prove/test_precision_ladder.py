"""The precision ladder of the numeric model: rounding is zero, tiny real values are real.

Structure first: how a number's history over the rungs is read (:func:`classify`),
how a transcript pairs the numbers of two evaluations, and then the numeric model
judged on the ladder, for true claims whose numbers fool one precision and false
claims whose wrong constant is tiny (they must still be refuted, by the numbers).
"""

import re

import mpmath
import pytest
from sympy import FiniteSet, Rational, Reals, oo, sqrt

from symln import Equal, Example, LessEqual, Positive, Solutions, claim
from symln.model import variance
from symln.prove.run.ladder import MAX_RUNGS, Kind, Transcript, classify, digits_of, on_the_ladder, tolerance
from symln.prove.models.numeric import Num, NumericModel, UndefinedValue
from symln.prove.language.relations import Check
from symln.prove.decide.signs import Sign
from symln.prove.run.verify import Outcome, verify_claim


def make(body, id="T.ladder", scope=None):
    return claim(id, article="tests", statement="test claim", scope=scope or Example(2))(body)


def mpf(text):
    return mpmath.mpf(text)


# -- reading a history -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "history, kind",
    [
        (["3e-51", "-2e-101"], Kind.ZERO),  # rounding of a zero shrinks with the digits
        (["3e-51", "0"], Kind.ZERO),
        (["0", "0"], Kind.REAL),  # exactly 0 at both rungs: a real 0
        (["8e-60", "8e-60"], Kind.REAL),  # tiny, but it stays put
        (["1.0000000000000000000000000000003e-30", "1e-30"], Kind.REAL),  # 30 digits agree
        (["0", "1"], Kind.UNKNOWN),  # lost at 50 digits: one more rung decides
        (["1e30", "1"], Kind.ZERO),  # ...or it looks like rounding for now
        (["2.5", "1.5"], Kind.UNKNOWN),  # neither stays put nor shrinks
    ],
)
def test_classify_two_rungs(history, kind):
    with mpmath.workdps(100):
        assert classify([mpf(x) for x in history], (50, 100)).kind is kind


def test_a_value_that_shrank_but_is_as_large_as_its_terms_is_not_yet_zero():
    with mpmath.workdps(100):
        history = [mpf("1.5e349"), mpf("-2.8e200")]  # (sqrt 2 + 10^200)^2 - 10^400 - ... at 50, 100 digits
        assert classify(history, (50, 100)).kind is Kind.ZERO
        assert classify(history, (50, 100), slack=tolerance(100) * mpf("1e400")).kind is Kind.ZERO
        assert classify(history, (50, 100), slack=tolerance(100) * 2).kind is Kind.UNKNOWN


def test_classify_three_rungs_blowup_and_recovery():
    with mpmath.workdps(200):
        pole = [mpf("-1.2e51"), mpf("3e101"), mpf("1.9e201")]  # 1/(rounding of a zero)
        assert classify(pole, (50, 100, 200)).kind is Kind.BLOWUP
        found = [mpf("0"), mpf("1"), mpf("1")]  # (q + 1) - q at q = 2.5e79
        assert classify(found, (50, 100, 200)).kind is Kind.REAL
        once = [mpf("1e-30"), mpf("1"), mpf("1e26")]  # one growth is not enough to call a pole
        assert classify(once[:2] + [mpf("1")], (50, 100, 200)).kind is Kind.REAL
        assert classify([mpf("0"), mpf("0"), mpf("1e-190")], (50, 100, 200)).kind is Kind.UNKNOWN
        assert classify(once, (50, 100, 200)).kind is Kind.UNKNOWN


def test_digits_of_the_rungs():
    assert digits_of(50) == (50, 100, 200)
    assert digits_of(30, MAX_RUNGS)[-1] == 30 * 2 ** (MAX_RUNGS - 1)


# -- transcripts ---------------------------------------------------------------------------------


def test_first_rung_reads_by_slack():
    t = Transcript((50,))
    readings = t.read([mpf("1e-30"), mpf("1e-20")], [tolerance(50)] * 2)
    assert [r.kind for r in readings] == [Kind.ZERO, Kind.REAL]
    assert t.conclude([((readings[1],), False)]) is False
    assert t.failures == 1 and not t.confirmed  # the first rung never confirms


def test_transcripts_pair_readings_by_order_and_length():
    low = Transcript((50,))
    with mpmath.workdps(50):
        low.read([mpf("8e-60")], [0])
        low.read([mpf(1), mpf(2)], [0, 0])
    with mpmath.workdps(100):
        high = Transcript((50, 100), (low.values,))
        (tiny,) = high.read([mpf("8e-60")], [0])
        mismatched = high.read([mpf(1)], [0])  # one value where the lower rung read two
        extra = high.read([mpf(3)], [0])  # nothing read here below
    assert tiny.kind is Kind.REAL
    assert mismatched[0].kind is Kind.UNKNOWN and extra[0].kind is Kind.UNKNOWN


def test_conclude_confirms_only_failures_on_settled_readings():
    with mpmath.workdps(100):
        t = Transcript((50, 100), ([[mpf("8e-60"), mpf("3e-51")]],))
        real, zero = t.read([mpf("8e-60"), mpf("-2e-101")], [0, 1])
    assert (real.kind, zero.kind) == (Kind.REAL, Kind.ZERO)
    assert t.conclude([((zero,), zero.test(lambda v: v > 0, False))]) is False
    assert not t.confirmed and t.unresolved  # a zero may hide a cancellation: climb on
    assert t.conclude([((real,), real.test(lambda v: v < 0, False))]) is False
    assert t.confirmed


# -- the numeric model on the ladder -----------------------------------------------------------


def judged(judge, d=2):
    """The verdict of *judge* on a numeric model, climbed up the ladder; the precision is restored."""
    with mpmath.workdps(50):
        check = on_the_ladder(NumericModel(d, seed=1), judge)
        assert mpmath.mp.dps == 50
    return check


def test_rounding_noise_is_zero_and_a_tiny_real_value_is_not():
    def noise(m):  # 0 up to rounding at every rung
        return m.sqrt(m.number(2)) ** 2 - 2

    def tiny(m):
        return m.number(Rational(8, 10**60))

    assert judged(lambda m: m.judge_sign(tiny(m), Sign.POS)).ok is True
    assert judged(lambda m: m.judge_sign(-tiny(m), Sign.NONNEG)).ok is False
    assert judged(lambda m: m.judge_sign(noise(m), Sign.NONNEG)).ok is True
    refuted = judged(lambda m: m.judge_sign(noise(m), Sign.POS))
    assert refuted.ok is False and "violates > 0" in refuted.detail  # 0 is not positive
    assert judged(lambda m: m.judge_equal(noise(m) * 10**40, 0)).ok is True


def test_first_rung_alone_is_provisional():
    with mpmath.workdps(50):
        m = NumericModel(2, seed=1)
        assert m.judge_sign(m.number(Rational(8, 10**60)), Sign.POS).ok is False  # within the slack
        assert m.judge_sign(m.number(-Rational(8, 10**60)), Sign.NONNEG).ok is False  # negative
        assert m.judge_equal(m.number(Rational(8, 10**60)), 0).ok is True  # within the slack: no climb
        assert m.transcript.failures == 2 and not m.transcript.confirmed


def test_cancellation_beyond_the_working_precision_is_resolved():
    q = Num(10) ** 79 * Rational(5, 2)
    check = judged(lambda m: m.judge_sign_of_difference(q + 1, q, Sign.POS))
    assert check.ok is True


def test_a_division_by_a_vanishing_number_is_refuted():
    # sqrt(5 + 2 sqrt 6) = sqrt 2 + sqrt 3: the difference is rounding at every rung (not an exact 0)
    def zero(m):
        return m.sqrt(m.number(5 + 2 * sqrt(6))) - m.number(sqrt(2) + sqrt(3))
    check = judged(lambda m: m.judge_sign(1 / zero(m), Sign.POS))
    assert check.ok is False and "blowup" in check.detail


def test_solutions_at_a_tiny_scale():
    def f(m):
        z0 = m.vec([0, Rational(1, 10**15)])
        return lambda a: variance(m, z0 * a) - variance(m, z0)

    assert judged(lambda m: m.judge_solutions(f(m), Reals, FiniteSet(-1, 1), "a")).ok is True
    wrong = judged(lambda m: m.judge_solutions(f(m), Reals, FiniteSet(-1, 1, 2), "a"))
    assert wrong.ok is False and "a=2" in wrong.detail


def test_limits_beyond_the_old_probes():
    big = Num(10) ** 48
    assert judged(lambda m: m.judge_limit(lambda x: x / (x + big), oo, 1, "x")).ok is True
    tiny_q = Num(10) ** -200
    assert judged(lambda m: m.judge_limit(lambda e: tiny_q / (tiny_q + e), 0, 1, "e", side="+")).ok is True
    assert judged(lambda m: m.judge_limit(lambda x: x - big, oo, oo, "x")).ok is True
    plateau = judged(lambda m: m.judge_limit(lambda x: x / (x + 1), oo, 2, "x"))
    assert plateau.ok is False and "no convergence" in plateau.detail
    assert judged(lambda m: m.judge_limit(lambda x: x / (x + 1), oo, oo, "x")).ok is False


# -- vectors orthogonal to small vectors ---------------------------------------------------------


def test_a_tiny_direction_is_projected_out_and_a_dependent_one_is_dropped():
    with mpmath.workdps(50):
        m = NumericModel(3, seed=4)
        b = m.vec([Rational(1, 10**30), -Rational(1, 10**30), 0])
        w = m.vector("w", orthogonal_to=(b,))
        assert abs(m.dot(w, b).v) <= mpf("1e-75")
        assert len(m._orthogonal_basis([m.one, m.one * 3, b])) == 2  # 3 1 is in the span of 1
        u = m.vector("u", orthogonal_to=(m.one, m.one * Rational(1, 10**40)))
        assert abs(m.total(u).v) <= mpf("1e-45")


# -- whole claims ----------------------------------------------------------------------------------


def test_true_claims_with_tiny_numbers_are_proved():
    def radial(m):
        eps = m.number(Rational(1, 10**60))
        return Positive(eps * (variance(m, m.vec([0, 1])) + eps) ** Rational(-3, 2))

    def cancel(m):
        q = variance(m, m.vec([0, 10**40]))
        return LessEqual(q, q + m.number(1), strict=True)

    for body in (radial, cancel):
        assert verify_claim(make(body)).outcome is Outcome.PROVED


@pytest.mark.parametrize(
    "body",
    [
        lambda m: Positive(m.number(-Rational(1, 10**60))),
        lambda m: LessEqual(variance(m, m.z) + Rational(1, 10**30), variance(m, m.z), strict=True),
        lambda m: Solutions(lambda x: x - 1 - Rational(1, 10**20), Reals, FiniteSet(1), "x"),
        lambda m: Equal((m.sqrt(m.number(2)) + 10**200) ** 2 - 10**400 - 2 * m.sqrt(m.number(2)) * 10**200,
                        2 + Rational(1, 10**30)),  # a difference 10^-30 under terms 10^400: 1600 digits
    ],
    ids=["negative-tiny", "strict-tiny-gap", "root-off-by-1e-20", "deep-cancellation"],
)
def test_false_claims_with_a_tiny_wrong_constant_are_refuted_numerically(body):
    v = verify_claim(make(body, scope=Example(1)))
    assert v.outcome is Outcome.FAILED
    assert v.numeric.ok is False, v.numeric.detail
    assert re.search(r"real at (100|200|400|800|1600) digits", v.numeric.detail), v.numeric.detail


def test_a_check_that_holds_at_the_first_rung_does_not_climb():
    calls = []

    def judge(m):
        calls.append(m.transcript.rung)
        return Check(True)

    assert judged(judge).ok is True and calls == [1]


def test_a_limit_needs_f_defined_near_the_point_only():
    tiny = Num(10) ** -40  # sqrt(tiny - e) is defined for e <= 1e-40 only: not at the probes 1e-8, 1e-16, 1e-32
    check = judged(lambda m: m.judge_limit(lambda e: m.sqrt(tiny - e), 0, Rational(1, 10**20), "e", side="+"))
    assert check.ok is True and "undefined" in check.detail
    with pytest.raises(UndefinedValue):  # undefined at every probe: the claim is undefined near the point
        judged(lambda m: m.judge_limit(lambda e: m.sqrt(-tiny - e), 0, 0, "e", side="+"))


# -- limits beyond the claim's own scale ------------------------------------------------------------


def test_a_limit_at_a_scale_beyond_the_standard_probes_converges():
    tiny_q = Num(10) ** -3000  # q/(q + e) -> 1 only once e passes below 1e-3000
    check = judged(lambda m: m.judge_limit(lambda e: tiny_q / (tiny_q + e), 0, 1, "e", side="+"))
    assert check.ok is True and "1.0e-4096" in check.detail
    huge = Num(10) ** 3000  # huge/(huge + x) -> 0 only once x passes 1e3000: a scale seen in f's terms
    assert judged(lambda m: m.judge_limit(lambda x: huge / (huge + x), oo, 0, "x")).ok is True
    assert judged(lambda m: m.judge_limit(lambda x: x - huge, oo, oo, "x")).ok is True


def test_a_false_limit_with_a_tiny_wrong_constant_is_still_refuted():
    tiny_q = Num(10) ** -3000
    wrong = 1 + Rational(1, 10**20)
    check = judged(lambda m: m.judge_limit(lambda e: tiny_q / (tiny_q + e), 0, wrong, "e", side="+"))
    assert check.ok is False and "no convergence" in check.detail
    assert "1.0e-8192" in check.detail  # judged past the claim's scale 10^-6000, not before
    root = judged(lambda m: m.judge_limit(lambda x: m.sqrt(x**2 + Num(10) ** 2100) - x, oo, Rational(1, 10**20), "x"))
    assert root.ok is False and "no convergence" in root.detail
    plateau = judged(lambda m: m.judge_limit(lambda x: x / (x + 1), oo, 2, "x"))  # ordinary: no deepening
    assert plateau.ok is False and "1.0e+2048" not in plateau.detail


def test_the_deepening_stops_at_its_bound_undecided(monkeypatch):
    monkeypatch.setattr(NumericModel, "LIMIT_MAX_EXPONENT", 4096)
    tiny_q = Num(10) ** -3000  # scale 10^-3000: refuting needs probes past 10^-6000, beyond the bound
    check = judged(lambda m: m.judge_limit(lambda e: tiny_q / (tiny_q + e), 0, 2, "e", side="+"))
    assert check.ok is None and "not beyond the claim's scale" in check.detail
    assert "1.0e-4096" in check.detail and "1.0e-8192" not in check.detail


def test_a_probe_that_cancels_twice_its_exponent_is_not_taken_for_a_plateau():
    """x (sqrt(x^2 + c) - x) -> c/2: at x = 10^e the numerator cancels 2e digits, more than the first
    rung's margin; the doubling margins of the higher rungs resolve it, so nothing is refuted."""
    from sympy import Rational, oo

    from symln import AllD, Limit, claim
    from symln.prove.run.verify import Outcome, verify_claim

    @claim("T.ladder.double-cancellation", article="tests", statement="x (sqrt(x^2 + 3) - x) tends to 3/2.", scope=AllD())
    def body(m):
        return Limit(lambda x: x * (m.sqrt(x * x + 3) - x), oo, Rational(3, 2))

    assert verify_claim(body).outcome is not Outcome.FAILED
