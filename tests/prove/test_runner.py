"""Time limits and parallel runs: a hanging claim is stopped, parallel equals serial."""

import json
import time

from symln import Equal, claim
from symln.cli import main
from symln.prove.runner import default_jobs, run
from symln.prove.verify import Outcome


def _hangs(m):
    while True:
        time.sleep(0.01)


def _quick(m):
    return Equal(m.total(m.one), m.d)


HANG = claim("HANG", article="tests", statement="never returns")(_hangs)
QUICK = claim("QUICK", article="tests", statement="1.1 = d")(_quick)


def test_a_hanging_claim_is_stopped_and_the_run_continues():
    start = time.perf_counter()
    _, verdicts = run([HANG, QUICK], timeout=1.0)
    assert time.perf_counter() - start < 30
    assert verdicts[0].outcome is Outcome.ERROR and verdicts[0].reason == "error: timed out after 1 s"
    assert verdicts[1].outcome is Outcome.PROVED


def test_time_limit_also_applies_in_parallel_workers():
    _, verdicts = run([HANG, QUICK], timeout=1.0, jobs=2)
    assert [v.outcome for v in verdicts] == [Outcome.ERROR, Outcome.PROVED]


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


def test_default_jobs_is_the_core_count():
    assert default_jobs() >= 1


def test_bad_jobs_and_timeout_are_usage_errors(capsys):
    assert main(["verify", "--jobs", "0"]) == 2
    assert main(["verify", "--timeout", "-1"]) == 2
    assert "--jobs" in capsys.readouterr().err
