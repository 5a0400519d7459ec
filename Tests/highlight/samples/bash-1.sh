#!/usr/bin/env bash
# Builds the site and serves it.
set -euo pipefail

site="${1:-.}"
output="$site/_site"

if [[ ! -d "$site/Content" ]]; then
  echo "no Content folder in $site" >&2
  exit 1
fi

for page in "$site"/Content/*.md; do
  echo "found $(basename "$page")"
done

foldmark build "$site" --output "$output" --quiet
python3 -m http.server 8000 --directory "$output"
