"""Tests of scripts/full-run.sh: its refusal to resume a run on another CPU, and the order in
which it measures the rounds.

They run the script itself against a scratch shards directory, with a stand-in `lscpu` first on
PATH. The machine checks stop it before anything is built or measured: every case has a
recorded commit that no binary matches, so a start that passes the machine check stops at the
binary check. The rounds' tests give it a stand-in bencher that records each call and writes a
result file, and stop it before the merge by leaving a dataset unmeasured. Standard library
only; run with `python3 -m unittest discover -s tools/full_run`.
"""

import os
import pathlib
import stat
import subprocess
import tempfile
import unittest

REPO = pathlib.Path(__file__).resolve().parents[2]
SCRIPT = REPO / "scripts" / "full-run.sh"

THIS_CPU = "Model name: Test CPU\nCPU family: 25\nModel: 17\n"
OTHER_CPU = "Model name: Test CPU\nCPU family: 25\nModel: 1\n"


def scratch_setup(test):
    """A scratch shards directory with a recorded commit and machine-independent stand-ins."""
    test.scratch = tempfile.TemporaryDirectory()
    root = pathlib.Path(test.scratch.name)
    test.shards = root / "shards"
    test.shards.mkdir()
    # A commit no build in target/full-run/ has: the machine checks' cases cannot go on to
    # measure.
    (test.shards / "commit").write_text("0" * 40 + "\n")
    tools = root / "bin"
    tools.mkdir()
    lscpu = tools / "lscpu"
    lscpu.write_text(f"#!/bin/sh\nprintf '%s' '{THIS_CPU}'\nprintf 'Flags: fpu\\n'\n")
    lscpu.chmod(lscpu.stat().st_mode | stat.S_IXUSR)
    test.env = dict(os.environ, SHARDS=str(test.shards), PATH=f"{tools}:{os.environ['PATH']}")
    test.env.pop("FULL_RUN_ANY_MACHINE", None)


def run_full_run(env, datasets, more_env):
    """The script on `datasets`, in `env` with `more_env` added."""
    return subprocess.run(
        ["bash", str(SCRIPT), *datasets],
        cwd=REPO,
        env=dict(env, **more_env),
        capture_output=True,
        text=True,
        timeout=60,
    )


class FullRunMachineCheck(unittest.TestCase):
    def setUp(self):
        scratch_setup(self)

    def tearDown(self):
        self.scratch.cleanup()

    def run_script(self, **env):
        return run_full_run(self.env, ["record"], env)

    def test_shards_of_another_cpu_stop_the_run(self):
        (self.shards / "machine").write_text(OTHER_CPU)
        result = self.run_script()
        self.assertEqual(result.returncode, 1)
        self.assertIn("measured on another CPU", result.stderr)
        self.assertIn("Model: 1", result.stderr)
        self.assertIn("Model: 17", result.stderr)
        self.assertNotIn("is not that build", result.stderr)
        self.assertEqual((self.shards / "machine").read_text(), OTHER_CPU)

    def test_any_machine_goes_on_to_the_binary_check(self):
        (self.shards / "machine").write_text(OTHER_CPU)
        result = self.run_script(FULL_RUN_ANY_MACHINE="1")
        self.assertEqual(result.returncode, 1)
        self.assertNotIn("another CPU", result.stderr)
        self.assertIn("is not that build", result.stderr)

    def test_the_same_cpu_goes_on(self):
        (self.shards / "machine").write_text(THIS_CPU)
        result = self.run_script()
        self.assertNotIn("another CPU", result.stderr)
        self.assertIn("is not that build", result.stderr)

    def test_a_run_started_without_a_record_gets_this_cpu(self):
        result = self.run_script()
        self.assertIn("is not that build", result.stderr)
        self.assertEqual((self.shards / "machine").read_text(), THIS_CPU)


