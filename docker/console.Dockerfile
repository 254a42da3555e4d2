# The console: built by Vite, served by nginx, which also is the front door to the two emulators
# (docker/console.nginx.conf): every path of theirs goes to one of them, the same one per client.
FROM node:20-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx vite build --logLevel warn

FROM nginx:1.27-bookworm
COPY docker/console.nginx.conf /etc/nginx/conf.d/default.conf
COPY docker/console-security-headers.conf /etc/nginx/snippets/security-headers.conf
COPY --from=build /app/dist /usr/share/nginx/html
EXPOSE 80
