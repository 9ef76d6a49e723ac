#!/usr/bin/env bash
# The Debian package, proven the way a lab would use it: CPack builds
# loopscope_*.deb from the build folder; lintian (no errors),
# desktop-file-validate and appstreamcli check it; then a minimal Debian 12
# root made by debootstrap installs it with `apt install ./loopscope_*.deb`
# (dependencies from Debian's archive) and runs loopscope-cli --version,
# a one-second simulated UDP benchmark and loopscope --version inside it.
#
# Usage: test_deb_package.sh BUILD_DIR
# ($LOOPSCOPE_PACKAGE_SCREENSHOT: also copy the installed GUI's screenshot there.)
# The debootstrap root and the downloaded .debs are cached between runs in
# $LOOPSCOPE_DEBOOTSTRAP_CACHE (default /var/cache/loopscope/debootstrap);
# remove that folder to measure a cold run. Needs root (debootstrap, chroot,
# mounts). Mirror: $LOOPSCOPE_DEBIAN_MIRROR (default http://deb.debian.org/debian).
set -euo pipefail
build="$(cd "${1:?usage: test_deb_package.sh BUILD_DIR}" && pwd)"
cache="${LOOPSCOPE_DEBOOTSTRAP_CACHE:-/var/cache/loopscope/debootstrap}"
mirror="${LOOPSCOPE_DEBIAN_MIRROR:-http://deb.debian.org/debian}"
suite=bookworm
started=$SECONDS
say() { echo "test_deb_package: [$((SECONDS - started)) s] $*"; }
fail() { echo "test_deb_package: FAIL: $*" >&2; exit 1; }

if [[ $(id -u) -ne 0 ]]; then
  echo "test_deb_package: needs root (debootstrap, chroot and mounts); skipped" >&2
  exit 77
fi
for tool in cpack lintian desktop-file-validate appstreamcli debootstrap dpkg-deb; do
  command -v "$tool" >/dev/null || fail "$tool is missing (scripts/setup.sh installs it)"
done

# Its own mount namespace (private propagation): whatever is mounted below
# goes away with this script even when it is killed, and nothing propagates
# to the host's /dev.
if [[ -z "${LOOPSCOPE_DEB_TEST_NS:-}" ]] && command -v unshare >/dev/null &&
    unshare --mount --propagation private true 2>/dev/null; then
  exec env LOOPSCOPE_DEB_TEST_NS=1 unshare --mount --propagation private bash "$0" "$@"
fi

work="$(realpath "$(mktemp -d /var/tmp/loopscope-deb-test.XXXXXX)")"
root="$work/root"
mounts_below() { awk -v w="$work/" 'index($2, w) == 1 {print $2}' /proc/self/mounts | sort -r; }
cleanup() {
  # Unmount everything below the work folder (the root's and debootstrap's),
  # deepest first; remove the folder only when nothing is mounted there any
  # more, and never across a file system (--one-file-system).
  local m
  for m in $(mounts_below); do umount -R "$m" 2>/dev/null || umount -l "$m" 2>/dev/null || true; done
  if [[ -n "$(mounts_below)" ]]; then
    echo "test_deb_package: still mounted below $work, not removing it:" >&2
    mounts_below >&2
    return
  fi
  rm -rf --one-file-system "$work"
}
trap cleanup EXIT

# --- the package ---------------------------------------------------------------
say "building the package with CPack"
(cd "$work" && cpack -G DEB --config "$build/CPackConfig.cmake" -B "$work/pkg" >"$work/cpack.log" 2>&1) ||
  { tail -n 40 "$work/cpack.log"; fail "cpack failed"; }
deb="$(ls "$work"/pkg/loopscope_*.deb)"
say "package: $(basename "$deb") ($(du -h "$deb" | cut -f1))"
dpkg-deb -I "$deb" | sed -n '/Package:/,$p'

say "lintian"
lintian --fail-on error --no-tag-display-limit "$deb" | tee "$work/lintian.log" || fail "lintian reports errors"

contents="$work/contents"
dpkg-deb -x "$deb" "$contents"
for f in usr/bin/loopscope usr/bin/loopscope-cli usr/bin/loopscope-sim \
         usr/share/applications/org.loopscope.Loopscope.desktop \
         usr/share/metainfo/org.loopscope.Loopscope.metainfo.xml \
         usr/share/icons/hicolor/scalable/apps/loopscope.svg \
         usr/share/icons/hicolor/48x48/apps/loopscope.png \
         usr/share/icons/hicolor/256x256/apps/loopscope.png \
         usr/share/man/man1/loopscope.1.gz usr/share/man/man1/loopscope-cli.1.gz usr/share/man/man1/loopscope-sim.1.gz \
         usr/share/bash-completion/completions/loopscope-cli usr/share/zsh/vendor-completions/_loopscope-cli \
         usr/share/loopscope/manual/index.md usr/lib/systemd/system/loopscope-agent@.service usr/lib/loopscope/firmware/loopscope-servo-dxl.elf \
         usr/share/doc/loopscope/copyright; do
  [[ -s "$contents/$f" ]] || fail "the package lacks /$f"