# A stand-in for the run's build: `run --list` names three datasets; a measuring call logs its
# dataset, round and seed (and its browser options, in $CALLS.wasm) and writes a result file
# into its -o directory, or fails when its dataset and round are in $FAIL_AT (`b.3`).
STAND_IN_BENCHER = r"""#!/bin/bash
if [[ "$2" == --list ]]; then echo "datasets: a, b, c"; exit 0; fi
while [[ $# -gt 0 ]]; do
  case "$1" in
    -d) dataset=$2; shift ;; --round) round=$2; shift ;; --seed) seed=$2; shift ;;
    --rounds) rounds=$2; shift ;; -o) out=$2; shift ;;
    --wasm) wasm=1 ;; --wasm-package) package=$2; shift ;; --wasm-work) work=$2; shift ;;
  esac
  shift
done
[[ "$FAIL_AT" == "$dataset.$round" ]] && exit 3
echo "$dataset $round/$rounds $seed" >> "$CALLS"
[[ -n "$wasm" ]] && echo "$package $work" >> "$CALLS.wasm"
mkdir -p "$out"
echo '{}' > "$out/2026-12-05T00-00-00Z.json"
"""


class FullRunRounds(unittest.TestCase):
    def setUp(self):
        scratch_setup(self)
        root = pathlib.Path(self.scratch.name)
        (self.shards / "machine").write_text(THIS_CPU)
        build = root / "build"
        build.mkdir()
        bencher = build / "bencher"
        bencher.write_text(STAND_IN_BENCHER)
        bencher.chmod(bencher.stat().st_mode | stat.S_IXUSR)
        (build / "commit").write_text("0" * 40 + "\n")
        self.build = build
        self.calls = root / "calls"
        self.env.update(FULL_RUN_BINARY_DIR=str(build), CALLS=str(self.calls))

    def tearDown(self):
        self.scratch.cleanup()

    def run_script(self, *datasets, **env):
        return run_full_run(self.env, datasets, env)

    def calls_made(self):
        return [line.split() for line in self.calls.read_text().splitlines()]

    def test_each_round_goes_over_the_datasets_in_turn_with_one_seed(self):
        result = self.run_script("a", "b")
        self.assertEqual(result.returncode, 1)
        calls = self.calls_made()
        self.assertEqual(
            [(dataset, rounds) for dataset, rounds, _ in calls],
            [(d, f"{r}/5") for r in range(1, 6) for d in "ab"],
        )
        seed = (self.shards / "seed").read_text().strip()
        self.assertTrue(seed.isdigit(), seed)
        self.assertEqual({s for _, _, s in calls}, {seed})
        for d in "ab":
            for r in range(1, 6):
                self.assertTrue((self.shards / f"{d}.round-{r}.json").is_file())
        self.assertIn("still to run: c.round-1.json", result.stderr)
        self.assertNotIn("a.round", result.stderr)

    def test_an_interrupted_run_goes_on_with_the_rounds_it_has_not_kept(self):
        result = self.run_script("a", "b", FAIL_AT="b.3")
        self.assertNotEqual(result.returncode, 0)
        self.assertEqual(len(self.calls_made()), 5)  # a1 b1 a2 b2 a3
        self.assertFalse((self.shards / "b.round-3.json").exists())
        seed = (self.shards / "seed").read_text()
        self.calls.unlink()
        # A dataset measured whole, before rounds had processes of their own, counts as done.
        (self.shards / "a.json").write_text("{}")
        self.run_script("a", "b")
        self.assertEqual(
            [(d, r) for d, r, _ in self.calls_made()],
            [("b", f"{r}/5") for r in range(3, 6)],
        )
        self.assertEqual((self.shards / "seed").read_text(), seed)

    def test_a_wasm_run_measures_each_round_in_a_browser_of_its_own(self):
        result = self.run_script("--wasm", "a")
        # No package built yet: the recorded commit would be built again, but it is no commit.
        self.assertIn("is not that build", result.stderr)
        self.assertIn("is not in this repository", result.stderr)
        self.assertFalse(self.calls.exists())
        (self.build / "web").mkdir()
        result = self.run_script("--wasm", "a")
        self.assertEqual(result.returncode, 1)
        self.assertEqual(
            [(d, r) for d, r, _ in self.calls_made()], [("a", f"{r}/5") for r in range(1, 6)]
        )
        browser_calls = (self.build.parent / "calls.wasm").read_text().splitlines()
        self.assertEqual(
            browser_calls,
            [f"{self.build}/web {self.build}/a.round-{r}/work" for r in range(1, 6)],
        )
        self.assertIn("still to run: b.round-1.json", result.stderr)


if __name__ == "__main__":
    unittest.main()
