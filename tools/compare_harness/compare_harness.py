#!/usr/bin/env python3
"""Our harness against the upstream suite's, case by case (scripts/compare-harness.sh).

Reads the figures both harnesses wrote on one machine and prints, for every case both have,
each side's figure and the ratio ours / upstream:

- upstream: criterion's `new/benchmark.json` + `new/estimates.json` under snapshots of the
  upstream checkout's `target/criterion`, one snapshot directory per repetition;
- ours: result files of `bencher run` (schema crate's layout), one per repetition.

Both sides' figure is criterion's mean time per call: ours records the mean (bencher's
`engine::timer`), so upstream's mean is taken too, not the slope its console prints.

The one place where the two suites' names meet is `upstream_case` (below): upstream names a
benchmark `<dataset>/<crate>/<operation>[ (<variant>)]`; ours files a figure under dataset,
crate id, operation and variant (None for the primary figure).

Standard library only, so the test command runs it without a build.
"""

from __future__ import annotations

import argparse
import csv
import json
import re
import statistics
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path

# Upstream's variant names where they differ from ours, per operation. The protobuf-family
# adapters' primary figures are upstream's "(encode)" / "(decode)" variants, and our variants
# "populate" / "convert" are upstream's "(populate + encode)" / "(decode + convert)". Any other
# variant (rkyv's "unvalidated", capnp's "packed", …) has the same name on both sides.
VARIANT_ALIASES: dict[tuple[str, str], str | None] = {
    ("serialize", "encode"): None,
    ("serialize", "populate + encode"): "populate",
    ("deserialize", "decode"): None,
    ("deserialize", "decode + convert"): "convert",
}

# Upstream's crate names (its benchmark groups and Cargo features) where ours differ. None do
# for the crates both suites have; the table keeps the mapping in this one place.
CRATE_ALIASES: dict[str, str] = {}

OPERATIONS = ("serialize", "deserialize", "borrow", "access", "read", "update")

# A ratio within ±10 % of 1 is agreement, however narrow the run-to-run ranges.
TOLERANCE = 0.10

_FUNCTION = re.compile(r"^(?P<op>[a-z]+)(?: \((?P<variant>.+)\))?$")


class InputError(Exception):
    """Bad input: a message for people, no traceback."""


@dataclass(frozen=True)
class Case:
    dataset: str
    crate: str
    operation: str
    variant: str | None

    def order(self) -> tuple[str, str, str, str]:
        """Sort key: by dataset, crate and operation, the primary figure (no variant) first."""
        return (self.dataset, self.crate, self.operation, self.variant or "")

    def name(self) -> str:
        op = self.operation if self.variant is None else f"{self.operation} ({self.variant})"
        return f"{self.dataset}/{self.crate}/{op}"


def upstream_case(full_id: str) -> Case | None:
    """Our case for an upstream benchmark id, None when the id names no operation of ours."""
    parts = full_id.split("/", 2)
    if len(parts) != 3:
        return None
    dataset, crate, function = parts
    match = _FUNCTION.match(function)
    if match is None or match["op"] not in OPERATIONS:
        return None
    op, variant = match["op"], match["variant"]
    if variant is not None:
        variant = VARIANT_ALIASES.get((op, variant), variant)
    return Case(dataset, CRATE_ALIASES.get(crate, crate), op, variant)


def read_upstream(snapshot: Path) -> dict[Case, float]:
    """Mean ns per case of one snapshot of upstream's `target/criterion`."""
    figures: dict[Case, float] = {}
    for benchmark in sorted(snapshot.glob("**/new/benchmark.json")):
        meta = json.loads(benchmark.read_text())
        case = upstream_case(meta["full_id"])
        if case is None:
            continue
        estimates = json.loads((benchmark.parent / "estimates.json").read_text())
        figures[case] = float(estimates["mean"]["point_estimate"])
    if not figures:
        raise InputError(f"{snapshot}: no criterion estimates (new/estimates.json) found")
    return figures


def read_ours(path: Path) -> dict[Case, float]:
    """Estimate ns per case of one of our result files."""
    try:
        results = json.loads(path.read_text())
    except (OSError, json.JSONDecodeError) as error:
        raise InputError(f"{path}: not a readable result file ({error})") from error
    figures: dict[Case, float] = {}
    for dataset, per_dataset in (results.get("datasets") or {}).items():
        for crate, figures_of_crate in ((per_dataset or {}).get("crates") or {}).items():
            for op, timing in (figures_of_crate.get("operations") or {}).items():
                if timing.get("primary") is not None:
                    figures[Case(dataset, crate, op, None)] = timing["primary"]["estimate_ns"]
                for variant, figure in (timing.get("variants") or {}).items():
                    if figure is not None:
                        figures[Case(dataset, crate, op, variant)] = figure["estimate_ns"]
    return figures


