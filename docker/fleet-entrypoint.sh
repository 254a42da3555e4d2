#!/bin/sh
# `docker compose up --scale fleet=N` starts N identical containers named <project>-fleet-<i>.
# Each runs the i-th of POC_FLEET_SHARDS shares of the roster (--shard i/N), so no terminal is
# logged in twice. The replica number comes from the container's name, which Docker's DNS gives
# for its address (asked with Node's resolver: /etc/hosts maps the address to the container id).
set -e
shards="${POC_FLEET_SHARDS:-1}"
ip="$(hostname -i | cut -d' ' -f1)"
name="$(node -e "require('node:dns').promises.reverse(process.argv[1]).then((names) => console.log(names[0] ?? ''), () => console.log(''))" "$ip")"
replica="$(printf '%s' "$name" | sed -n 's/^.*-\([0-9][0-9]*\)\(\..*\)\{0,1\}$/\1/p')"
if [ -z "$replica" ]; then
  if [ "$shards" -gt 1 ]; then
    echo "fleet: cannot tell this replica's number from '$name' ($ip); POC_FLEET_SHARDS=$shards needs it" >&2
    exit 2
  fi
  replica=1
fi
if [ "$replica" -gt "$shards" ]; then
  echo "fleet: replica $replica but POC_FLEET_SHARDS=$shards: set POC_FLEET_SHARDS to the --scale count" >&2
  exit 2
fi
exec /app/docker/entrypoint.sh node --import tsx simulators/terminals/main.ts --shard "$replica/$shards" "$@"
