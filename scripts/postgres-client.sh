#!/usr/bin/env bash
# PostgreSQL 18's pg_dump and pg_restore, for `npm run cli -- backup` / `restore` on a machine whose own
# packages are older (Debian 12 ships PostgreSQL 15's; pg_dump reads only servers of its own version or
# older) and whose embedded server's package ships none. Downloads Debian's postgresql-client-18 and the
# libraries it links, from the Debian release that carries it (forky), into <folder>/root, and writes
# <folder>/bin/pg_dump and pg_restore, which run them with those libraries' own loader: the system's are
# not touched. Point PG_BIN_DIR at <folder>/bin. A machine with PostgreSQL 18's client installed needs
# none of this.
set -euo pipefail
folder=${1:?usage: scripts/postgres-client.sh <folder>}
release=${PG_CLIENT_RELEASE:-forky}
mkdir -p "$folder"
folder=$(cd "$folder" && pwd)
apt_dir="$folder/apt"
mkdir -p "$apt_dir/lists/partial" "$apt_dir/cache/archives/partial" "$folder/debs" "$folder/root" "$folder/bin"
echo "deb [trusted=yes] http://deb.debian.org/debian $release main" >"$apt_dir/sources.list"
: >"$apt_dir/status"
apt_options=(
  -o "Dir::Etc::sourcelist=$apt_dir/sources.list" -o "Dir::Etc::sourceparts=-"
  -o "Dir::State::Lists=$apt_dir/lists" -o "Dir::Cache=$apt_dir/cache"
  -o "Dir::State::status=$apt_dir/status" -o "APT::Sandbox::User=root"
)
apt-get -qq "${apt_options[@]}" update
# The client and what pg_dump and pg_restore link (libpq's Kerberos, LDAP and TLS libraries included);
# psql's readline and the Perl wrappers are not needed.
(cd "$folder/debs" && apt-get -qq "${apt_options[@]}" download \
  postgresql-client-18 libpq5 libc6 libgcc-s1 libcom-err2 libgssapi-krb5-2 libk5crypto3 \
  libkeyutils1 libkrb5-3 libkrb5support0 libldap2 liblz4-1 libsasl2-2 libssl3t64 libzstd1 zlib1g)
for deb in "$folder"/debs/*.deb; do dpkg-deb -x "$deb" "$folder/root"; done
libraries="$folder/root/usr/lib/x86_64-linux-gnu"
for tool in pg_dump pg_restore; do
  cat >"$folder/bin/$tool" <<EOF
#!/bin/sh
exec "$libraries/ld-linux-x86-64.so.2" --library-path "$libraries" "$folder/root/usr/lib/postgresql/18/bin/$tool" "\$@"
EOF
  chmod +x "$folder/bin/$tool"
done
"$folder/bin/pg_dump" --version
