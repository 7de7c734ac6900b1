FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# The lockfile pins every version (npm ci would refuse it: it omits other platforms' optional binaries).
RUN npm install --no-audit --no-fund
COPY . .
ENV NX_DAEMON=false NX_NO_CLOUD=true
RUN npx nx run worker:build && npm prune --omit=dev && find dist -name "*.map" -delete

FROM node:24.21.0-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist/apps/worker ./dist/apps/worker
USER node
CMD ["node", "dist/apps/worker/main.js"]
