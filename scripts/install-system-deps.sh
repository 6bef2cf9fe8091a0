#!/usr/bin/env bash
# Installs what the browser test layers need and a bare Debian machine lacks: Debian's Chromium
# (Playwright's own browser download is not reachable) and the fallback fonts that screenshots may
# touch (the UI fonts themselves are self-hosted from npm). Safe to run again: it installs only what
# is missing.
set -euo pipefail

# fonts-noto-cjk: the language switcher names Chinese, Japanese and Korean in their own scripts.
# fonts-noto-color-emoji: players type emoji (Textarea "Counts What Is Seen" is shot with one).
packages=(chromium fonts-dejavu-core fonts-liberation fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji)
missing=()
for pkg in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg")
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "system deps: all present (${packages[*]})"
  exit 0
fi

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "system deps: installing ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "system deps: installed ${missing[*]}"
