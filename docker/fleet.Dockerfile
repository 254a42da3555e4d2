# Simulated terminals (simulators/terminals); scaled with `docker compose up --scale fleet=N`.
FROM node:20-bookworm
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ENTRYPOINT ["/app/docker/fleet-entrypoint.sh"]
