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
# One tar copies the files (a cp and a mkdir per file forked some 5,000 processes: 13 s of CPU);
# a tracked file deleted in the working tree is passed over.
git -C "$root" ls-files -z -co --exclude-standard |
  grep -zv -e '__generated__/' -e '^schema.graphql$' -e '/db-types.ts$' -e '^docs/api/schema-' -e '^examples/typed-client/gql/' |
  grep -zE "${DUPLICATES_UNDER:-.}" |
  tar -C "$root" --null --files-from=- --ignore-failed-read -cf - 2>/dev/null | tar -C "$copy" -xf -
cd "$copy" && duplicates --repo "$copy" --seconds 300 "$@"
