# The SPA behind nginx, proxying /api to the api replicas. (The api image also serves the SPA itself.)
FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# The lockfile pins every version (npm ci would refuse it: it omits other platforms' optional binaries).
RUN npm install --no-audit --no-fund
COPY . .
ENV NX_DAEMON=false NX_NO_CLOUD=true
RUN npx nx run web:build && find dist -name "*.map" -delete

FROM nginx:1.27.5
# Unprivileged, on a read-only root file system: it writes only to /tmp (docker/nginx-main.conf).
COPY docker/nginx-main.conf /etc/nginx/nginx.conf
COPY docker/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/dist/apps/web /usr/share/nginx/html
USER nginx
EXPOSE 8080
