#!/usr/bin/env bash
# Help, completion and man page never disagree: every command and probe kind
# that `loopscope-cli --help` and `bench --help` list, and every option that
# each command's --help lists, is in loopscope-cli(1) and offered by the bash
# completion (run for real in bash) and named by the zsh one; the man pages
# of loopscope and loopscope-sim carry every option of their --help; groff
# renders all three without a warning.
#
# Usage: test_cli_docs.sh BIN_DIR SHARE_DIR
set -euo pipefail
bin="$(cd "${1:?usage: test_cli_docs.sh BIN_DIR SHARE_DIR}" && pwd)"
share="$(cd "${2:?usage: test_cli_docs.sh BIN_DIR SHARE_DIR}" && pwd)"
cli="$bin/loopscope-cli"
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

man_text() { zcat "$1" | MANWIDTH=200 man -l - 2>/dev/null | col -b; }
zcat "$share/man/man1/loopscope-cli.1.gz" >"$work/cli.1"
man_text "$share/man/man1/loopscope-cli.1.gz" >"$work/cli.txt"
bash_completion="$share/bash-completion/completions/loopscope-cli"
zsh_completion="$share/zsh/vendor-completions/_loopscope-cli"
for f in "$bash_completion" "$zsh_completion"; do [[ -s "$f" ]] || fail "$f is missing"; done
# The installed files are what the CLI prints now (not a stale build).
diff -q <("$cli" completion bash) "$bash_completion" >/dev/null || fail "bash completion differs from 'completion bash'"
diff -q <("$cli" completion zsh) "$zsh_completion" >/dev/null || fail "zsh completion differs from 'completion zsh'"

# What bash offers for the words given (the last one being completed).
complete_words() {
  bash -c '
    source "$1"; shift
    COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMPREPLY=()
    _loopscope_cli
    printf "%s\n" "${COMPREPLY[@]}"' _ "$bash_completion" loopscope-cli "$@"
}

# Commands of the top-level help; probe kinds of bench --help.
mapfile -t commands < <("$cli" --help | sed -n '/^COMMANDS/,/^$/p' | grep -E '^  [a-z]' | awk '{print $1}' |
  grep -vx bench | sort -u)
mapfile -t kinds < <("$cli" bench --help | sed -n '/^KINDS/,/^$/p' | grep -E '^  [a-z]' | awk '{print $1}')
((${#commands[@]} > 8)) || fail "found only ${#commands[@]} commands in --help"
((${#kinds[@]} > 4)) || fail "found only ${#kinds[@]} probe kinds in bench --help"
offered_top="$(complete_words '')"
offered_kinds="$(complete_words bench '')"
paths=()
for c in "${commands[@]}"; do
  grep -qx "$c" <<<"$offered_top" || fail "bash completion does not offer the command '$c'"
  paths+=("$c")
  # Subcommands: the COMMANDS block of the command's own help ("  runs list ...").
  while read -r sub; do
    [[ -n "$sub" ]] || continue
    paths+=("$c $sub")
    grep -qx "$sub" <<<"$(complete_words "$c" '')" || fail "bash completion does not offer '$c $sub'"
  done < <("$cli" "$c" --help | sed -n '/^COMMANDS/,/^$/p' | grep -E "^  $c [a-z]" | awk '{print $2}' | sort -u)
done
for k in "${kinds[@]}"; do
  grep -qx "$k" <<<"$offered_kinds" || fail "bash completion does not offer 'bench $k'"
  paths+=("bench $k")
done

# Each command's section of the man page, by its .SS title.
declare -A sections
current=''
while IFS= read -r line; do
  if [[ "$line" == .SS\ * ]]; then
    current="${line#.SS \"}"; current="${current%\"}"; current="${current//\\-/-}"
    continue
  fi
  [[ -n "$current" ]] && sections[$current]+="$line"$'\n'
done <"$work/cli.1"

checked=0
for p in "${paths[@]}"; do
  read -r -a words <<<"$p"
  [[ -n "${sections[$p]:-}" ]] || fail "the man page has no section for '$p'"
  mapfile -t options < <("$cli" "${words[@]}" --help | sed -n '/^OPTIONS/,/^$/p' | grep -oE '^  --[a-z0-9-]+' | sed 's/^  //')
  offered="$(complete_words "${words[@]}" '--')"
  for o in "${options[@]}"; do
    checked=$((checked + 1))
    grep -qx -- "$o" <<<"$offered" || fail "bash completion of '$p' does not offer $o"
    grep -q -- "'$o\[" "$zsh_completion" || grep -q -- "'\*$o\[" "$zsh_completion" ||
      fail "zsh completion does not name $o ($p)"
    # In the command's man section (from its .SS to the next).
    grep -qF -- "\\fB${o//-/\\-}\\fR" <<<"${sections[$p]}" || fail "the man page's '$p' section lacks $o"
  done
done
echo "checked ${#paths[@]} command paths and $checked options against help, completion and man page"
((checked > 100)) || fail "only $checked options checked: the help parsing broke"

# Values: folders for --out, files for --library, words for choices.
mkdir -p "$work/outdir" && touch "$work/afile"
(cd "$work" && complete_words bench udp --out o) | grep -qx outdir || fail "--out does not complete folder names"
(cd "$work" && complete_words runs list --library a) | grep -qx afile || fail "--library does not complete file names"
[[ -z "$(complete_words bench udp --rate '')" ]] || fail "--rate HZ should offer nothing"

command -v zsh >/dev/null && { zsh -n "$zsh_completion" || fail "the zsh completion does not parse"; }
# zsh specs: a repeatable option's '*' inside the quotes (outside, zsh takes
# it for a file pattern and drops the word), and no unescaped ':' in a value
# name (HOST:PORT would become a message and an action).
grep -nE "^ *\*'--" "$zsh_completion" && fail "a repeatable option's '*' is outside its quotes"
grep -nE "\]:[A-Z_]+:[A-Z]" "$zsh_completion" && fail "a value name with ':' is not escaped in the zsh completion"
bash -n "$bash_completion" || fail "the bash completion does not parse"

# loopscope-sim(1), loopscope(1): every option of their --help.
check_help_man() {
  local name=$1 page=$2; shift 2
  [[ -s "$page" ]] || { fail "$page is missing"; return; }
  local text; text="$(man_text "$page")"
  local n=0
  while read -r o; do
    n=$((n + 1))
    grep -qF -- "$o" <<<"$text" || fail "$name(1) lacks $o"
  done < <("$@" --help 2>/dev/null | grep -oE '^  (-[a-z], )?--[a-z0-9-]+' | grep -oE -- '--[a-z0-9-]+')
  ((n > 2)) || fail "$name --help listed only $n options"
  echo "$name(1): $n options"
}
check_help_man loopscope-sim "$share/man/man1/loopscope-sim.1.gz" "$bin/loopscope-sim"
if [[ -x "$bin/loopscope" ]]; then
  check_help_man loopscope "$share/man/man1/loopscope.1.gz" env QT_QPA_PLATFORM=offscreen "$bin/loopscope"
fi

# groff's own warnings (bad macros, unknown escapes) for all pages.
for page in "$share"/man/man1/*.1.gz; do
  warnings="$(zcat "$page" | LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -E UTF-8 -l - 2>&1 >/dev/null || true)"
  [[ -z "$warnings" ]] || fail "$(basename "$page"): $warnings"
done

((failures == 0)) || { echo "$failures failure(s)" >&2; exit 1; }
echo "all agree"
