#!/usr/bin/env bash
# Re-measures the web-spec layout conformance fixtures in Chromium.
#
# Tests/TrellisLayoutTests/Conformance/web-spec/fixtures/*.html are Trellis's own flexbox fixtures, written from
# CSS Flexbox 1, CSS Sizing 3/4 and CSS Box Alignment 3. This script installs Debian's chromium with apt-get when
# it is missing, then runs the layout-fixtures tool (measure.py, see its README) over every fixture with web
# defaults, writing one JSON file per fixture next to the fixtures folder. `trellis layout-conformance` and the
# test suite (WebSpecConformanceTests) run those files.
#
#   Scripts/measure-web-spec-fixtures.sh [FIXTURE.html...]
#
# MEASURE_PY names the tool (default: ../shared/tools/layout-fixtures/measure.py beside the checkout);
# CHROME names another Chromium binary; JOBS sets how many Chromium processes run at once (default 2).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
folder="$root/Tests/TrellisLayoutTests/Conformance/web-spec"
measure="${MEASURE_PY:-$root/../shared/tools/layout-fixtures/measure.py}"

if [[ ! -f "$measure" ]]; then
    echo "error: measure.py not found at $measure (set MEASURE_PY)" >&2
    exit 2
fi

chrome="${CHROME:-/usr/lib/chromium/chromium}"
if [[ ! -x "$chrome" ]]; then
    echo "Installing Debian's chromium (apt-get)..." >&2
    if [[ "$(id -u)" -eq 0 ]]; then sudo=""; else sudo="sudo"; fi
    $sudo apt-get update -q
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q chromium
fi

if [[ $# -gt 0 ]]; then
    fixtures=("$@")
else
    fixtures=("$folder"/fixtures/*.html)
fi
exec python3 "$measure" "${fixtures[@]}" --out "$folder" --defaults web --jobs "${JOBS:-2}"
