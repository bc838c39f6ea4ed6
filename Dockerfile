# syntax=docker/dockerfile:1
#
# Faith Collective: one image serving the API and the built SPA on port 3000.
#   docker build -t faith-collective .
#   docker compose up --build        (see docker-compose.yml: PostgreSQL, MinIO, the app)
#
# The image needs an external PostgreSQL (DATABASE_URL) and SESSION_SECRET; the embedded
# PostgreSQL that `npm start` uses on a laptop is not meant for containers.

############################ build ############################
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false

# Dependencies first, so this layer is reused until package.json or the lockfile change.
# Lifecycle scripts are skipped here because the root `prepare` script builds the app and
# the sources are not copied yet; `npm rebuild` runs the dependencies' scripts below.
COPY package.json package-lock.json ./
RUN npm install --ignore-scripts

COPY . .
# Native addons (argon2, @swc/core) and the pinned Node binary, then the server (dist/)
# and the SPA (frontend/dist/).
RUN npm rebuild \
 && npm run build \
 && test -f dist/bin/start.js \
 && test -f frontend/dist/index.html

# Keep only what production needs for the runtime stage.
RUN npm prune --omit=dev

############################ runtime ############################
FROM node:24-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/.data

# package.json carries "type": "module", which the compiled ESM in dist/ needs.
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/frontend/dist ./frontend/dist

# The only writable place: local uploads and the generated session secret when S3 and
# SESSION_SECRET are not configured.
RUN mkdir -p /app/.data && chown node:node /app/.data

USER node
EXPOSE 3000

# The slim image has no curl or wget: Node 22's fetch does the probe. 127.0.0.1 rather than
# "localhost" because the server listens on IPv4 (HOST=0.0.0.0) and localhost may resolve to ::1.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# As `npm start` (package.json): a 64 MB young generation, see README.md "Memory".
CMD ["node", "--max-semi-space-size=64", "dist/bin/start.js"]
