"""Time limits and parallel runs: a hanging claim is stopped, parallel equals serial, no worker outlives a run."""

import json
import os
import signal
import time

import pytest
from process_support import Group, needs_proc, processes, python, threads, wait_until

from symln import Equal, claim, errors
from symln.cli import main
from symln.prove.run import runner
from symln.prove.run.runner import default_jobs, run
from symln.prove.run.verify import Outcome


def _hangs(m):
    while True:
        time.sleep(0.01)


def _quick(m):
    return Equal(m.total(m.one), m.d)


#: how long STALL stalls: far beyond the time limits of the tests, and short enough that a time limit
#: which is not kept fails its test (STALL ends proved) instead of hanging the suite
STALL_SECONDS = 10.0


def _stalls(m):
    time.sleep(STALL_SECONDS)  # the body is traced once per verification
    return _quick(m)


HANG = claim("HANG", article="tests", statement="never returns")(_hangs)
STALL = claim("STALL", article="tests", statement="1.1 = d, slowly")(_stalls)
QUICK = claim("QUICK", article="tests", statement="1.1 = d")(_quick)


def test_a_hanging_claim_is_stopped_and_the_run_continues():
    _, verdicts = run([STALL, QUICK], timeout=1.0)
    assert verdicts[0].outcome is Outcome.ERROR and verdicts[0].reason == "error: timed out after 1 s"
    assert verdicts[1].outcome is Outcome.PROVED


def test_time_limit_also_applies_in_parallel_workers():
    _, verdicts = run([STALL, QUICK], timeout=1.0, jobs=2)
    assert [v.outcome for v in verdicts] == [Outcome.ERROR, Outcome.PROVED]
    assert verdicts[0].reason == "error: timed out after 1 s"


def _without_timings(document):
    document["summary"].pop("seconds")
    for c in document["claims"]:
        c["symbolic"].pop("seconds")
    return document


def test_parallel_and_serial_json_are_identical_apart_from_timings(tmp_path):
    serial, parallel = tmp_path / "serial.json", tmp_path / "parallel.json"
    argv = ["verify", "--article", "epsilon", "--id", "E4", "--id", "E12", "--id", "E17", "--id", "E21"]
    assert main([*argv, "--jobs", "1", "--json", str(serial)]) == 0
    assert main([*argv, "--jobs", "2", "--json", str(parallel)]) == 0
    a, b = (_without_timings(json.loads(p.read_text())) for p in (serial, parallel))
    assert a == b


def test_default_jobs_is_the_core_count(monkeypatch):
    assert default_jobs() == len(os.sched_getaffinity(0))
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0, 2, 5})
    assert default_jobs() == 3


def test_bad_jobs_and_timeout_are_usage_errors(capsys):
    assert main(["verify", "--jobs", "0"]) == 2
    assert main(["verify", "--timeout", "-1"]) == 2
    assert "--jobs" in capsys.readouterr().err


# ---------------------------------------------------------------------------
# the worker processes: settings reach them, deaths are their claims' errors, none outlives run()

_TEST_PID = os.getpid()  # claims below act only inside a worker, never in the test process


def _in_a_worker():
    if os.getpid() == _TEST_PID:
        raise RuntimeError("this claim must run in a worker process")


def _killed(m):
    _in_a_worker()
    os.kill(os.getpid(), signal.SIGKILL)


def _exits(m):
    _in_a_worker()
    os._exit(3)


def _exits_0(m):
    _in_a_worker()
    os._exit(0)


def _interrupts_the_test_process(m):
    _in_a_worker()
    os.kill(_TEST_PID, signal.SIGINT)
    return _hangs(m)


KILLED = claim("KILLED", article="tests", statement="its process is killed")(_killed)
EXITS = claim("EXITS", article="tests", statement="its process exits")(_exits)
EXITS0 = claim("EXITS0", article="tests", statement="its process exits with status 0")(_exits_0)
QUICK2 = claim("QUICK2", article="tests", statement="1.1 = d")(_quick)
QUICK3 = claim("QUICK3", article="tests", statement="1.1 = d")(_quick)
SENDS_SIGINT = claim("SENDS_SIGINT", article="tests", statement="interrupts the test process")(
    _interrupts_the_test_process
)


