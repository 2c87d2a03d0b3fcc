# Production image: Next's standalone server with Payload inside. It needs an external
# PostgreSQL (DATABASE_URL), PAYLOAD_SECRET and FIELD_ENCRYPTION_KEY; migrations run when the
# server starts.
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# node:22 ships npm 10, whose `npm ci` rejects this lock file (written by npm 11) as out of sync.
RUN npm install -g npm@11.19.1 --no-audit --no-fund && npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
ENV NEXT_OUTPUT=standalone NEXT_TELEMETRY_DISABLED=1
# The build needs no database: pages are rendered on first request and cached. It checks no
# types (its compile step skips them), so the type check runs first, on its own.
RUN npm run typecheck && npm run build

FROM node:22-bookworm-slim AS runner
WORKDIR /app
# KEEP_ALIVE_TIMEOUT: longer than the proxy keeps idle connections (docs/operations.md "Connections").
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 KEEP_ALIVE_TIMEOUT=65000 \
    MEDIA_DIR=/app/media SUBMISSION_FILES_DIR=/app/submission-files \
    ORDER_DOCUMENTS_DIR=/app/order-documents
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
# The standalone server serves public/ (the admin's block thumbnails) but does not copy it.
COPY --from=build --chown=node:node /app/public ./public
# .data: the server's own folder (DATA_DIR), where mail is written while no SMTP server is set.
# fonts.conf: sharp's libvips reads fontconfig's settings, which a slim image lacks ("Fontconfig
# error: Cannot load default config file" at every image it resizes); it draws no text, so an
# empty one does.
RUN mkdir -p /app/media /app/submission-files /app/order-documents /app/.data /etc/fonts \
    && chown node:node /app/media /app/submission-files /app/order-documents /app/.data \
    && printf '<?xml version="1.0"?>\n<fontconfig></fontconfig>\n' > /etc/fonts/fonts.conf
USER node
EXPOSE 3000
CMD ["node", "server.js"]

# Last, so that a builder without BuildKit (which builds every stage before its target) never
# builds it for the app (compose's app service names target: runner).
# Operators' commands (`npm run backup`/`restore`, docs/operations.md): the source with its
# dependencies and PostgreSQL's client tools of the database's major version (PG_MAJOR, the
# compose file's postgres image): Debian's own for 15, PostgreSQL's Debian repository otherwise.
FROM deps AS tools
ARG PG_MAJOR=15
RUN apt-get update \
    && if [ "$PG_MAJOR" != 15 ]; then \
         apt-get install -y --no-install-recommends ca-certificates curl \
         && install -d /usr/share/postgresql-common/pgdg \
         && curl -fsSL -o /usr/share/postgresql-common/pgdg/apt.postgresql.org.asc \
            https://www.postgresql.org/media/keys/ACCC4CF8.asc \
         && echo "deb [signed-by=/usr/share/postgresql-common/pgdg/apt.postgresql.org.asc] https://apt.postgresql.org/pub/repos/apt bookworm-pgdg main" \
            > /etc/apt/sources.list.d/pgdg.list \
         && apt-get update; \
       fi \
    && apt-get install -y --no-install-recommends postgresql-client-${PG_MAJOR} \
    && rm -rf /var/lib/apt/lists/*
COPY . .
ENTRYPOINT ["npx", "tsx"]
