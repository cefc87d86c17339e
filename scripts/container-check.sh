#!/usr/bin/env bash
# Builds the portal's image from the Dockerfile and runs both compose.yaml profiles with podman on this
# machine, checking what deploy/README.md promises:
#   - the image: runs as "node", holds no dev dependency, its size;
#   - embedded: one container and its volume, healthy, a member signs in (OTP through an SMS HTTP gateway
#     on loopback), uploads a photo and sees it, a backup is taken inside it;
#   - scale-out: two app servers, PostgreSQL, Redis, s3rver, Caddy with TLS; healthy; a member signs in
#     through Caddy, uploads through app1 and sees the photo through app2 and through Caddy; a backup
#     taken inside app1 is restored into a fresh stack with every table count and file checksum equal,
#     and the member's photo is served there with the same bytes.
# Base images are made locally the first time (deploy/podman/base-images.sh) and kept; everything else
# (containers, volumes) is removed at the end. Needs root, podman, runc and debootstrap (installed
# with apt-get when missing). Uses ports 3230-3233, 5433, 6380, 9010, 8080 and 8443 on loopback.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
START=$(date +%s)
step() { echo "[container-check $(($(date +%s) - START))s] $*"; }
die() {
  echo "container-check FAILED: $*" >&2
  exit 1
}

if ! command -v podman >/dev/null || ! command -v runc >/dev/null || ! command -v debootstrap >/dev/null; then
  [ "$(id -u)" = 0 ] || die "needs podman, runc and debootstrap (apt-get install podman runc debootstrap)"
  step "installing podman, runc and debootstrap"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq podman runc debootstrap >/dev/null
fi
[ "$(id -u)" = 0 ] || die "run as root (debootstrap, podman with host networking)"

WORK=$(mktemp -d /var/tmp/vv-container-check.XXXXXX)
PROJECTS=(vvcheck-embedded vvcheck-a vvcheck-b)
GATEWAY_PID=
cleanup() {
  local status=$?
  [ -n "$GATEWAY_PID" ] && kill "$GATEWAY_PID" 2>/dev/null || true
  for project in "${PROJECTS[@]}"; do
    podman ps -aq --filter "label=vv.compose.project=$project" | xargs -r podman rm -f -v -t 5 >/dev/null 2>&1 || true
    podman volume ls -q --filter "label=vv.compose.project=$project" | xargs -r podman volume rm -f >/dev/null 2>&1 || true
  done
  rm -rf "$WORK"
  [ $status = 0 ] || echo "container-check: cleaned up after the failure above" >&2
}
trap cleanup EXIT

# crun fails on this kind of machine's cgroups (runc does not), and a container may not be given more
# open files than this shell has, nor (runc refused it here) more processes than kernel.pid_max; the
# settings stay in this run's own containers.conf.
NPROC=$(ulimit -Hu)
PID_MAX=$(cat /proc/sys/kernel/pid_max)
[ "$NPROC" = unlimited ] || [ "$NPROC" -gt "$PID_MAX" ] && NPROC=$PID_MAX
sed -e "s/@NOFILE@/$(ulimit -Hn)/g" -e "s/@NPROC@/$NPROC/g" deploy/podman/containers.conf >"$WORK/containers.conf"
export CONTAINERS_CONF="$WORK/containers.conf"
podman info >/dev/null 2>&1 || die "podman does not work here: $(podman info 2>&1 | tail -3)"
# docker format: the OCI image format has no HEALTHCHECK.
PODMAN_BUILD="podman build --format docker --isolation chroot --network host --pull=never"
export PODMAN_BUILD

# shellcheck source=../deploy/podman/base-images.sh
source deploy/podman/base-images.sh
step "base images"
make_base_images

step "building the portal's image from the Dockerfile"
BUILD_START=$(date +%s)
$PODMAN_BUILD -t vadhuvar-portal -f Dockerfile . >"$WORK/build.log" 2>&1 || {
  tail -40 "$WORK/build.log"
  die "the image did not build"
}
$PODMAN_BUILD -t vadhuvar-s3rver deploy/s3rver >"$WORK/s3-build.log" 2>&1 || {
  tail -20 "$WORK/s3-build.log"
  die "the s3rver image did not build"
}
BUILD_SECONDS=$(($(date +%s) - BUILD_START))
step "image built in ${BUILD_SECONDS}s"

