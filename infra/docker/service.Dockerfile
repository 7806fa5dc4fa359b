# syntax=docker/dockerfile:1.7
# One image per NestJS service. Build from the repository root:
#   docker build -f infra/docker/service.Dockerfile --build-arg SERVICE=catalog -t rmj/catalog:1.0.0 .
# SERVICE is gateway | catalog | orders | identity | render (the folder under services/).
# Runs as uid 1000 on a read-only root filesystem; writes only to /tmp.

# Node.js 24, an LTS line supported until April 2028 (20 reached its end of life in April 2026).
# Pin by digest for a release: NODE_DIGEST=@sha256:<digest of node:<NODE_VERSION>-bookworm-slim>
# (docker buildx imagetools inspect node:24.12.0-bookworm-slim). Without it the exact tag is used.
ARG NODE_VERSION=24.12.0
ARG NODE_DIGEST=
ARG NODE_IMAGE=node:${NODE_VERSION}-bookworm-slim${NODE_DIGEST}

FROM ${NODE_IMAGE} AS base
ENV PNPM_HOME=/pnpm \
    PATH=/pnpm:$PATH \
    CI=true
# Corepack fails on this registry's signatures (shared/STACK.md): install the pinned pnpm with npm.
RUN npm install -g pnpm@10.34.9 \
 && pnpm config set store-dir /pnpm/store --global
WORKDIR /repo

FROM base AS build
ARG SERVICE
RUN case "$SERVICE" in gateway|catalog|orders|identity|render) ;; \
      *) echo "build arg SERVICE must be gateway, catalog, orders, identity or render (got '$SERVICE')" >&2; exit 1 ;; esac
# Dependencies first, keyed on the lockfile only, so source edits reuse this layer.
COPY pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN --mount=type=cache,id=rmj-pnpm-store,target=/pnpm/store \
    pnpm fetch --frozen-lockfile
COPY . .
# The service and the workspace packages it depends on ("...": dependencies included),
# built in dependency order (contracts, nest-common, then the service).
RUN --mount=type=cache,id=rmj-pnpm-store,target=/pnpm/store \
    pnpm install --frozen-lockfile --offline --filter "@rmj/${SERVICE}..." \
 && pnpm --filter "@rmj/${SERVICE}..." run build
# A self-contained folder: the service's files plus production node_modules, with the workspace
# packages copied in (their "files": dist). --legacy: the workspace does not inject workspace packages.
RUN --mount=type=cache,id=rmj-pnpm-store,target=/pnpm/store \
    pnpm --filter "@rmj/${SERVICE}" deploy --prod --legacy --offline /out \
 && rm -rf /out/dist && cp -R "services/${SERVICE}/dist" /out/dist \
 && rm -rf /out/src /out/jest.config.js /out/tsconfig*.json \
 && test -f /out/dist/main.js \
 && case "$SERVICE" in gateway|render) ;; *) test -f /out/dist/migrate.js ;; esac   # the migrate Job's command (no database: none)

FROM ${NODE_IMAGE} AS runtime
ARG SERVICE
ARG VERSION=dev
LABEL org.opencontainers.image.title="rmj-${SERVICE}" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.description="RMJ shop: ${SERVICE} service"
ENV NODE_ENV=production \
    HOST=0.0.0.0
WORKDIR /app
# Owned by root and not writable by the process.
COPY --from=build /out /app
# The "node" user of the official image, numeric so runAsNonRoot can verify it.
USER 1000:1000
EXPOSE 8080 3001 3002 3003 3004
# Node is PID 1: NestJS handles SIGTERM itself (graceful shutdown after SHUTDOWN_GRACE_MS).
# The same image runs the migrations: command ["node", "dist/migrate.js"] (the <service>-migrate Jobs).
CMD ["node", "dist/main.js"]
