"""Tests of compare_harness: name matching, both sides' readers, the outside rule, bad input.

Figures here are made up to exercise the arithmetic; none is a measurement."""

import io
import json
import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import compare_harness as ch  # noqa: E402
from compare_harness import Case  # noqa: E402


def write_criterion(root: Path, full_id: str, mean: float) -> None:
    """One benchmark as criterion 0.5 lays it out (directory names are criterion's business:
    the reader must go by benchmark.json's full_id, so these are deliberately odd)."""
    directory = root / full_id.replace("/", "_").replace(" ", "~") / "new"
    directory.mkdir(parents=True)
    group, function = full_id.rsplit("/", 1)
    (directory / "benchmark.json").write_text(
        json.dumps({"group_id": group, "function_id": function, "full_id": full_id})
    )
    estimate = {"confidence_interval": {"lower_bound": mean, "upper_bound": mean}}
    estimate["point_estimate"] = mean
    (directory / "estimates.json").write_text(
        json.dumps({"mean": estimate, "median": dict(estimate, point_estimate=-1.0)})
    )


def timing(ns: float) -> dict:
    return {"estimate_ns": ns, "lower_ns": ns, "upper_ns": ns}


def write_ours(path: Path, crates: dict) -> None:
    path.write_text(json.dumps({"schema_version": 1, "datasets": {"mesh": {"crates": crates}}}))


class UpstreamNames(unittest.TestCase):
    def test_plain_operation(self):
        self.assertEqual(
            ch.upstream_case("log/bitcode/borrow"), Case("log", "bitcode", "borrow", None)
        )

    def test_variant_with_the_same_name(self):
        self.assertEqual(
            ch.upstream_case("mesh/rkyv/read (validated upfront with error)"),
            Case("mesh", "rkyv", "read", "validated upfront with error"),
        )

    def test_protobuf_variants_map_to_ours(self):
        self.assertEqual(
            ch.upstream_case("log/prost/serialize (populate + encode)"),
            Case("log", "prost", "serialize", "populate"),
        )
        self.assertEqual(
            ch.upstream_case("log/prost/serialize (encode)"), Case("log", "prost", "serialize", None)
        )
        self.assertEqual(
            ch.upstream_case("log/prost/deserialize (decode + convert)"),
            Case("log", "prost", "deserialize", "convert"),
        )
        self.assertEqual(
            ch.upstream_case("log/prost/deserialize (decode)"),
            Case("log", "prost", "deserialize", None),
        )

    def test_alias_applies_to_its_operation_only(self):
        self.assertEqual(
            ch.upstream_case("log/x/read (encode)"), Case("log", "x", "read", "encode")
        )

    def test_not_an_operation(self):
        self.assertIsNone(ch.upstream_case("log/bitcode/size"))
        self.assertIsNone(ch.upstream_case("log/bitcode"))
        self.assertIsNone(ch.upstream_case("log/bitcode/Serialize"))

    def test_name_round_trip(self):
        case = Case("mesh", "rkyv", "read", "unvalidated")
        self.assertEqual(ch.upstream_case(case.name()), case)


