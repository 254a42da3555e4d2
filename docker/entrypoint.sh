#!/bin/sh
# Entry point of our Node services: media sockets bind to, and Janus sends RTP to, this
# container's own address on the compose network (docs/operations.md "Containers").
set -e
if [ -z "${POC_HOST_SIDE_IP:-}" ]; then
  POC_HOST_SIDE_IP="$(hostname -i | cut -d' ' -f1)"
  export POC_HOST_SIDE_IP
fi
exec "$@"