def _children():
    return processes(ppid=os.getpid(), live=False)


def test_claim_timeout_lives_in_errors_and_stays_importable_from_the_runner():
    assert runner.ClaimTimeout is errors.ClaimTimeout
    assert issubclass(errors.ClaimTimeout, BaseException) and not issubclass(errors.ClaimTimeout, Exception)
    assert errors.ClaimTimeout in errors.UNCONTAINED and errors.RunInterrupted in errors.UNCONTAINED


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_fractional_time_limit_is_kept(jobs):
    _, verdicts = run([STALL, QUICK], timeout=0.5, jobs=jobs)
    assert verdicts[0].outcome is Outcome.ERROR and verdicts[0].reason == "error: timed out after 0.5 s"
    assert verdicts[0].seconds < 5
    assert verdicts[1].outcome is Outcome.PROVED


def test_settings_reach_the_workers(tmp_path):
    serial, parallel = tmp_path / "serial.json", tmp_path / "parallel.json"
    argv = ["verify", "--id", "E4", "--id", "E12", "--dps", "80"]
    assert main([*argv, "--jobs", "1", "--json", str(serial)]) == 0
    assert main([*argv, "--jobs", "2", "--json", str(parallel)]) == 0
    a, b = (_without_timings(json.loads(p.read_text())) for p in (serial, parallel))
    assert a == b
    assert {c["numeric"]["dps"] for c in b["claims"]} == {80}


@needs_proc
def test_a_dead_worker_is_an_error_of_its_claim_and_the_run_goes_on():
    lemmas, verdicts = run([KILLED, QUICK, EXITS, QUICK2, QUICK3], jobs=2)
    by_id = {v.claim.id: v for v in verdicts}
    assert by_id["KILLED"].outcome is Outcome.ERROR
    assert by_id["KILLED"].reason == "error: the worker process running this claim died (killed by SIGKILL)"
    assert by_id["EXITS"].outcome is Outcome.ERROR
    assert by_id["EXITS"].reason == "error: the worker process running this claim died (exit status 3)"
    assert all(by_id[i].outcome is Outcome.PROVED for i in ("QUICK", "QUICK2", "QUICK3"))
    assert lemmas and not any(r.failure for r in lemmas)
    assert _children() == []


@needs_proc
@pytest.mark.parametrize("isolated", [False, True], ids=["two jobs", "one job, isolated"])
def test_a_worker_that_exits_with_status_0_is_an_error_naming_that_status(isolated):
    """Status 0 is no signal: the claim's error says "exit status 0", and the claims after it are verified."""
    _, verdicts = run([EXITS0, QUICK], jobs=1 if isolated else 2, isolated=isolated)
    assert [(v.outcome, v.reason) for v in verdicts] == [
        (Outcome.ERROR, "error: the worker process running this claim died (exit status 0)"),
        (Outcome.PROVED, verdicts[1].reason),
    ]
    assert _children() == []


def test_what_escapes_the_verifier_in_a_worker_is_an_error_of_its_claim(monkeypatch):
    real = runner.verify_claim

    def broken(c, settings):
        if c.id == "QUICK2":
            raise SystemExit(0)
        if c.id == "QUICK3":
            raise RuntimeError("a bug")
        return real(c, settings)

    monkeypatch.setattr(runner, "verify_claim", broken)  # the workers inherit it through the fork
    _, verdicts = run([QUICK, QUICK2, QUICK3], jobs=2)
    assert [v.outcome for v in verdicts] == [Outcome.PROVED, Outcome.ERROR, Outcome.ERROR]
    assert verdicts[1].reason == "error: SystemExit: 0 escaped the verifier in a worker process"
    assert verdicts[2].reason == "error: RuntimeError: a bug escaped the verifier in a worker process"


def test_a_result_that_cannot_be_sent_is_an_error_of_its_claim(monkeypatch):
    real = runner._run_one

    def unpicklable(c, settings, timeout):
        return (lambda: None) if c.id == "QUICK2" else real(c, settings, timeout)

    monkeypatch.setattr(runner, "_run_one", unpicklable)
    _, verdicts = run([QUICK, QUICK2], jobs=2)
    assert [v.outcome for v in verdicts] == [Outcome.PROVED, Outcome.ERROR]
    assert verdicts[1].reason.startswith("error: the worker process could not send the result (")


