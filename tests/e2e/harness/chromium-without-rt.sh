#!/bin/sh
# Debian's Chromium without CAP_SYS_NICE (see chromiumPath in chromium.ts): the binary comes in
# POC_CHROMIUM_BIN, every argument is passed on.
exec setpriv --inh-caps=-sys_nice --bounding-set=-sys_nice "$POC_CHROMIUM_BIN" "$@"