@dataclass
class Row:
    case: Case
    upstream: list[float]
    ours: list[float]

    @property
    def ratio(self) -> float:
        return statistics.median(self.ours) / statistics.median(self.upstream)

    @staticmethod
    def spread(values: list[float]) -> tuple[float, float]:
        """Run-to-run range as (min, max) relative to the median: (-0.05, 0.08) …"""
        mid = statistics.median(values)
        return (min(values) / mid - 1, max(values) / mid - 1)

    @property
    def outside(self) -> bool:
        """Beyond ±10 % and beyond both sides' run-to-run ranges: every run of ours lies on
        the same side of every run of upstream's (with one run each, only the ±10 % test)."""
        if abs(self.ratio - 1) <= TOLERANCE:
            return False
        if self.ratio > 1:
            return min(self.ours) > max(self.upstream)
        return max(self.ours) < min(self.upstream)


def match(
    upstream_runs: list[dict[Case, float]],
    our_runs: list[dict[Case, float]],
    crates: set[str] | None = None,
    datasets: set[str] | None = None,
) -> tuple[list[Row], list[Case], list[Case]]:
    """Rows of the cases every run of both sides has, and the cases only one side has."""

    def keep(case: Case) -> bool:
        return (crates is None or case.crate in crates) and (
            datasets is None or case.dataset in datasets
        )

    def common(runs: list[dict[Case, float]]) -> set[Case]:
        cases = {case for case in runs[0] if keep(case)}
        for run in runs[1:]:
            cases &= set(run)
        return cases

    up, ours = common(upstream_runs), common(our_runs)
    rows = [
        Row(case, [run[case] for run in upstream_runs], [run[case] for run in our_runs])
        for case in sorted(up & ours, key=Case.order)
    ]
    return rows, sorted(up - ours, key=Case.order), sorted(ours - up, key=Case.order)


def format_ns(ns: float) -> str:
    for unit, scale in (("s", 1e9), ("ms", 1e6), ("µs", 1e3)):
        if ns >= scale:
            return f"{ns / scale:.3g} {unit}"
    return f"{ns:.3g} ns"


def format_spread(values: list[float]) -> str:
    if len(values) < 2:
        return "-"
    low, high = Row.spread(values)
    return f"{low * 100:+.0f}..{high * 100:+.0f}%"


def write_text(
    rows: list[Row], only_up: list[Case], only_ours: list[Case], machine: str, out
) -> None:
    print(f"machine: {machine}\n", file=out)
    header = ("case", "upstream", "range", "ours", "range", "ours/up", "")
    table = [header] + [
        (
            row.case.name(),
            format_ns(statistics.median(row.upstream)),
            format_spread(row.upstream),
            format_ns(statistics.median(row.ours)),
            format_spread(row.ours),
            f"{row.ratio:.2f}",
            "outside" if row.outside else "",
        )
        for row in rows
    ]
    widths = [max(len(line[i]) for line in table) for i in range(len(header))]
    for line in table:
        cells = [line[0].ljust(widths[0])] + [c.rjust(w) for c, w in zip(line[1:], widths[1:])]
        print("  ".join(cells).rstrip(), file=out)
    if rows:
        ratios = [row.ratio for row in rows]
        flagged = sum(row.outside for row in rows)
        print(
            f"\n{len(rows)} cases matched: median ratio {statistics.median(ratios):.2f}, "
            f"range {min(ratios):.2f}-{max(ratios):.2f}; {flagged} outside "
            f"(beyond ±{TOLERANCE:.0%} and both sides' run-to-run ranges)",
            file=out,
        )
    for label, cases in (("only upstream", only_up), ("only ours", only_ours)):
        if cases:
            print(f"{label}: " + ", ".join(case.name() for case in cases), file=out)


def write_csv(rows: list[Row], machine: str, out) -> None:
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(
        [
            "machine", "dataset", "crate", "operation", "variant",
            "upstream_ns", "upstream_min_ns", "upstream_max_ns",
            "ours_ns", "ours_min_ns", "ours_max_ns",
            "ratio", "runs_upstream", "runs_ours", "outside",
        ]
    )  # fmt: skip
    for row in rows:
        c = row.case
        writer.writerow(
            [
                machine, c.dataset, c.crate, c.operation, c.variant or "",
                repr(statistics.median(row.upstream)), repr(min(row.upstream)),
                repr(max(row.upstream)),
                repr(statistics.median(row.ours)), repr(min(row.ours)), repr(max(row.ours)),
                repr(row.ratio), len(row.upstream), len(row.ours), int(row.outside),
            ]
        )  # fmt: skip