[ "$(podman image inspect vadhuvar-portal --format '{{.Config.User}}')" = node ] || die "the image does not run as node"
SIZE=$(podman image inspect vadhuvar-portal --format '{{.Size}}')
# Every package package-lock.json marks dev-only must be absent from the image.
node -e 'const l=require("./package-lock.json");for(const[p,v]of Object.entries(l.packages))if(v.dev&&p.startsWith("node_modules/"))console.log(p)' >"$WORK/dev-packages"
[ -s "$WORK/dev-packages" ] || die "package-lock.json lists no dev packages: the check would prove nothing"
DEV_FOUND=$(podman run --rm -i --network host vadhuvar-portal node -e '
  const { existsSync } = require("node:fs");
  const lines = require("node:fs").readFileSync(0, "utf8").split("\n").filter(Boolean);
  console.log(lines.filter((p) => existsSync("/app/" + p)).join(" "));' <"$WORK/dev-packages")
[ -z "$DEV_FOUND" ] || die "dev dependencies in the image: $DEV_FOUND"
step "image: user node, none of $(wc -l <"$WORK/dev-packages") dev packages, $((SIZE / 1000000)) MB"

# The settings a volunteer puts in .env (production; the SMS gateway is the loopback fake below).
cat >"$WORK/.env" <<EOF
PUBLIC_URL=https://localhost:8443
SITE_ADDRESS=localhost:8443
POSTGRES_PASSWORD=$(node -p 'require("crypto").randomBytes(12).toString("hex")')
S3_PASSWORD=$(node -p 'require("crypto").randomBytes(12).toString("hex")')
SESSION_SECRET=$(node -p 'require("crypto").randomBytes(24).toString("hex")')
SMS_PROVIDER=http
SMS_HTTP_URL=http://127.0.0.1:3233/send
SMS_HTTP_KEY=container-check
SMS_SENDER=VVPORT
SMS_DLT_TEMPLATE_ID=1207160000000000000
PAYMENT_SANDBOX_IN_PRODUCTION=true
SUPER_ADMIN_MOBILE=9812300001
BACKUP_INTERVAL_HOURS=0
LOG_LEVEL=warn
TRUST_NAME=Shri Container Check Samaj Trust
TRUST_EMAIL=office@trust.test
TRUST_PHONE=+91 20 1111 2222
TRUST_ADDRESS=Check Bhavan, Kothrud, Pune 411038
TRUST_WHATSAPP_LINK=none
TRUST_UPI_ID=checktrust@okhdfcbank
TRUST_PAYMENT_PHONE=9811122233
GRIEVANCE_OFFICER_NAME=Smt. Check Officer
GRIEVANCE_OFFICER_DESIGNATION=Grievance Officer
GRIEVANCE_OFFICER_EMAIL=grievance@trust.test
GRIEVANCE_OFFICER_PHONE=+91 20 1111 2223
GRIEVANCE_OFFICER_ADDRESS=Check Bhavan, Kothrud, Pune 411038
EOF
MOBILE=9812300001
: >"$WORK/outbox"
node scripts/container-check/journey.mjs gateway 3233 "$WORK/outbox" &
GATEWAY_PID=$!

compose() {
  local project=$1
  shift
  node deploy/podman/compose.mjs --project "$project" --env-file "$WORK/.env" \
    -f compose.yaml -f deploy/podman/compose.host-network.yaml "$@"
}
journey() { node scripts/container-check/journey.mjs "$@"; }
# until CMD succeeds, at most $1 seconds
wait_for() {
  local seconds=$1
  shift
  for _ in $(seq "$seconds"); do
    "$@" >/dev/null 2>&1 && return 0
    sleep 1
  done
  die "timed out after ${seconds}s: $*"
}
healthy() { podman healthcheck run "$1"; }
as_node() {
  [ "$(podman exec "$1" id -un)" = node ] || die "$1 runs as $(podman exec "$1" id -un)"
  [ "$(podman top "$1" user | tail -n +2 | sort -u)" = node ] || die "$1 has processes of other users"
}
# `backup.js backup` inside a container; prints the archive's path there.
backup_in() {
  local out
  out=$(podman exec "$1" node apps/server/dist/backup.js backup) || die "backup failed in $1: $out"
  echo "$out" >&2
  sed -n 's/^Backup written: \(.*\) (.*$/\1/p' <<<"$out"
}

# --- Embedded --------------------------------------------------------------------------------------
step "embedded: one container, SQLite and uploads in its volume"
compose vvcheck-embedded up app
wait_for 120 healthy vvcheck-embedded-app
as_node vvcheck-embedded-app
COOKIE=$(journey signin http://127.0.0.1:3230 "$MOBILE" "$WORK/outbox")
PHOTO=$(journey upload http://127.0.0.1:3230 "$COOKIE")
journey photo http://127.0.0.1:3230 "$COOKIE" "$PHOTO" >/dev/null
FILE=$(backup_in vvcheck-embedded-app)
[ -n "$FILE" ] || die "no backup archive named"
podman exec vvcheck-embedded-app tar -xzOf "$FILE" manifest.json >"$WORK/embedded-manifest.json"
node -e 'const m=require(process.argv[1]);if(m.database.dialect!=="sqlite"||!m.fileCount)process.exit(1)' \
  "$WORK/embedded-manifest.json" || die "the embedded backup holds no SQLite database or no files"
step "embedded: healthy, user node, signed in, photo uploaded and served, backup taken"
podman ps -aq --filter label=vv.compose.project=vvcheck-embedded | xargs -r podman rm -f -v -t 5 >/dev/null

# --- Scale-out -------------------------------------------------------------------------------------
pg_ready() { podman exec "$1-postgres" /usr/lib/postgresql/15/bin/pg_isready -q -h 127.0.0.1 -p 5433; }
up_backends() {
  compose "$1" up postgres redis s3
  wait_for 60 pg_ready "$1"
  wait_for 30 podman exec "$1-redis" redis-cli -p 6380 ping
  wait_for 30 curl -s -o /dev/null http://127.0.0.1:9010/
}
up_apps() {
  # app1 first: it migrates the database, then app2 and Caddy.
  compose "$1" up app1
  wait_for 120 curl -sf http://127.0.0.1:3231/api/v1/ready
  compose "$1" up app2 caddy
  wait_for 120 curl -sf http://127.0.0.1:3232/api/v1/ready
  wait_for 60 healthy "$1-app1"
  wait_for 60 healthy "$1-app2"
  as_node "$1-app1"
  as_node "$1-app2"
  # Caddy's own CA signs the certificate for localhost; its root is what this check trusts.
  wait_for 60 podman exec "$1-caddy" test -s /data/caddy/pki/authorities/local/root.crt
  podman exec "$1-caddy" cat /data/caddy/pki/authorities/local/root.crt >"$WORK/$1-root.crt"
  wait_for 60 curl -sf --cacert "$WORK/$1-root.crt" https://localhost:8443/api/v1/ready
}
# table → rows in the stack's PostgreSQL, for the tables the manifest names, as JSON.
pg_counts() {
  local tables
  tables=$(node -e 'console.log(Object.keys(require(process.argv[1]).database.counts).join(" "))' "$2")
  for t in $tables; do
    printf '%s\t%s\n' "$t" "$(podman exec "$1-postgres" psql -h /var/run/postgresql -p 5433 -U vadhuvar -d vadhuvar -Atc "select count(*) from \"$t\"")"
  done
}
# storage key → sha256 of the object s3rver holds (its files are data/BUCKET/KEY._S3rver_object).
s3_sums() {
  podman exec "$1-s3" sh -c 'cd /data/vadhuvar-photos && find . -name "*._S3rver_object" -exec sha256sum {} +' \
    | sed -E 's#^([0-9a-f]+)  \./(.*)\._S3rver_object$#\2\t\1#' | sort
}

step "scale-out: PostgreSQL 15, Redis, s3rver, two app servers, Caddy"
up_backends vvcheck-a
up_apps vvcheck-a
COOKIE=$(NODE_EXTRA_CA_CERTS="$WORK/vvcheck-a-root.crt" journey signin https://localhost:8443 "$MOBILE" "$WORK/outbox")
PHOTO=$(journey upload http://127.0.0.1:3231 "$COOKIE")
SUM=$(journey photo http://127.0.0.1:3232 "$COOKIE" "$PHOTO")
[ "$(NODE_EXTRA_CA_CERTS="$WORK/vvcheck-a-root.crt" journey photo https://localhost:8443 "$COOKIE" "$PHOTO")" = "$SUM" ] \
  || die "the photo through Caddy differs from the one app2 serves"
step "scale-out: signed in through Caddy (TLS), photo uploaded through app1 and served by app2 and Caddy"

FILE=$(backup_in vvcheck-a-app1)
[ -n "$FILE" ] || die "no backup archive named"
podman cp "vvcheck-a-app1:$FILE" "$WORK/backup.tar.gz"
tar -xzOf "$WORK/backup.tar.gz" manifest.json >"$WORK/manifest.json"
node -e 'const m=require(process.argv[1]);if(m.database.dialect!=="postgres"||!m.fileCount)process.exit(1)' \
  "$WORK/manifest.json" || die "the backup holds no PostgreSQL dump or no files"
step "scale-out: backup taken inside app1 ($(du -k "$WORK/backup.tar.gz" | cut -f1) kB); removing this stack"
podman ps -aq --filter label=vv.compose.project=vvcheck-a | xargs -r podman rm -f -v -t 5 >/dev/null
podman volume ls -q --filter label=vv.compose.project=vvcheck-a | xargs -r podman volume rm -f >/dev/null

step "restore into a fresh stack"
up_backends vvcheck-b
# The archive goes into the new stack's backups volume (created by this first mount, so owned by node).
podman volume create --label vv.compose.project=vvcheck-b vvcheck-b_backups >/dev/null
podman run --rm --network host --user 0 -v vvcheck-b_backups:/app/data/backups \
  -v "$WORK/backup.tar.gz:/tmp/in.tar.gz:ro" vadhuvar-portal \
  install -o node -g node -m 0600 /tmp/in.tar.gz /app/data/backups/restore.tar.gz
compose vvcheck-b run app1 node apps/server/dist/backup.js restore /app/data/backups/restore.tar.gz

node -e 'const m=require(process.argv[1]);for(const[t,n]of Object.entries(m.database.counts))console.log(t+"\t"+n)' \
  "$WORK/manifest.json" | sort >"$WORK/counts.expected"
pg_counts vvcheck-b "$WORK/manifest.json" | sort >"$WORK/counts.restored"
diff "$WORK/counts.expected" "$WORK/counts.restored" || die "table counts differ after the restore"
node -e 'const m=require(process.argv[1]);for(const[k,h]of Object.entries(m.files))console.log(k+"\t"+h)' \
  "$WORK/manifest.json" | sort >"$WORK/files.expected"
s3_sums vvcheck-b >"$WORK/files.restored"
diff "$WORK/files.expected" "$WORK/files.restored" || die "stored files differ after the restore"
step "restored: $(wc -l <"$WORK/counts.expected") table counts and $(wc -l <"$WORK/files.expected") file checksums equal"

up_apps vvcheck-b
# The restored session and photo: the member's cookie from the first stack works, the bytes are the same.
[ "$(journey photo http://127.0.0.1:3232 "$COOKIE" "$PHOTO")" = "$SUM" ] || die "the restored photo differs"
[ "$(NODE_EXTRA_CA_CERTS="$WORK/vvcheck-b-root.crt" journey photo https://localhost:8443 "$COOKIE" "$PHOTO")" = "$SUM" ] \
  || die "the restored photo through Caddy differs"
step "restored stack healthy; the member's photo served with the same bytes"

echo "container-check passed in $(($(date +%s) - START))s (image build ${BUILD_SECONDS}s; image $((SIZE / 1000000)) MB)"
