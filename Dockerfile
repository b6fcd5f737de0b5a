# The academy site in a container: `docker compose up` (compose.yaml) runs two of these behind
# Caddy on one PostgreSQL; `docker build -t academy .` builds it alone.
#
# Not built in CI: no container registry is reachable there, so the base images cannot be pulled.
# It is kept minimal on purpose and runs exactly the commands CI runs and checks: `npm ci`,
# `npm run build` (vite build), then `node scripts/start.mjs` (what `npm start` runs), on Node 24
# LTS like CI's suites (scripts/node24.sh pins the exact version CI uses).
# See docs/deployment.md, "Several instances".

# 1. Dependencies and the web app's build.
FROM node:24-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Runtime: production dependencies (tsx runs the server's TypeScript), the sources, the build.
FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data SEED_DEMO=0
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY contracts ./contracts
COPY server ./server
COPY scripts ./scripts
COPY web ./web
# Built after the sources above were written: start.mjs finds it fresh and does not rebuild.
COPY --from=build /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# `npm start` without npm in between: SIGTERM from `docker stop` reaches start.mjs, which passes it
# to the server (graceful close, exit 0).
CMD ["node", "scripts/start.mjs"]
