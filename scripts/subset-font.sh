#!/usr/bin/env bash
# Redraws lib/fonts/vazirmatn-nl-wght.woff2 from the vazirmatn package (docs/decisions.md, issue 20):
# the Non-Latin variable cut, cut down to the letters Persian uses (Latin comes from the system font)
# and to the weights the site uses (Tailwind's font-normal to font-extrabold: 400–800).
# 48 KB → 23 KB. Needs fontTools (apt-get install -y python3-fonttools python3-brotli).
set -euo pipefail
cd "$(dirname "$0")/.."
source="node_modules/vazirmatn/misc/Non-Latin/fonts/webfonts/Vazirmatn-NL[wght].woff2"
target="lib/fonts/vazirmatn-nl-wght.woff2"
# Debian's fontTools belongs to its own Python (another python3 may come first on PATH).
python="${PYTHON:-/usr/bin/python3}"
subset=$(mktemp --suffix=.woff2)
trap 'rm -f "$subset"' EXIT
# Persian letters, the Arabic letters and marks Persian text uses, both digit sets and their
# separators, ZWNJ and the direction marks, general punctuation and the euro sign.
unicodes='U+0020-007E,U+00A0-00FF,U+060C,U+061B,U+061F,U+0621-063A,U+0640-0655,U+0660-066D,U+0670,U+067E,U+0686,U+0698,U+06A9,U+06AF,U+06BE,U+06C0,U+06CC,U+06F0-06F9,U+200C-200F,U+2010-2027,U+2030-2044,U+20AC,U+2212'
"$python" -m fontTools.subset "$source" --unicodes="$unicodes" --layout-features='*' --no-glyph-names --flavor=woff2 --output-file="$subset"
"$python" -m fontTools.varLib.instancer "$subset" wght=400:800 -o "$target"
ls -l "$target"
