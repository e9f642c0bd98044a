#!/usr/bin/env bash
# The main job: runs the benchmark on its default (quick) profile, writes a result file into
# benchmark_results/, regenerates the README tables and charts, compares the run with the one
# before it (bencher compare), and builds the site into dist/.
# Extra arguments go to `bencher run` (e.g. --full, -s bitcode,serde_json, -d log).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install.sh toolchain
cargo run --release --locked -p bencher -- run "$@"
cargo run --release --locked -p bencher -- readme
# What changed since the previous run (none on the first run of a checkout).
cargo run --release --locked -p bencher -- compare || echo "(no earlier run of this bencher to compare with)"
bash scripts/build-site.sh
echo "view the site: python3 -m http.server --directory dist 8000, then open http://127.0.0.1:8000/"
