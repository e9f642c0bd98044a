#!/usr/bin/env bash
# Lists the exact (`=`) pins of bencher/Cargo.toml — the benchmarked crates, their derive crates,
# the dataset generator and the codecs — that have a newer release on crates.io, as cargo's
# resolver sees them (newest release, whether or not semver-compatible). Reads the registry;
# changes nothing. Bump a pin, the adapter's `CrateMeta::version` (tests/sizes.rs checks they
# agree) and, for schema-first crates, the generated code (bencher/schemas/README.md); pins that
# stay behind on purpose say why beside them.
set -euo pipefail
cd "$(dirname "$0")/.."

# The crates.io names pinned exactly: a `package = "…"` rename counts under its real name.
pinned=$(sed -nE -e 's/^([A-Za-z0-9_-]+) = "=.*/\1/p' \
  -e 's/^([A-Za-z0-9_-]+) = \{ *(package = "([^"]+)", *)?version = "=.*/\1 \3/p' \
  bencher/Cargo.toml | awk '{ print ($2 != "" ? $2 : $1) }' | sort -u)
if [[ -z "$pinned" ]]; then
  echo "crate-updates: no exact pins found in bencher/Cargo.toml" >&2
  exit 1
fi

# `cargo update --dry-run --verbose` names every locked package behind its newest release:
# "Unchanged NAME vX (available: vY)".
behind=$(cargo update --dry-run --verbose 2>&1 |
  sed -nE 's/^ *Unchanged ([^ ]+) v([^ ]+) \(available: v([^)]+)\)$/\1 \2 \3/p')

found=0
while read -r name locked newest; do
  if grep -qxF "$name" <<<"$pinned"; then
    ((found += 1))
    printf '%-28s %-18s → %s\n' "$name" "$locked" "$newest"
  fi
done <<<"$behind"
if ((found == 0)); then
  echo "every exact pin of bencher/Cargo.toml is at its newest release"
else
  echo "$found exact pin(s) of bencher/Cargo.toml behind their newest release (pinned → newest)"
fi
