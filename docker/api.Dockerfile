FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# The lockfile pins every version (npm ci would refuse it: it omits other platforms' optional binaries).
RUN npm install --no-audit --no-fund
COPY . .
ENV NX_DAEMON=false NX_NO_CLOUD=true
RUN npx nx run-many -t build --projects=api,web && npm prune --omit=dev && find dist -name "*.map" -delete

FROM node:24.21.0-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 WEB_DIST_DIR=/app/dist/apps/web
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3000/api/health/live').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "dist/apps/api/main.js"]
