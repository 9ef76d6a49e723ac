#!/usr/bin/env bash
# Installs the Debian packages of scripts/debian-packages.txt that are missing
# (a "#? PACKAGE if-missing-command COMMAND" line only when COMMAND is not on
# PATH), then the Node test tools of tests/node (npm ci, only when
# node_modules is missing or older than package-lock.json).
# Idempotent: when everything is installed it calls neither apt-get, sudo nor
# npm and needs no network. When it must install and another apt or dpkg holds
# the package lock (an unattended upgrade, a second shell), it waits for the
# lock with a message instead of failing.
#
# Environment (for tests and slow machines):
#   LOOPSCOPE_PACKAGE_LIST      another list file (default: debian-packages.txt)
#   LOOPSCOPE_APT_LOCK_WAIT_S   how long to wait for the lock (default 600)
#   LOOPSCOPE_APT_RETRY_S       pause between attempts while waiting (default 5)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
list="${LOOPSCOPE_PACKAGE_LIST:-$here/debian-packages.txt}"
lock_wait_s="${LOOPSCOPE_APT_LOCK_WAIT_S:-600}"
retry_s="${LOOPSCOPE_APT_RETRY_S:-5}"

if [[ ! -r "$list" ]]; then
  echo "setup: cannot read the package list $list" >&2
  exit 1
fi
mapfile -t wanted < <(grep -v '^\s*#' "$list" | sed 's/\s.*//' | grep -v '^$')
# "#? PACKAGE if-missing-command COMMAND": PACKAGE only where COMMAND is missing.
while read -r _ pkg condition cmd rest; do
  if [[ "$condition" != "if-missing-command" || -z "$cmd" || -n "$rest" ]]; then
    echo "setup: $list: cannot read '#? $pkg $condition $cmd $rest'" \
      "(expected '#? PACKAGE if-missing-command COMMAND')" >&2
    exit 1
  fi
  command -v "$cmd" >/dev/null 2>&1 || wanted+=("$pkg")
done < <(grep '^#?' "$list")

# The reference readers the tests run with Node (tests/node/package-lock.json).
# Quiet; a failure (no network) is said but does not stop run-lab.sh: the
# tests that need the tools then fail with a message naming this script.
node_test_tools() {
  local dir="$here/../tests/node"
  [[ -f "$dir/package-lock.json" ]] || return 0
  # npm writes node_modules/.package-lock.json last: it dates the install.
  if [[ -f "$dir/node_modules/.package-lock.json" &&
        ! "$dir/package-lock.json" -nt "$dir/node_modules/.package-lock.json" ]]; then
    return 0
  fi
  if ! command -v npm >/dev/null 2>&1; then
    echo "setup: npm is missing, so the Node test tools (tests/node) are not installed" >&2
    return 0
  fi
  echo "setup: installing the Node test tools (npm ci --prefix tests/node)"
  if ! npm ci --prefix "$dir" --no-audit --no-fund --loglevel=error >/dev/null; then
    echo "setup: npm ci --prefix tests/node failed; the MCAP reader tests need it" >&2
  fi
}

missing=()
for pkg in "${wanted[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$pkg")
done
if ((${#missing[@]} == 0)); then
  echo "setup: all ${#wanted[@]} Debian packages present"
  node_test_tools
  exit 0
fi

echo "setup: installing ${#missing[@]} missing package(s): ${missing[*]}"
sudo=""
if [[ $(id -u) -ne 0 ]]; then
  if command -v sudo >/dev/null; then sudo="sudo"; else
    echo "setup: run as root (or install sudo) to install: ${missing[*]}" >&2; exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive

# Runs apt-get with its arguments. While another process holds the dpkg or
# apt lock, apt-get itself waits (DPkg::Lock::Timeout); the lists lock of
# `apt-get update` is not covered by that, so a "Could not get lock" failure
# is retried until lock_wait_s has passed. Any other failure ends the script.
apt_get() {
  local started=$SECONDS said=0 log rc
  log="$(mktemp)"
  while true; do
    rc=0
    $sudo apt-get -o DPkg::Lock::Timeout="$lock_wait_s" "$@" 2>"$log" || rc=$?
    cat "$log" >&2
    if ((rc == 0)); then
      rm -f "$log"
      return 0
    fi
    if ! grep -qiE 'could not get lock|unable to acquire the dpkg|is another process using it' "$log"; then
      rm -f "$log"
      echo "setup: apt-get $* failed (exit code $rc)" >&2
      return "$rc"
    fi
    if ((SECONDS - started >= lock_wait_s)); then
      rm -f "$log"
      echo "setup: another package manager still holds the apt/dpkg lock after ${lock_wait_s} s;" \
        "let it finish (or stop it) and run this again" >&2
      return "$rc"
    fi
    if ((!said)); then
      echo "setup: another apt or dpkg is running and holds the package lock; waiting for it" \
        "(up to ${lock_wait_s} s, LOOPSCOPE_APT_LOCK_WAIT_S) ..." >&2
      said=1
    fi
    sleep "$retry_s"
  done
}

# Refresh the package index only when it is missing or older than a day.
if [[ -z "$(find /var/lib/apt/lists -maxdepth 1 -name '*Packages*' -mtime -1 2>/dev/null | head -1)" ]]; then
  apt_get update -qq
fi
apt_get install -y -qq --no-install-recommends "${missing[@]}"
node_test_tools
