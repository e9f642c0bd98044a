# Shared by scripts/e2e.sh and scripts/site-perf.sh (sourced, from the repository root):
# installs the browser and tools/e2e's npm packages when missing, makes sure dist/ exists,
# and on exit ends every process the run started (static servers, chromedriver, Chromium),
# even when it fails or is interrupted.

e2e_log() { printf '[e2e] %s\n' "$*" >&2; }

# Process ids whose command line mentions our temporary directory: the browsers (their
# --user-data-dir lies inside it) and anything else this run started there.
e2e_stragglers() {
  local dir command
  for dir in /proc/[0-9]*; do
    command=$( (tr '\0' ' ' <"$dir/cmdline") 2>/dev/null) || continue
    if [[ $command == *"$E2E_TMP"* ]]; then
      echo "${dir#/proc/}"
    fi
  done
}

e2e_cleanup() {
  local status=$?
  trap - EXIT INT TERM
  if [ -n "${E2E_PID:-}" ] && kill -0 "$E2E_PID" 2>/dev/null; then
    # The runner leads its own process group; chromedriver and Chromium are in it.
    kill -TERM -- "-$E2E_PID" 2>/dev/null || true
    sleep 1
    kill -KILL -- "-$E2E_PID" 2>/dev/null || true
  fi
  if [ -n "${E2E_TMP:-}" ]; then
    local pid
    for pid in $(e2e_stragglers); do
      [ "$pid" = "$$" ] || kill -KILL "$pid" 2>/dev/null || true
    done
    rm -rf -- "$E2E_TMP"
  fi
  exit "$status"
}

e2e_prepare() {
  bash scripts/install.sh site browser
  local stamp=tools/e2e/node_modules/.serbench-installed-lock.json
  if [ ! -d tools/e2e/node_modules/selenium-webdriver ] || ! cmp -s tools/e2e/package-lock.json "$stamp"; then
    e2e_log "installing tools/e2e's npm packages (npm ci)"
    (cd tools/e2e && npm ci --no-audit --no-fund --loglevel=error)
    cp tools/e2e/package-lock.json "$stamp"
  fi
  if [ -n "${DIST:-}" ]; then
    [ -f "$DIST/index.html" ] || { e2e_log "DIST=$DIST has no index.html"; exit 1; }
    DIST=$(cd "$DIST" && pwd)
    export DIST
  elif [ "${E2E_REBUILD:-0}" = 1 ] || [ ! -f dist/index.html ] \
    || { [ -f benchmark_results/index.json ] && [ ! -f dist/benchmark_results/index.json ]; }; then
    e2e_log "building the release site into dist/"
    bash scripts/build-site.sh
  fi
  # Temporary files (browser profiles, site copies) go into one directory, removed at exit;
  # its name also identifies this run's browsers should any outlive the runner.
  E2E_TMP=$(mktemp -d "${TMPDIR:-/tmp}/serbench-e2e.XXXXXX")
  export TMPDIR=$E2E_TMP
  trap e2e_cleanup EXIT INT TERM
}

# Runs a command as the leader of its own process group and waits for it, so cleanup can end
# the whole group (the command, chromedriver, Chromium) by its id.
e2e_run() {
  setsid "$@" &
  E2E_PID=$!
  wait "$E2E_PID"
}
