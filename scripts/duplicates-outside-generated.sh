#!/usr/bin/env bash
# Runs the `duplicates` tool over the tracked tree without generated code
# (Relay's web/__generated__, GraphQL codegen's bff/__generated__ and the typed-client example's gql/,
# schema.graphql, which npm run schema assembles from the BFF modules' slices, docs/api/schema-*.graphql,
# the released schemas npm run api:changelog keeps, and services/*/db-types.ts, which npm run db-types
# generates), the figure the house is held to: the pairs it does not mark boilerplate.
#
#   scripts/duplicates-outside-generated.sh [duplicates options]      the whole tree
#   DUPLICATES_UNDER='^web/' scripts/duplicates-outside-generated.sh   only the files whose path matches
set -euo pipefail
root=$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)
copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
git -C "$root" ls-files -co --exclude-standard |
  grep -v -e '__generated__/' -e '^schema.graphql$' -e '/db-types.ts$' -e '^docs/api/schema-' -e '^examples/typed-client/gql/' |
  grep -E "${DUPLICATES_UNDER:-.}" | while read -r file; do
  [ -f "$root/$file" ] && mkdir -p "$copy/$(dirname "$file")" && cp "$root/$file" "$copy/$file"
done
cd "$copy" && duplicates --repo "$copy" --seconds 300 "$@"
