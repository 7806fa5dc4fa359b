# syntax=docker/dockerfile:1.7
# One image per front-end part (the shell or a remote): its webpack build served by
# nginx-unprivileged on port 8080 with the same nginx configuration as in Kubernetes
# (infra/k8s/base/static/nginx, which the static-nginx ConfigMap overrides at run time).
# Build from the repository root:
#   docker build -f infra/docker/static.Dockerfile --build-arg APP=mfe-cart -t rmj/mfe-cart:1.4.2 .
# APP is shell | mfe-catalog | mfe-product | mfe-cart | mfe-account | mfe-admin.
# Optional PREVIOUS_IMAGE=rmj/mfe-cart:1.4.1 carries the previous release's content-hashed
# chunks into the new image, so a page opened before the rollout can still load them
# (no ChunkLoadError). Without it the image holds only the new build.

# Node.js 24 LTS for the build, nginx's stable line for serving. Pin both by digest for a release:
#   --build-arg NODE_DIGEST=@sha256:<digest> --build-arg NGINX_DIGEST=@sha256:<digest>
# (docker buildx imagetools inspect <image:tag>). Without them the exact tags are used.
ARG NODE_VERSION=24.12.0
ARG NODE_DIGEST=
ARG NODE_IMAGE=node:${NODE_VERSION}-bookworm-slim${NODE_DIGEST}
ARG NGINX_VERSION=1.30
ARG NGINX_DIGEST=
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:${NGINX_VERSION}-alpine${NGINX_DIGEST}
ARG PREVIOUS_IMAGE=empty

FROM ${NODE_IMAGE} AS base
ENV PNPM_HOME=/pnpm \
    PATH=/pnpm:$PATH \
    CI=true
RUN npm install -g pnpm@10.34.9 \
 && pnpm config set store-dir /pnpm/store --global
WORKDIR /repo

FROM base AS build
ARG APP
RUN case "$APP" in shell|mfe-catalog|mfe-product|mfe-cart|mfe-account|mfe-admin) ;; \
      *) echo "build arg APP must be shell or mfe-<catalog|product|cart|account|admin> (got '$APP')" >&2; exit 1 ;; esac
COPY pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN --mount=type=cache,id=rmj-pnpm-store,target=/pnpm/store \
    pnpm fetch --frozen-lockfile
COPY . .
# The app and the workspace packages it uses (mf-config, ui, cart, contracts), in dependency order.
RUN --mount=type=cache,id=rmj-pnpm-store,target=/pnpm/store \
    pnpm install --frozen-lockfile --offline --filter "${APP}..." \
 && NODE_ENV=production pnpm --filter "${APP}..." run build \
 && test -f "${APP}/dist/mf-manifest.json"
# The shell gets the SPA fallback; a remote gets the /mfe/<name>/ prefix stripping and 404s.
RUN mkdir -p /nginx \
 && cp infra/k8s/base/static/nginx/nginx.conf infra/k8s/base/static/nginx/headers.inc infra/k8s/base/static/nginx/remote-headers.inc \
      infra/k8s/base/static/nginx/render-proxy.inc /nginx/ \
 && if [ "$APP" = shell ]; then cp infra/k8s/base/static/nginx/shell.conf /nginx/server.conf; \
    else cp infra/k8s/base/static/nginx/remote.conf /nginx/server.conf; fi

# An empty web root: the final image starts from it, and it is the default "previous release".
FROM ${NGINX_IMAGE} AS empty
USER root
RUN rm -rf /usr/share/nginx/html && mkdir -p /usr/share/nginx/html

FROM ${PREVIOUS_IMAGE} AS previous

# Only content-hashed files of the previous release (name.<10 hex>.ext); its entry files are replaced.
FROM base AS carry
COPY --from=previous /usr/share/nginx/html/ /previous/
RUN mkdir -p /carry && cd /previous \
 && find . -type f -regextype posix-extended -regex '.*\.[0-9a-f]{10}\.[A-Za-z0-9]+$' \
      -exec cp --parents {} /carry/ \;

FROM empty AS runtime
ARG APP
ARG VERSION=dev
LABEL org.opencontainers.image.title="rmj-${APP}" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.description="RMJ shop: ${APP} static build"
COPY --from=build /nginx/ /etc/nginx/rmj/
COPY --from=carry /carry/ /usr/share/nginx/html/
COPY --from=build /repo/${APP}/dist/ /usr/share/nginx/html/
# uid 101 = nginx in nginx-unprivileged (numeric for runAsNonRoot).
USER 101
EXPOSE 8080
CMD ["nginx", "-c", "/etc/nginx/rmj/nginx.conf", "-g", "daemon off;"]
