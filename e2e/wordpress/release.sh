#!/usr/bin/env bash
# Prints the folder holding the two .deb files of one WordPress version (WP_VERSIONS in lib.sh):
# `wordpress` and `wordpress-theme-twentytwentyfive` from the Debian suite that packages it, downloaded by
# package name into a private apt state (the machine's sources and packages are left alone) and cached in
# ${XDG_CACHE_HOME:-~/.cache}/plaza-wordpress/<suite>/, so reruns and other checkouts reuse them. Never
# installed: up.sh extracts them. Recipe measured in ../shared/WORDPRESS.md.
#
#     bash e2e/wordpress/release.sh 6.8
set -euo pipefail
. "$(dirname "$0")/lib.sh"

version=${1:?usage: release.sh VERSION}
suite=$(wp_suite "$version")
dir=${XDG_CACHE_HOME:-$HOME/.cache}/plaza-wordpress/$suite
mkdir -p "$dir"

cached() { # the two debs of this version, if both are there
  local core theme
  core=$(ls "$dir"/wordpress_"$version".*_all.deb 2>/dev/null | tail -n 1)
  theme=$(ls "$dir"/wordpress-theme-twentytwentyfive_"$version".*_all.deb 2>/dev/null | tail -n 1)
  [ -n "$core" ] && [ -n "$theme" ]
}

# One download at a time per suite, also across checkouts sharing the cache.
exec 9>"$dir/.lock"
flock 9
if ! cached; then
  echo "[wordpress] downloading WordPress $version from Debian $suite into $dir" >&2
  apt_dir=$dir/apt
  mkdir -p "$apt_dir/sources" "$apt_dir/lists/partial" "$apt_dir/cache/archives/partial"
  : >"$apt_dir/none.list"
  # The mirror the machine already uses (its first URIs: line), so no new host is contacted.
  mirror=$(awk '/^URIs:/ { print $2; exit }' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)
  mirror=${mirror:-$(awk '/^deb / { print $2; exit }' /etc/apt/sources.list 2>/dev/null || true)}
  [ -n "$mirror" ] || { echo "[wordpress] no Debian mirror found in /etc/apt/sources.list.d/debian.sources or /etc/apt/sources.list" >&2; exit 1; }
  cat >"$apt_dir/sources/$suite.sources" <<SOURCES
Types: deb
URIs: $mirror
Suites: $suite
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SOURCES
  apt=(apt-get -q -o "Dir::Etc::SourceList=$apt_dir/none.list" -o "Dir::Etc::SourceParts=$apt_dir/sources"
    -o "Dir::State::Lists=$apt_dir/lists" -o "Dir::Cache=$apt_dir/cache")
  "${apt[@]}" update >"$apt_dir/update.log" 2>&1 || { cat "$apt_dir/update.log" >&2; exit 1; }
  # apt downloads into the current folder; as root it warns that its _apt sandbox cannot write there (harmless).
  (cd "$dir" && "${apt[@]}" download wordpress wordpress-theme-twentytwentyfive >"$apt_dir/download.log" 2>&1) \
    || { cat "$apt_dir/download.log" >&2; exit 1; }
  if ! cached; then
    echo "[wordpress] Debian $suite no longer packages WordPress $version: it has $(ls "$dir"/wordpress_*.deb | xargs -n1 basename)." >&2
    echo "[wordpress] Update WP_VERSIONS in e2e/wordpress/lib.sh (and the README's supported versions)." >&2
    exit 1
  fi
fi
echo "$dir"
