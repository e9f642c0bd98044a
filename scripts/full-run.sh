#!/usr/bin/env bash
# A full-profile run of every crate on every dataset, one process per dataset and round,
# resumable.
#
# Each round of each dataset runs as a process of its own (`bencher run --full -d DATASET
# --round K`, every round with the run's seed, kept in SHARDS/seed) and, once finished, is kept
# as SHARDS/DATASET.round-K.json (written by a rename, so a file is either whole or absent).
# The rounds go in turn over the datasets: round 1 of each dataset, then round 2 of each, and
# so on, so that a dataset's rounds lie apart over the hours of the whole run and in processes
# of their own: a state of the machine that lasts minutes, or that holds for one process, then
# falls into some rounds of a figure, and so into its interval, instead of into all of them
# (docs/methodology.md, "Rounds"). Run the script again after an interruption, even in a later
# session, and it goes on with the rounds that have no file yet. When every dataset has all of
# them, it merges them into benchmark_results/ (`bencher merge`, which joins a dataset's rounds
# first) and regenerates the README tables and charts (`bencher readme`), both with this
# checkout's bencher. Commit the round files as they finish: they are the run's progress. A
# dataset measured in one process, before rounds had processes of their own
# (SHARDS/DATASET.json), counts as done.
#
# Then the same commit's instruction counts, one dataset at a time too, each kept as
# SHARDS/instructions-DATASET.json, which the merge folds in beside the times. Valgrind does not
# run AVX-512 code, so the counting uses that commit built for the baseline CPU, from a
# worktree of it (the build records its commit, which the merge checks) into
# target/full-run-counting/. Counts do not depend on the machine's load, but the counting keeps
# every core busy: it starts once every dataset is timed. FULL_RUN_COUNTS=0 merges the times
# alone.
#
# Every shard must come from one binary (the merge checks the commit). The first start builds
# the bencher natively from a clean checkout, keeps the binary in target/full-run/ and writes its
# commit into SHARDS/commit; later starts reuse that binary and refuse to mix in another. Where
# it is missing (a later session's fresh checkout), a wasm run builds that commit again from a
# worktree (its build does not depend on the CPU); a native run stops and says so.
# Every shard must also come from one machine: only figures of one machine compare, and a
# native build may not even start on another CPU. The first start writes the CPU's identity
# (lscpu's model name, family and model) into SHARDS/machine; a later start on another CPU
# stops, unless FULL_RUN_ANY_MACHINE=1 (the merged file then names each dataset's machine).
#
# With --wasm, the same run measured in headless Chromium (`bencher run --wasm`, see
# scripts/bench-wasm.sh): each round of each dataset is a browser of its own, driven by the
# native bencher, with bencher-wasm built once for the web and kept beside it in
# target/full-run-wasm/web; its shards go to benchmark_results/shards/wasm-full, and no
# instructions are counted (Valgrind does not run a browser's wasm).
#
# Usage: scripts/full-run.sh [--wasm] [DATASET...]   (default: every dataset)
# Naming datasets runs only those now; the merge still waits for every round of every dataset.
# Environment: SHARDS (default benchmark_results/shards/full, or wasm-full),
#              BENCH_CPU (a CPU to pin the bencher to with taskset, e.g. 1, so that work on
#              the other cores does not share its core), BENCH_PORTABLE=1 (baseline build),
#              FULL_RUN_ANY_MACHINE=1 (go on with shards measured on another CPU),
#              FULL_RUN_COUNTS=0 (no instruction counts),
#              FULL_RUN_BINARY_DIR (where the run's build is kept; default target/full-run,
#              or target/full-run-wasm).
set -euo pipefail
# One block, so that bash reads the whole script before it runs any of it: a run lasts hours,
# and an edit of this file meanwhile must not change the commands of the running one.
{
cd "$(dirname "$0")/.."
# Keeps the result file that a bencher run wrote into the directory $1 as $2 (by a rename, so
# that $2 is either whole or absent), and removes the directory.
keep_result() {
  local produced
  produced=$(find "$1" -maxdepth 1 -name '*.json' ! -name index.json)
  mv "$produced" "$2.partial"
  mv "$2.partial" "$2"
  rm -rf "$1"
}
wasm=0
if [[ "${1:-}" == --wasm ]]; then
  wasm=1
  shift
fi
if [[ $wasm == 1 ]]; then
  shards="${SHARDS:-benchmark_results/shards/wasm-full}"
  binary_dir="${FULL_RUN_BINARY_DIR:-target/full-run-wasm}"
else
  shards="${SHARDS:-benchmark_results/shards/full}"
  binary_dir="${FULL_RUN_BINARY_DIR:-target/full-run}"
fi
binary="$binary_dir/bencher"
# With --wasm: the package the browser loads, and what the bencher is asked to measure with.
package="$binary_dir/web"
in_browser=()
if [[ $wasm == 1 ]]; then
  in_browser=(--wasm --wasm-package "$package")
fi
mkdir -p "$shards" "$binary_dir"
machine=$(lscpu | grep -E '^(Model name|CPU family|Model):' | tr -s ' ')

rustflags="${RUSTFLAGS:-}"
if [[ "${BENCH_PORTABLE:-0}" != 1 ]]; then
  rustflags="${rustflags:+$rustflags }-C target-cpu=native"
fi
# Builds the run's bencher from the checkout in $1 into $binary (with --wasm, the debug build,
# and bencher-wasm's web package into $package), and records that checkout's commit beside it.
build_run() {
  local source=$1
  if [[ $wasm == 1 ]]; then
    bash scripts/install.sh toolchain site browser
    (cd tools/e2e && [ -d node_modules/selenium-webdriver ] || npm ci --no-audit --no-fund --loglevel=error)
    (cd "$source" && bash scripts/build-wasm-bench.sh --release)
    rm -rf "$package.partial"
    cp -r "$source/target/bencher-wasm/release/web" "$package.partial"
    rm -rf "$package"
    mv "$package.partial" "$package"
    # It only drives the browsers and stores their files: the debug build does (the release
    # one's link-time optimization costs half an hour here).
    (cd "$source" && cargo build --locked -p bencher)
    cp "$source/target/debug/bencher" "$binary.partial"
  else
    bash scripts/install.sh toolchain
    (cd "$source" && RUSTFLAGS="$rustflags" cargo build --release --locked -p bencher)
    cp "$source/target/release/bencher" "$binary.partial"
  fi
  mv "$binary.partial" "$binary"
  git -C "$source" rev-parse HEAD > "$binary_dir/commit"
}

if [[ ! -f "$shards/commit" ]]; then
  if ! git diff --quiet HEAD --; then
    echo "full-run: the checkout has uncommitted changes; commit them first, so that the run" >&2
    echo "          records the commit it was built from" >&2
    exit 1
  fi
  build_run .
  cp "$binary_dir/commit" "$shards/commit"
fi
if [[ ! -f "$shards/machine" ]]; then
  echo "$machine" > "$shards/machine"
elif [[ "$(cat "$shards/machine")" != "$machine" && "${FULL_RUN_ANY_MACHINE:-0}" != 1 ]]; then
  echo "full-run: $shards was measured on another CPU:" >&2
  sed 's/^/          /' "$shards/machine" >&2
  echo "          and this one is:" >&2
  echo "$machine" | sed 's/^/          /' >&2
  echo "          Figures of two machines do not compare. Remove $shards to start over on this" >&2
  echo "          machine, or set FULL_RUN_ANY_MACHINE=1 to go on with both." >&2
  exit 1
fi

# A later session's checkout has no build: a wasm run's is built again from its commit (the
# wasm and the browsers' driver do not depend on the CPU); a native run's was built for the CPU
# and with the flags it started with, which only its maintainer knows.
if [[ ! -x "$binary" ]] || ! cmp -s "$binary_dir/commit" "$shards/commit" \
  || [[ $wasm == 1 && ! -d "$package" ]]; then
  recorded=$(cat "$shards/commit")
  echo "full-run: $shards was started by a bencher built from commit $recorded," >&2
  echo "          and $binary is not that build." >&2
  if [[ $wasm == 0 ]]; then
    echo "          Build that commit into $binary, for this CPU and with the flags the run" >&2
    echo "          started with (or remove $shards to start over)." >&2
    exit 1
  fi
  source_dir="$binary_dir/source"
  git worktree remove --force "$source_dir" 2>/dev/null || rm -rf "$source_dir"
  git worktree prune
  if ! git worktree add --quiet --detach "$source_dir" "$recorded" 2>/dev/null; then
    echo "full-run: commit $recorded is not in this repository: remove $shards to start over." >&2
    exit 1
  fi
  echo "full-run: building commit $recorded again, from a worktree in $source_dir" >&2
  build_run "$source_dir"
  # The driver runs the browser host of its own checkout (tools/e2e/wasm-run.mjs, by the path
  # it was built from): the worktree stays, with the host's packages, less its build.
  (cd "$source_dir/tools/e2e" && npm ci --no-audit --no-fund --loglevel=error)
  rm -rf "$source_dir/target"
fi

pin=()
if [[ -n "${BENCH_CPU:-}" ]]; then
  pin=(taskset -c "$BENCH_CPU")
fi
mapfile -t datasets < <("$binary" run --list | sed -n 's/^datasets: //p' | tr -d ' ' | tr ',' '\n')
to_run=("${datasets[@]}")
if [[ $# -gt 0 ]]; then
  to_run=("$@")
fi

# The full profile's rounds (`bencher run --help`), named here to go over them in turn. The
# rounds of one run share its seed, drawn once and kept with the shards.
rounds=5
if [[ ! -f "$shards/seed" ]]; then
  od -An -N8 -tu8 /dev/urandom | tr -d ' ' > "$shards/seed.partial"
  mv "$shards/seed.partial" "$shards/seed"
fi
seed=$(cat "$shards/seed")
# The round files of a dataset (SHARDS/DATASET.round-K.json), or its whole shard as measured
# before rounds had processes of their own (SHARDS/DATASET.json).
files_of() {
  if [[ -f "$shards/$1.json" ]]; then
    echo "$shards/$1.json"
    return
  fi
  local round
  for round in $(seq 1 "$rounds"); do
    echo "$shards/$1.round-$round.json"
  done
}

for round in $(seq 1 "$rounds"); do
  for dataset in "${to_run[@]}"; do
    part="$shards/$dataset.round-$round.json"
    if [[ -f "$shards/$dataset.json" || -f "$part" ]]; then
      continue
    fi
    scratch="$binary_dir/$dataset.round-$round"
    rm -rf "$scratch"
    echo "full-run: $dataset round $round/$rounds started at $(date -u +%FT%TZ)"
    # A browser run keeps its dataset in a work directory until it is stored: this round's.
    work=()
    if [[ $wasm == 1 ]]; then
      work=(--wasm-work "$scratch/work")
    fi
    "${pin[@]}" "$binary" run "${in_browser[@]}" "${work[@]}" --full -d "$dataset" \
      --rounds "$rounds" --seed "$seed" --round "$round" -o "$scratch"
    keep_result "$scratch" "$part"
    echo "full-run: $dataset round $round/$rounds finished at $(date -u +%FT%TZ)"
  done
done

files=()
missing=()
for dataset in "${datasets[@]}"; do
  mapfile -t parts < <(files_of "$dataset")
  for part in "${parts[@]}"; do
    if [[ -f "$part" ]]; then
      files+=("$part")
    else
      missing+=("${part#"$shards/"}")
    fi
  done
done
if [[ ${#missing[@]} -gt 0 ]]; then
  echo "full-run: still to run: ${missing[*]}" >&2
  exit 1
fi

if [[ $wasm == 0 && "${FULL_RUN_COUNTS:-1}" == 1 ]]; then
  counting_dir=target/full-run-counting
  counting_binary="$counting_dir/bencher"
  if [[ ! -x "$counting_binary" ]] || ! cmp -s "$counting_dir/commit" "$shards/commit"; then
    bash scripts/install.sh toolchain
    worktree="$counting_dir/source"
    mkdir -p "$counting_dir"
    git worktree remove --force "$worktree" 2>/dev/null || rm -rf "$worktree"
    git worktree prune
    git worktree add --detach "$worktree" "$(cat "$shards/commit")"
    (cd "$worktree" && RUSTFLAGS="${RUSTFLAGS:-}" CARGO_TARGET_DIR="$PWD/../target" \
      cargo build --release --locked -p bencher)
    cp "$counting_dir/target/release/bencher" "$counting_binary.partial"
    mv "$counting_binary.partial" "$counting_binary"
    cp "$shards/commit" "$counting_dir/commit"
    git worktree remove --force "$worktree"
  fi
  for dataset in "${datasets[@]}"; do
    counts="$shards/instructions-$dataset.json"
    if [[ ! -f "$counts" ]]; then
      scratch="$counting_dir/$dataset"
      rm -rf "$scratch"
      echo "full-run: counting $dataset started at $(date -u +%FT%TZ)"
      "$counting_binary" run --instructions-only -d "$dataset" -o "$scratch"
      keep_result "$scratch" "$counts"
      echo "full-run: counting $dataset finished at $(date -u +%FT%TZ)"
    fi
    files+=("$counts")
  done
fi
# Merged and reported by this checkout's bencher, not the pinned one: the results directory
# (index.json) may have a newer layout than the commit that measured. A debug build with every
# crate: `readme` reads each adapter's variants to say which ones do other work, and an older
# run file does not carry that.
current=(cargo run --locked --quiet -p bencher --)
"${current[@]}" merge -o benchmark_results "${files[@]}"
"${current[@]}" readme
echo "full-run: merged into benchmark_results/; commit it, with README.md, docs/results/ and the charts"
exit
}
