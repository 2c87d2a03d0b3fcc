# Production image: Next's standalone server with Payload inside. It needs an external
# PostgreSQL (DATABASE_URL), PAYLOAD_SECRET and FIELD_ENCRYPTION_KEY; migrations run when the
# server starts.
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
ENV NEXT_OUTPUT=standalone NEXT_TELEMETRY_DISABLED=1
# `next build` needs no database: pages are rendered on first request and cached.
RUN npm run build

FROM node:22-bookworm-slim AS runner
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 \
    MEDIA_DIR=/app/media SUBMISSION_FILES_DIR=/app/submission-files \
    ORDER_DOCUMENTS_DIR=/app/order-documents
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
RUN mkdir -p /app/media /app/submission-files /app/order-documents \
    && chown node:node /app/media /app/submission-files /app/order-documents
USER node
EXPOSE 3000
CMD ["node", "server.js"]