def lock_versions(lock: Path) -> dict[str, list[str]]:
    """Every package's versions in a Cargo.lock."""
    try:
        packages = tomllib.loads(lock.read_text()).get("package", [])
    except (OSError, tomllib.TOMLDecodeError) as error:
        raise InputError(f"{lock}: not a readable Cargo.lock ({error})") from error
    versions: dict[str, list[str]] = {}
    for package in packages:
        versions.setdefault(package["name"], []).append(package["version"])
    return versions


def features(manifest: Path) -> set[str]:
    """A manifest's Cargo features: its [features] table and its optional dependencies, each
    of which is a feature of its own unless a feature names it as `dep:` (upstream's
    `bitcode` is one: an optional dependency no [features] entry lists)."""
    try:
        toml = tomllib.loads(manifest.read_text())
    except (OSError, tomllib.TOMLDecodeError) as error:
        raise InputError(f"{manifest}: not a readable Cargo.toml ({error})") from error
    table = toml.get("features", {})
    hidden = {item[4:] for items in table.values() for item in items if item.startswith("dep:")}
    optional = {
        name
        for name, spec in toml.get("dependencies", {}).items()
        if isinstance(spec, dict) and spec.get("optional") and name not in hidden
    }
    return set(table) | optional


def check_crates(crates: list[str], upstream_manifest: Path, our_manifest: Path) -> None:
    """Each crate must be a Cargo feature of both suites (each builds one feature per crate)."""
    theirs, ours = features(upstream_manifest), features(our_manifest)
    for crate in crates:
        if crate not in ours:
            raise InputError(f"unknown crate {crate!r}: not a feature of {our_manifest}")
        if CRATE_ALIASES.get(crate, crate) not in theirs and crate not in theirs:
            raise InputError(
                f"crate {crate!r} is not in the upstream suite (no such feature in "
                f"{upstream_manifest})"
            )


def upstream_feature(crate: str) -> str:
    """Upstream's Cargo feature for one of our crate ids."""
    reverse = {ours: theirs for theirs, ours in CRATE_ALIASES.items()}
    return reverse.get(crate, crate)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)

    report = sub.add_parser("report", help="match both sides' figures and print the ratios")
    report.add_argument("--upstream", nargs="+", type=Path, required=True,
                        help="snapshots of upstream's target/criterion, one per run")  # fmt: skip
    report.add_argument("--ours", nargs="+", type=Path, required=True,
                        help="our result files, one per run")  # fmt: skip
    report.add_argument("--crates", help="comma-separated crate ids (default: all matched)")
    report.add_argument("--datasets", help="comma-separated datasets (default: all matched)")
    report.add_argument("--format", choices=("text", "csv"), default="text")
    report.add_argument("--machine", default="an unrecorded machine",
                        help="the machine both sides ran on, as the tables name it")

    check = sub.add_parser("check-crates", help="refuse crates one suite lacks")
    check.add_argument("--upstream-manifest", type=Path, required=True)
    check.add_argument("--our-manifest", type=Path, required=True)
    check.add_argument("crates")

    feats = sub.add_parser("upstream-features", help="upstream's Cargo features for crates")
    feats.add_argument("crates")

    versions = sub.add_parser("versions", help="each crate's version in both Cargo.lock files")
    versions.add_argument("--upstream-lock", type=Path, required=True)
    versions.add_argument("--our-lock", type=Path, required=True)
    versions.add_argument("crates")

    args = parser.parse_args(argv)
    split = lambda text: [item for item in text.split(",") if item]  # noqa: E731
    try:
        if args.command == "report":
            rows, only_up, only_ours = match(
                [read_upstream(path) for path in args.upstream],
                [read_ours(path) for path in args.ours],
                set(split(args.crates)) if args.crates else None,
                set(split(args.datasets)) if args.datasets else None,
            )
            if not rows:
                raise InputError("no case is in both sides' figures")
            if args.format == "csv":
                write_csv(rows, args.machine, sys.stdout)
            else:
                write_text(rows, only_up, only_ours, args.machine, sys.stdout)
        elif args.command == "check-crates":
            check_crates(split(args.crates), args.upstream_manifest, args.our_manifest)
        elif args.command == "upstream-features":
            print(",".join(upstream_feature(crate) for crate in split(args.crates)))
        elif args.command == "versions":
            theirs, ours = lock_versions(args.upstream_lock), lock_versions(args.our_lock)
            for crate in split(args.crates):
                # Cargo.lock names packages by their crates.io name (serde_json, rmp-serde).
                up = ",".join(theirs.get(upstream_feature(crate), ["-"]))
                us = ",".join(ours.get(crate, ["-"]))
                same = "same" if up == us else "differs"
                print(f"{crate}: upstream {up}, ours {us} ({same})")
    except InputError as error:
        print(f"compare-harness: {error}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
