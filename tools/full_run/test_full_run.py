"""Tests of scripts/full-run.sh's refusal to resume a run on another CPU.

They run the script itself against a scratch shards directory, with a stand-in `lscpu` first on
PATH, and stop it before anything is built or measured: every case has a recorded commit that no
binary matches, so a start that passes the machine check stops at the binary check. Standard
library only; run with `python3 -m unittest discover -s tools/full_run`.
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


class FullRunMachineCheck(unittest.TestCase):
    def setUp(self):
        self.scratch = tempfile.TemporaryDirectory()
        root = pathlib.Path(self.scratch.name)
        self.shards = root / "shards"
        self.shards.mkdir()
        # A commit no build in target/full-run/ has: the run cannot go on to measure.
        (self.shards / "commit").write_text("0" * 40 + "\n")
        tools = root / "bin"
        tools.mkdir()
        lscpu = tools / "lscpu"
        lscpu.write_text(f"#!/bin/sh\nprintf '%s' '{THIS_CPU}'\nprintf 'Flags: fpu\\n'\n")
        lscpu.chmod(lscpu.stat().st_mode | stat.S_IXUSR)
        self.env = dict(os.environ, SHARDS=str(self.shards), PATH=f"{tools}:{os.environ['PATH']}")
        self.env.pop("FULL_RUN_ANY_MACHINE", None)

    def tearDown(self):
        self.scratch.cleanup()

    def run_script(self, **env):
        return subprocess.run(
            ["bash", str(SCRIPT), "record"],
            cwd=REPO,
            env=dict(self.env, **env),
            capture_output=True,
            text=True,
            timeout=60,
        )

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


if __name__ == "__main__":
    unittest.main()