@needs_proc
def test_no_worker_outlives_a_parallel_run():
    run([QUICK, QUICK2, QUICK3], jobs=2)
    assert _children() == []


@needs_proc
def test_an_interrupted_run_kills_and_reaps_its_workers_and_raises():
    handler = signal.getsignal(signal.SIGINT)
    start = time.perf_counter()
    with pytest.raises(KeyboardInterrupt):
        run([HANG, SENDS_SIGINT], jobs=2)  # no time limit: only the interrupt ends it
    assert time.perf_counter() - start < 60
    assert _children() == []
    assert signal.getsignal(signal.SIGINT) is handler


DRIVER = """
import sys, time
from symln import claim
from symln.prove.run import runner

if sys.argv[1] == "poll":  # as where prctl is unavailable
    runner._die_with_parent = lambda: False


def hang(m):
    while True:
        time.sleep(0.01)


claims = [claim(f"HANG{i}", article="tests", statement="never returns")(hang) for i in range(3)]
runner.run(claims, jobs=2)
"""


@needs_proc
@pytest.mark.parametrize("how, within", [("prctl", 2.0), ("poll", 2.0 + 10 * runner._PARENT_POLL)])
def test_workers_die_with_a_parent_killed_outright(tmp_path, how, within):
    script = tmp_path / "driver.py"
    script.write_text(DRIVER)
    with Group(python(str(script), how), tmp_path) as group:
        workers = group.wait_for_workers(2)
        if how == "poll":
            # the thread that polls the parent's pid (a worker starts it just after the fork)
            assert wait_until(lambda: all(threads(pid) >= 2 for pid in workers), 5.0)
        os.kill(group.proc.pid, signal.SIGKILL)
        group.proc.wait(timeout=30)
        # orphans are reaped by init (or not, in some containers): count only live processes
        assert wait_until(lambda: processes(pgid=group.pgid) == [], within), processes(pgid=group.pgid)


# -- a claim stuck inside one C call: its alarm cannot fire, the parent's deadline ends it

#: 2^86243 - 1 is a Mersenne prime; a probable-prime test of it is minutes of GMP arithmetic in one call
MERSENNE_EXPONENT = 86243


def _stuck_in_gmp(m):
    import gmpy2

    gmpy2.is_prime(gmpy2.mpz(2) ** MERSENNE_EXPONENT - 1)
    return _quick(m)


STUCK = claim("STUCK", article="tests", statement="1.1 = d, after a primality test in GMP")(_stuck_in_gmp)


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_claim_stuck_in_a_c_call_ends_at_its_deadline_and_the_run_goes_on(jobs):
    start = time.perf_counter()
    _, verdicts = run([STUCK, QUICK], timeout=2.0, jobs=jobs, isolated=True)
    elapsed = time.perf_counter() - start
    stuck, quick = verdicts
    assert stuck.outcome is Outcome.ERROR and stuck.reason.startswith("error: timed out after 2 s (stopped by the parent")
    assert 2.0 <= stuck.symbolic.seconds < 3.5
    assert quick.outcome is Outcome.PROVED
    assert elapsed < 30  # the lemma checks and QUICK included; the GMP call alone takes minutes
    assert _children() == []


def test_the_cli_keeps_the_deadline_of_a_claim_stuck_in_a_c_call(tmp_path, capsys):
    claims = tmp_path / "stuck_claims.py"
    claims.write_text(
        "import gmpy2\n"
        "from symln import Equal, claim\n\n"
        "@claim('STUCK', article='tests', statement='1.1 = d, after a primality test in GMP')\n"
        "def stuck(m):\n"
        f"    gmpy2.is_prime(gmpy2.mpz(2) ** {MERSENNE_EXPONENT} - 1)\n"
        "    return Equal(m.total(m.one), m.d)\n"
    )
    start = time.perf_counter()
    code = main(["verify", "--claims", str(claims), "--timeout", "2", "--jobs", "1"])
    assert time.perf_counter() - start < 30
    assert code == 1
    assert "timed out after 2 s" in capsys.readouterr().out
