# The product's images, one target each, all built from the repository root:
#   docker build --target mock .            the mock API (docker-compose.yml's `mock`)
#   docker build --target web .             the web app behind nginx (docker-compose.yml's `web`)
#   docker build --target contract-suite .  the contract suite on its own, for a back-end team
# BuildKit (Docker's builder since 23.0) builds only the stages a target needs.

# Node is the LTS pinned to its patch release, named on this line alone: `npm run test:server:lts`
# runs the server's tests under it (it reads this line), so a bump here is a bump there.
FROM node:24.21.0-bookworm-slim AS node-release

# The one lockfile with every workspace's package.json beside it: npm ci checks it against each.
FROM node-release AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY web/package.json web/
COPY mock-server/package.json mock-server/
COPY tests/contract/package.json tests/contract/

# Every workspace installed and the whole source: what the mock's bundle and the web build need.
FROM manifests AS workspace
RUN npm ci --no-audit --no-fund
COPY . .

FROM workspace AS mock-build
RUN npx esbuild mock-server/src/index.ts --bundle --platform=node --target=node24 --packages=external --outfile=/app/out/mock-server.js

FROM workspace AS web-build
# Build time only, inlined into the bundle; empty keeps the app's defaults (web/src/config.ts):
# the API base URL the app calls (same-origin /api/v1), the site's names, footer and docs link,
# and the demo maps' online tile layer (none).
ARG PUBLIC_API_BASE_URL=
ARG PUBLIC_SITE_NAME=
ARG PUBLIC_SHORT_NAME=
ARG PUBLIC_COPYRIGHT=
ARG PUBLIC_DOCS_URL=
ARG PUBLIC_MAP_TILE_URL=
# The mode is explicit: rsbuild takes it from NODE_ENV otherwise, and only production hashes names.
RUN npm run build -- --mode production

# The pack needs the root's tooling (tsx, esbuild) and the suite's libraries, not the web app's
# packages: about 500 MB instead of 1.2 GB.
FROM manifests AS contract-build
RUN npm ci --workspace tests/contract --include-workspace-root --no-audit --no-fund
COPY . .
RUN npm run contract:pack -- /app/out

# The mock API: its bundle, run by plain Node as the image's unprivileged `node` user with the mock
# workspace's production dependencies only (no front end).
FROM node-release AS mock
ENV NODE_ENV=production \
    MOCK_HOST=0.0.0.0 \
    MOCK_PORT=10088
WORKDIR /app
# The one lockfile, installing the mock workspace's dependencies alone (hoisted into /app/node_modules).
COPY package.json package-lock.json ./
COPY mock-server/package.json mock-server/
RUN npm ci --omit=dev --workspace mock-server --ignore-scripts --no-audit --no-fund && npm cache clean --force
# The data file's folder, owned by the user the mock runs as: a named volume mounted here starts
# as a copy of it, so the mock can write its data file and the file's lock beside it.
RUN mkdir /data && chown node:node /data
COPY --from=mock-build /app/out/mock-server.js ./mock-server.js
# The contract, read from beside the bundle: it checks every request (and MOCK_SEED_FILE).
COPY openapi.yaml ./openapi.yaml
USER node
EXPOSE 10088
CMD ["node", "mock-server.js"]

# The web app: the build served by nginx running as an unprivileged user (uid 101, port 8080)
# with the configuration from deploy/nginx/.
FROM nginxinc/nginx-unprivileged:1.30.6-alpine AS web
# The image's entrypoint renders /etc/nginx/templates/*.template into /etc/nginx/conf.d/ with
# these variables. API_UPSTREAM is the one to change at run time; its default is the compose
# service of the mock.
ENV NGINX_LISTEN=8080 \
    NGINX_ROOT=/usr/share/nginx/html \
    API_UPSTREAM=http://mock:10088
COPY deploy/nginx/snippets/ /etc/nginx/snippets/
COPY deploy/nginx/templates/ /etc/nginx/templates/
COPY --from=web-build /app/dist/ /usr/share/nginx/html/
EXPOSE 8080

# The contract suite on its own: openapi.yaml and the suite compiled by `npm run contract:pack`,
# with jest as its one installed dependency; no front end, no mock. Run it against an API:
#   docker run --rm --network host <image> --base-url http://127.0.0.1:8080 --captcha-code …
# (docs/contract-testing.md has the options and a CI recipe).
FROM node-release AS contract-suite
ENV NODE_ENV=production
WORKDIR /suite
# The packed suite brings its own lockfile: the repository's versions of jest and what it needs.
COPY --from=contract-build /app/out/ ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
USER node
ENTRYPOINT ["node", "cli.js"]
CMD ["--help"]
