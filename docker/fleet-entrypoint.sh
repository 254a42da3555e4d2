#!/bin/sh
# `docker compose up --scale fleet=N` starts N identical containers named <project>-fleet-<i>.
# Each runs the i-th of POC_FLEET_SHARDS shares of the roster (--shard i/N), so no terminal is
# logged in twice. The replica number comes from the container's name on the compose network.
set -e
shards="${POC_FLEET_SHARDS:-1}"
name="$(getent hosts "$(hostname -i | cut -d' ' -f1)" | awk '{print $2}')"
replica="$(printf '%s' "$name" | sed -n 's/^.*-\([0-9][0-9]*\)\(\..*\)\{0,1\}$/\1/p')"
replica="${replica:-1}"
if [ "$replica" -gt "$shards" ]; then
  echo "fleet: replica $replica but POC_FLEET_SHARDS=$shards: set POC_FLEET_SHARDS to the --scale count" >&2
  exit 2
fi
exec /app/docker/entrypoint.sh node --import tsx simulators/terminals/main.ts --shard "$replica/$shards" "$@"
