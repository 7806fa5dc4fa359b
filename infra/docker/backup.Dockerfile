# syntax=docker/dockerfile:1.7
# The backup tool (packages/db-backup: dump, restore, verify, prune) for the db-backup CronJob and restores:
#   docker build -f infra/docker/backup.Dockerfile --build-arg VERSION=1.0.0 -t rmj/db-backup:1.0.0 .
# Node and the official MongoDB driver only: the MongoDB Database Tools (mongodump) are not in this image
# (infra/RUNBOOK.md, "Backups"). Runs as uid 1000 on a read-only root filesystem; writes to /backups and /tmp.
ARG NODE_VERSION=24.12.0
ARG NODE_DIGEST=
ARG NODE_IMAGE=node:${NODE_VERSION}-bookworm-slim${NODE_DIGEST}

FROM ${NODE_IMAGE} AS build
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH CI=true
RUN npm install -g pnpm@10.34.9 && pnpm config set store-dir /pnpm/store --global
WORKDIR /repo
COPY pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN --mount=type=cache,id=rmj-pnpm-store,target=/pnpm/store pnpm fetch --frozen-lockfile
COPY . .
RUN --mount=type=cache,id=rmj-pnpm-store,target=/pnpm/store \
    pnpm install --frozen-lockfile --offline --filter "@rmj/db-backup..." \
 && pnpm --filter "@rmj/db-backup" run build
RUN --mount=type=cache,id=rmj-pnpm-store,target=/pnpm/store \
    pnpm --filter "@rmj/db-backup" deploy --prod --legacy --offline /out \
 && rm -rf /out/dist && cp -R packages/db-backup/dist /out/dist \
 && rm -rf /out/src /out/jest.config.js /out/tsconfig*.json \
 && test -f /out/dist/cli.js

FROM ${NODE_IMAGE} AS runtime
ARG VERSION=dev
LABEL org.opencontainers.image.title="rmj-db-backup" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.description="RMJ shop: database dump, restore, verify and prune"
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /out /app
USER 1000:1000
ENTRYPOINT ["node", "dist/cli.js"]