done
desktop-file-validate "$contents/usr/share/applications/org.loopscope.Loopscope.desktop" ||
  fail "desktop-file-validate rejects the desktop entry"
appstreamcli validate --no-net "$contents/usr/share/metainfo/org.loopscope.Loopscope.metainfo.xml" ||
  fail "appstreamcli rejects the metainfo"
grep -q '^Depends:.*libqt6core6' <(dpkg-deb -f "$deb") || fail "Depends lacks the Qt libraries (shlibdeps did not run?)"

# --- a minimal Debian 12 -------------------------------------------------------
mkdir -p "$cache/archives/partial"
if [[ ! -f "$cache/root.tar" ]]; then
  say "no cached root: debootstrap --variant=minbase $suite from $mirror"
  debootstrap --variant=minbase --cache-dir="$cache/archives" "$suite" "$work/bootstrap" "$mirror" \
    >"$work/debootstrap.log" 2>&1 || { tail -n 30 "$work/debootstrap.log"; fail "debootstrap failed"; }
  tar -C "$work/bootstrap" -cf "$cache/root.tar.part" .
  mv "$cache/root.tar.part" "$cache/root.tar"
  rm -rf --one-file-system "$work/bootstrap"
  say "root cached in $cache/root.tar"
fi
mkdir -p "$root"
tar -C "$root" -xf "$cache/root.tar"
cp /etc/resolv.conf "$root/etc/resolv.conf"
printf '#!/bin/sh\nexit 101\n' >"$root/usr/sbin/policy-rc.d" # no services start in the chroot
chmod 755 "$root/usr/sbin/policy-rc.d"
echo "deb $mirror $suite main" >"$root/etc/apt/sources.list"
mount -t proc proc "$root/proc"
mount --rbind /dev "$root/dev"
mount --make-rslave "$root/dev"
mount --bind "$cache/archives" "$root/var/cache/apt/archives"
cp "$deb" "$root/tmp/"
in_root() { chroot "$root" /usr/bin/env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 "$@"; }

say "apt-get update in the root"
in_root apt-get -qq update >"$work/apt.log" 2>&1 || { tail -n 20 "$work/apt.log"; fail "apt-get update failed"; }
say "apt install ./$(basename "$deb")"
in_root env DEBIAN_FRONTEND=noninteractive apt-get -y -q -o APT::Keep-Downloaded-Packages=true \
  install "/tmp/$(basename "$deb")" >"$work/apt.log" 2>&1 || { tail -n 40 "$work/apt.log"; fail "apt install failed"; }
grep -E '^(Need to get|[0-9]+ upgraded)' "$work/apt.log" || true

say "loopscope-cli --version"
version="$(in_root loopscope-cli --version)"
echo "  $version"
[[ "$version" == loopscope-cli\ * ]] || fail "unexpected version line: $version"
say "loopscope-cli bench udp --sim --duration 1"
in_root loopscope-cli bench udp --sim --duration 1 --out /tmp/udp >"$work/bench.log" 2>&1 ||
  { cat "$work/bench.log"; fail "bench udp --sim failed in the root"; }
grep -E 'p50|p99|max' "$work/bench.log" | head -n 6
compgen -G "$root/tmp/udp/*.hlog" >/dev/null || fail "the benchmark wrote no .hlog"
say "loopscope --version (no display)"
gui_version="$(in_root loopscope --version 2>&1)"
echo "  $gui_version"
grep -q '^loopscope ' <<<"$gui_version" || fail "loopscope --version said: $gui_version"
say "loopscope on the simulated lab, in German, offscreen: the window comes up with what the package pulled in"
in_root env QT_QPA_PLATFORM=offscreen loopscope --lang de --screenshot /tmp/gui.png --screenshot-delay 8 \
  >"$work/gui.log" 2>&1 || { cat "$work/gui.log"; fail "loopscope did not run in the root"; }
grep -q "no translation" "$work/gui.log" && { cat "$work/gui.log"; fail "the installed GUI did not find its German translation"; }
[[ -s "$root/tmp/gui.png" ]] || { cat "$work/gui.log"; fail "the installed GUI wrote no screenshot"; }
if [[ -n "${LOOPSCOPE_PACKAGE_SCREENSHOT:-}" ]]; then cp "$root/tmp/gui.png" "$LOOPSCOPE_PACKAGE_SCREENSHOT"; fi
say "loopscope-cli completion and man pages are where bash and man look"
[[ -s "$root/usr/share/bash-completion/completions/loopscope-cli" ]] || fail "completion not installed"
[[ -s "$root/usr/share/man/man1/loopscope-cli.1.gz" ]] || fail "man page not installed"
say "passed"
