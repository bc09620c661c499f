#!/usr/bin/env bash
# Speaks a call's lines into one MP3, for the demo clips of mf-marketing and mf-voice (their scripts/ call it):
# each line in its voice (espeak-ng), then its pause, mono 22.05 kHz, normalised, 24 kb/s MP3, which keeps speech
# clear and the file small. Needs Debian's espeak-ng, sox and libsox-fmt-all (for MP3):
#   apt-get install -y espeak-ng sox libsox-fmt-all
# Usage: speak-lines.sh OUTPUT.mp3 [--lead SECONDS] [--trim] [--timeline TIMELINE.json] < LINES
#   LINES: one utterance per line, tab-separated: espeak voice, pitch, pause after it (seconds), text.
#   --lead      silence before the first word, as a real call has;
#   --trim      cut the silence espeak-ng pads each utterance with, so the timeline matches the voice;
#   --timeline  also write when each line starts and ends in the clip: {"lines":[{"text","start","end"}]}.
set -euo pipefail

output="$1"
shift
lead=0
trim=false
timeline=""
while (($# > 0)); do
  case "$1" in
    --lead) lead="$2" && shift 2 ;;
    --trim) trim=true && shift ;;
    --timeline) timeline="$2" && shift 2 ;;
    *) echo "unknown option $1" >&2 && exit 2 ;;
  esac
done

for tool in espeak-ng sox node; do
  command -v "$tool" >/dev/null || { echo "missing $tool (apt-get install -y espeak-ng sox libsox-fmt-all)" >&2; exit 1; }
done

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
rate=22050
cat > "$work/lines.tsv"

parts=()
if [[ "$lead" != 0 ]]; then
  sox -n -r "$rate" -c 1 "$work/lead.wav" trim 0 "$lead"
  parts+=("$work/lead.wav")
fi
starts=()
ends=()
position="$lead"
index=0
while IFS=$'\t' read -r voice pitch pause text; do
  index=$((index + 1))
  espeak-ng -v "$voice" -p "$pitch" -s 158 -w "$work/raw-$index.wav" "$text"
  if [[ "$trim" == true ]]; then
    sox "$work/raw-$index.wav" -r "$rate" -c 1 "$work/line-$index.wav" silence 1 0.02 0.5% reverse silence 1 0.02 0.5% reverse
  else
    sox "$work/raw-$index.wav" -r "$rate" -c 1 "$work/line-$index.wav"
  fi
  sox -n -r "$rate" -c 1 "$work/pause-$index.wav" trim 0 "$pause"
  parts+=("$work/line-$index.wav" "$work/pause-$index.wav")
  if [[ -n "$timeline" ]]; then
    length="$(sox --i -D "$work/line-$index.wav")"
    starts+=("$position")
    position="$(node -e 'console.log((+process.argv[1] + +process.argv[2]).toFixed(3))' "$position" "$length")"
    ends+=("$position")
    position="$(node -e 'console.log((+process.argv[1] + +process.argv[2]).toFixed(3))' "$position" "$pause")"
  fi
done < "$work/lines.tsv"

sox "${parts[@]}" "$work/call.wav" norm -1
sox "$work/call.wav" -C 24 "$output"
echo "wrote $output ($(stat -c %s "$output") bytes, $(sox --i -D "$output") s)"

if [[ -n "$timeline" ]]; then
  node -e '
    const [lines, out, starts, ends] = process.argv.slice(1);
    const texts = require("fs").readFileSync(lines, "utf8").trimEnd().split("\n").map((line) => line.split("\t")[3]);
    const s = starts.split(" ").map(Number);
    const e = ends.split(" ").map(Number);
    const timeline = texts.map((text, i) => ({ text, start: s[i], end: e[i] }));
    require("fs").writeFileSync(out, JSON.stringify({ lines: timeline }, null, 2) + "\n");
  ' "$work/lines.tsv" "$timeline" "${starts[*]}" "${ends[*]}"
  echo "wrote $timeline"
fi
