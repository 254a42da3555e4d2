# The platform emulator (simulators/platform). Two of these share PostgreSQL and NATS in docker-compose.yml.
FROM node:20-bookworm
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
EXPOSE 8765
ENTRYPOINT ["/app/docker/entrypoint.sh", "node", "--import", "tsx", "simulators/platform/main.ts"]
