# Vadhu-Var portal: one image for both modes (embedded SQLite + ./data volume, or scale-out).
# Built with podman and run in both compose profiles (scripts/container-check.sh); see deploy/README.md.

# 1. Build: all dependencies, compile the server (esbuild) and the web app.
FROM node:22-bookworm-slim AS build
# python3, make and g++: npm ci compiles better-sqlite3 where its prebuilt binary cannot be downloaded
# (no route to it, or no binary for the architecture).
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Production dependencies of the server only (no dev tools, no web build tools).
# Without install scripts: better-sqlite3's would compile SQLite a second time; its addon comes from the
# build stage (same base image, same Node ABI) and is loaded once here, so a mismatch fails the build.
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --workspace @vv/server --ignore-scripts --no-audit --no-fund
COPY --from=build /app/node_modules/better-sqlite3/build/Release/better_sqlite3.node \
  node_modules/better-sqlite3/build/Release/better_sqlite3.node
RUN node -e "new (require('better-sqlite3'))(':memory:').prepare('select 1').get()"

# 3. Runtime: compiled server, built web app, production dependencies; runs as the unprivileged "node" user.
FROM node:22-bookworm-slim
# pg_dump / pg_restore for `backup` and `restore` on PostgreSQL: bookworm's client is 15, so compose.yaml
# runs PostgreSQL 15 (a backup refuses a pg_dump older than the server).
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# Production by construction: DEMO=true is refused with NODE_ENV=production and on HOST=0.0.0.0.
ENV NODE_ENV=production \
    DEMO=false \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATABASE_URL=sqlite:/app/data/portal.db \
    STORAGE_URL=file:/app/data/uploads \
    BACKUP_DIR=/app/data/backups \
    NODE_COMPILE_CACHE=/app/.cache/node-compile
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/apps/server/package.json ./apps/server/package.json
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
# Node 22 keeps the compiled bundle here, so a restart skips parsing it (start to healthy
# 2.4x -> 1.8x a bare Fastify app; the first start of a new container fills it).
# backups/ exists in the image so that a volume mounted there (compose's scale-out mode) starts owned by
# "node", as the /app/data volume does: an empty new volume takes the owner of the directory it covers.
RUN mkdir -p /app/data/backups /app/.cache && chown -R node:node /app/data /app/.cache
USER node
VOLUME ["/app/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/v1/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
