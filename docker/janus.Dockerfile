# Janus from Debian's package with our configuration (simulators/janus/config.ts), written at start
# for the container's fixed address by simulators/janus/container.ts.
FROM node:20-bookworm
RUN apt-get update \
  && apt-get install -y --no-install-recommends janus \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
EXPOSE 8188
ENTRYPOINT ["node", "--import", "tsx", "simulators/janus/container.ts"]
