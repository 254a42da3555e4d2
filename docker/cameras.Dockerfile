# Simulated cameras (simulators/cameras): ffmpeg makes their test pictures.
FROM node:20-bookworm
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ENTRYPOINT ["/app/docker/entrypoint.sh", "node", "--import", "tsx", "simulators/cameras/main.ts"]