class Readers(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.root = Path(self.dir.name)

    def tearDown(self):
        self.dir.cleanup()

    def test_upstream_reads_the_mean_by_full_id(self):
        write_criterion(self.root, "mesh/rkyv/read (unvalidated)", 30.0)
        write_criterion(self.root, "mesh/bitcode/serialize", 1900.0)
        figures = ch.read_upstream(self.root)
        self.assertEqual(
            figures,
            {
                Case("mesh", "rkyv", "read", "unvalidated"): 30.0,
                Case("mesh", "bitcode", "serialize", None): 1900.0,
            },
        )

    def test_upstream_without_estimates_is_an_error(self):
        with self.assertRaisesRegex(ch.InputError, "no criterion estimates"):
            ch.read_upstream(self.root)

    def test_ours_reads_primary_and_variants(self):
        path = self.root / "run.json"
        write_ours(
            path,
            {
                "rkyv": {
                    "operations": {
                        "read": {
                            "primary": None,
                            "variants": {"unvalidated": timing(250.0)},
                        }
                    }
                },
                "bitcode": {"operations": {"serialize": {"primary": timing(1400.0)}}},
            },
        )
        self.assertEqual(
            ch.read_ours(path),
            {
                Case("mesh", "rkyv", "read", "unvalidated"): 250.0,
                Case("mesh", "bitcode", "serialize", None): 1400.0,
            },
        )

    def test_ours_not_json(self):
        path = self.root / "run.json"
        path.write_text("{")
        with self.assertRaisesRegex(ch.InputError, "not a readable result file"):
            ch.read_ours(path)


class Matching(unittest.TestCase):
    A = Case("log", "bitcode", "serialize", None)
    B = Case("log", "rkyv", "read", "unvalidated")
    C = Case("mesh", "bitcode", "serialize", None)

    def test_common_cases_and_leftovers(self):
        rows, only_up, only_ours = ch.match(
            [{self.A: 100.0, self.B: 10.0}], [{self.A: 120.0, self.C: 5.0}]
        )
        self.assertEqual([row.case for row in rows], [self.A])
        self.assertAlmostEqual(rows[0].ratio, 1.2)
        self.assertEqual(only_up, [self.B])
        self.assertEqual(only_ours, [self.C])

    def test_a_case_missing_from_one_run_is_left_out(self):
        rows, _, _ = ch.match([{self.A: 1.0, self.B: 1.0}, {self.A: 1.0}], [{self.A: 1.0, self.B: 1.0}])
        self.assertEqual([row.case for row in rows], [self.A])

    def test_primary_and_variants_of_one_operation_sort_primary_first(self):
        populate = Case("log", "protobuf", "serialize", "populate")
        primary = Case("log", "protobuf", "serialize", None)
        runs = [{populate: 2.0, primary: 1.0}]
        rows, _, _ = ch.match(runs, runs)
        self.assertEqual([row.case for row in rows], [primary, populate])

    def test_filters(self):
        runs = [{self.A: 1.0, self.B: 1.0, self.C: 1.0}]
        rows, _, _ = ch.match(runs, runs, crates={"bitcode"}, datasets={"log"})
        self.assertEqual([row.case for row in rows], [self.A])


class OutsideRule(unittest.TestCase):
    case = Case("log", "bitcode", "serialize", None)

    def row(self, upstream, ours):
        return ch.Row(self.case, upstream, ours)

    def test_within_ten_percent_is_never_outside(self):
        self.assertFalse(self.row([100.0, 100.0], [109.0, 109.5]).outside)
        self.assertFalse(self.row([100.0, 100.0], [91.0, 91.5]).outside)

    def test_beyond_ten_percent_and_both_ranges(self):
        self.assertTrue(self.row([100.0, 104.0, 98.0], [130.0, 125.0, 128.0]).outside)
        self.assertTrue(self.row([100.0, 104.0, 98.0], [70.0, 75.0, 80.0]).outside)

    def test_ranges_that_overlap_are_not_outside(self):
        # Ratio of the medians 1.3, but one upstream run reached our slowest.
        self.assertFalse(self.row([100.0, 98.0, 140.0], [130.0, 125.0, 128.0]).outside)
        # Ratio 0.7, but one of our runs was as slow as upstream's fastest.
        self.assertFalse(self.row([100.0, 104.0, 98.0], [70.0, 99.0, 60.0]).outside)

    def test_one_run_each_is_judged_by_the_tolerance_alone(self):
        self.assertTrue(self.row([100.0], [111.0]).outside)
        self.assertFalse(self.row([100.0], [109.0]).outside)

    def test_spread_is_relative_to_the_median(self):
        low, high = ch.Row.spread([90.0, 100.0, 120.0])
        self.assertAlmostEqual(low, -0.1)
        self.assertAlmostEqual(high, 0.2)


class Output(unittest.TestCase):
    def rows(self):
        case = Case("mesh", "rkyv", "read", "unvalidated")
        return [ch.Row(case, [30.0, 31.0, 29.0], [250.0, 255.0, 260.0])]

    def test_text_names_the_case_and_flags_it(self):
        out = io.StringIO()
        machine = "Intel(R) Xeon(R) Processor (family 6, model 167), 2 cores"
        ch.write_text(self.rows(), [], [Case("log", "bitcode", "borrow", None)], machine, out)
        text = out.getvalue()
        self.assertTrue(text.startswith(f"machine: {machine}\n"), text)
        self.assertIn("mesh/rkyv/read (unvalidated)", text)
        self.assertIn("8.50", text)
        self.assertIn("outside", text)
        self.assertIn("-3..+3%", text)
        self.assertIn("only ours: log/bitcode/borrow", text)

    def test_csv_has_one_row_per_case(self):
        out = io.StringIO()
        ch.write_csv(self.rows(), "AMD EPYC (family 25, model 17), 2 cores", out)
        lines = out.getvalue().splitlines()
        self.assertEqual(len(lines), 2)
        self.assertTrue(lines[0].startswith("machine,dataset,"))
        self.assertTrue(
            lines[1].startswith(
                '"AMD EPYC (family 25, model 17), 2 cores",mesh,rkyv,read,unvalidated,30.0,29.0,'
            ),
            lines[1],
        )
        self.assertTrue(lines[1].endswith(",3,3,1"))


class BadInput(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        root = Path(self.dir.name)
        self.upstream = root / "upstream.toml"
        self.ours = root / "ours.toml"
        self.upstream.write_text(
            '[dependencies]\nbitcode = { version = "1", optional = true }\n'
            'capnp = { version = "1", optional = true }\n'
            '[features]\nrkyv = []\nprost = ["dep:capnp"]\n'
        )
        self.ours.write_text('[features]\nbitcode = []\nrkyv = []\nspeedy = []\n')

    def tearDown(self):
        self.dir.cleanup()

    def test_known_crates_pass(self):
        ch.check_crates(["bitcode", "rkyv"], self.upstream, self.ours)

    def test_unknown_crate(self):
        with self.assertRaisesRegex(ch.InputError, "unknown crate 'nope'"):
            ch.check_crates(["bitcode", "nope"], self.upstream, self.ours)

    def test_optional_dependency_named_by_dep_is_no_feature(self):
        self.assertEqual(ch.features(self.upstream), {"bitcode", "rkyv", "prost"})

    def test_crate_not_upstream(self):
        with self.assertRaisesRegex(ch.InputError, "'speedy' is not in the upstream suite"):
            ch.check_crates(["speedy"], self.upstream, self.ours)

    def test_missing_manifest(self):
        with self.assertRaisesRegex(ch.InputError, "not a readable Cargo.toml"):
            ch.check_crates(["bitcode"], self.upstream.with_name("absent.toml"), self.ours)

    def test_main_prints_one_line_and_fails(self):
        err = io.StringIO()
        stderr, sys.stderr = sys.stderr, err
        try:
            status = ch.main(
                [
                    "check-crates",
                    "--upstream-manifest", str(self.upstream),
                    "--our-manifest", str(self.ours),
                    "speedy",
                ]
            )  # fmt: skip
        finally:
            sys.stderr = stderr
        self.assertEqual(status, 2)
        self.assertEqual(len(err.getvalue().splitlines()), 1)


class Versions(unittest.TestCase):
    def test_lock_versions(self):
        with tempfile.TemporaryDirectory() as name:
            lock = Path(name) / "Cargo.lock"
            lock.write_text(
                'version = 4\n[[package]]\nname = "postcard"\nversion = "1.1.3"\n'
                '[[package]]\nname = "syn"\nversion = "1.0.0"\n'
                '[[package]]\nname = "syn"\nversion = "2.0.0"\n'
            )
            self.assertEqual(
                ch.lock_versions(lock), {"postcard": ["1.1.3"], "syn": ["1.0.0", "2.0.0"]}
            )


if __name__ == "__main__":
    unittest.main()
