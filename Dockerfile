# The production image: built once per release, run as many instances as needed (compose.yaml).
# Its commands are the project's own scripts, the ones the tests run: `npm run build`, `npm start`
# with NODE_ENV=production (it serves this build and never builds), `npm run jobs`, `npm run backup`.
# Node 22 LTS is the production recommendation (the suite runs on the Node named in .nvmrc too).
# Debian trixie: its postgresql-client (17) can dump the PostgreSQL 17 of compose.yaml.
ARG NODE_IMAGE=node:22-trixie-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
# Dev dependencies stay: `npm run backup` and `npm run restore` run through tsx.
RUN npm ci --no-audit --no-fund
COPY . .
# The build evaluates the CMS config, which writes a secret into var/: none is baked into the image.
RUN npm run build && rm -rf var

FROM ${NODE_IMAGE} AS run
# pg_dump and pg_restore for `npm run backup` and `npm run restore` on PostgreSQL.
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000
# The code belongs to root; the app writes only var/ and the image optimizer's cache.
COPY --from=build /app /app
RUN mkdir -p var/backups .next/cache && chown -R node:node var .next/cache
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=120s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# `npm start`'s own script, run directly so that SIGTERM reaches the server (it drains and exits 0).
CMD ["node", "scripts/start.mjs"]
