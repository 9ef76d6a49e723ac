#!/usr/bin/env bash
# scripts/setup.sh and scripts/debian-packages.txt:
#  1. every name in the list is a real (not purely virtual), installed package;
#  2. with everything installed, setup.sh calls neither apt-get nor sudo;
#  3. with a package missing it installs exactly the missing one;
#  4. while another apt holds the lock it waits and retries, then succeeds;
#     it gives up with a clear message when the lock stays taken, and does
#     not retry other failures.
# apt-get and sudo are replaced by recording fakes first on PATH, so nothing
# is installed. Usage: test_setup_script.sh SOURCE_DIR
set -uo pipefail
src="${1:?usage: $0 SOURCE_DIR}"
setup="$src/scripts/setup.sh"
list="$src/scripts/debian-packages.txt"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
pass() { echo "PASS: $*"; }

# --- 1. the list names real, installed, non-virtual packages ----------------
mapfile -t names < <(grep -v '^\s*#' "$list" | sed 's/\s.*//' | grep -v '^$')
((${#names[@]} > 10)) || fail "the list has only ${#names[@]} names"
bad=()
# One query each for the whole list (per-name queries take a minute).
records="$(apt-cache show --no-all-versions "${names[@]}" 2>/dev/null | sed -n 's/^Package: //p')"
for pkg in "${names[@]}"; do
  status=$(dpkg-query -W -f='${Status}|${Version}' "$pkg" 2>/dev/null || true)
  if [[ "$status" != "install ok installed|"?* ]]; then
    bad+=("$pkg (dpkg: ${status:-unknown package})")
    continue
  fi
  # A purely virtual name has no record of its own (apt-cache only prints a note).
  grep -qxF "$pkg" <<<"$records" || bad+=("$pkg (no package record: virtual?)")
done
if ((${#bad[@]})); then fail "not real installed packages: ${bad[*]}"; else
  pass "all ${#names[@]} names are real installed packages"; fi

# --- fakes ---------------------------------------------------------------------
fake="$work/bin"
mkdir -p "$fake"
calls="$work/calls.log"
cat >"$fake/apt-get" <<'EOF'
#!/usr/bin/env bash
# Records the call; FAKE_APT_MODE says how to answer.
echo "apt-get $*" >>"$FAKE_CALLS"
case "${FAKE_APT_MODE:-ok}" in
  ok) exit 0 ;;
  locked-then-ok)
    n=$(($(cat "$FAKE_STATE" 2>/dev/null || echo 0) + 1)); echo "$n" >"$FAKE_STATE"
    if ((n <= 2)); then
      echo "E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 4242 (apt-get)" >&2
      exit 100
    fi
    exit 0 ;;
  locked) echo "E: Could not get lock /var/lib/apt/lists/lock. It is held by process 4242 (apt-get)" >&2; exit 100 ;;
  broken) echo "E: Unable to locate package nothing-like-this" >&2; exit 100 ;;
esac
EOF
cat >"$fake/sudo" <<'EOF'
#!/usr/bin/env bash
echo "sudo $*" >>"$FAKE_CALLS"
exec "$@"
EOF
chmod +x "$fake/apt-get" "$fake/sudo"
export FAKE_CALLS="$calls" FAKE_STATE="$work/state" PATH="$fake:$PATH"
run_setup() { # [list] -> output in $work/out, exit code in $rc
  : >"$calls"; rm -f "$work/state"
  rc=0
  LOOPSCOPE_PACKAGE_LIST="${1:-$list}" LOOPSCOPE_APT_RETRY_S=0.1 bash "$setup" >"$work/out" 2>&1 || rc=$?
}
apt_calls() { grep -c '^apt-get' "$calls" || true; }

# --- 2. nothing missing: no apt-get, no sudo --------------------------------------
run_setup
if ((rc != 0)); then fail "setup.sh failed with everything installed: $(cat "$work/out")"
elif [[ -s "$calls" ]]; then fail "setup.sh called with nothing missing: $(cat "$calls")"
else pass "nothing missing: no apt-get or sudo call ($(cat "$work/out"))"; fi
# and again (run-lab.sh runs it on every start)
run_setup
[[ $rc == 0 && ! -s "$calls" ]] && pass "second run: no call" || fail "second run called: $(cat "$calls")"

# --- 3. one missing package: exactly it is installed --------------------------------
missing_list="$work/packages.txt"
{ cat "$list"; echo "loopscope-no-such-package-xyz"; } >"$missing_list"
FAKE_APT_MODE=ok run_setup "$missing_list"
install_line=$(grep '^apt-get .* install ' "$calls" | head -1)
if ((rc != 0)); then fail "install run failed: $(cat "$work/out")"
elif [[ "$install_line" != *" loopscope-no-such-package-xyz" ]]; then fail "install call was: '$install_line'"
elif [[ "$install_line" == *" cmake"* ]]; then fail "installed packages were installed again: $install_line"
elif [[ "$install_line" != *"DPkg::Lock::Timeout="* ]]; then fail "no lock timeout: $install_line"
else pass "one missing: $install_line"; fi

# --- 4. the lock: wait, then succeed; give up after the limit; other errors at once --
FAKE_APT_MODE=locked-then-ok run_setup "$missing_list"
installs=$(grep -c '^apt-get .* install ' "$calls" || true)
if ((rc != 0)); then fail "locked-then-free: exit $rc: $(cat "$work/out")"
elif ((installs != 3)); then fail "locked-then-free: $installs install attempts, expected 3"
elif ! grep -q 'waiting for it' "$work/out"; then fail "no waiting message: $(cat "$work/out")"
else pass "waited for the lock (3 attempts) and installed"; fi

export LOOPSCOPE_APT_LOCK_WAIT_S=1
FAKE_APT_MODE=locked run_setup "$missing_list"
if ((rc == 0)); then fail "a lock that is never released did not fail"
elif ! grep -q 'still holds the apt/dpkg lock after 1 s' "$work/out"; then fail "no clear message: $(cat "$work/out")"
elif (($(apt_calls) < 2)); then fail "did not retry while waiting: $(cat "$calls")"
else pass "gave up after the limit with a clear message ($(apt_calls) attempts)"; fi
unset LOOPSCOPE_APT_LOCK_WAIT_S

FAKE_APT_MODE=broken run_setup "$missing_list"
if ((rc == 0)); then fail "a broken apt-get did not fail"
elif (($(apt_calls) != 1 && $(apt_calls) != 2)); then fail "retried a non-lock failure: $(cat "$calls")"
elif grep -q 'waiting for it' "$work/out"; then fail "waited on a non-lock failure"
else pass "a non-lock failure ends at once"; fi

((failures == 0)) && echo "all passed" || echo "$failures failure(s)"
exit $((failures > 0))
