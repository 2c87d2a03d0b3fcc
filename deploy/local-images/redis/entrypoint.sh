#!/bin/sh
# The official image turns protected mode off (other containers connect without a password);
# Debian's default would refuse them.
if [ "$1" = redis-server ]; then
  shift
  set -- redis-server --protected-mode no "$@"
fi
exec "$@"
