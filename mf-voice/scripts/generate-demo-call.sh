#!/usr/bin/env bash
# Regenerates the embedded demo call: the assistant's side of a check-in call, spoken from
# model/demo-call-script.json, with a pause after each question for the visitor to answer. It also
# writes model/demo-call-timeline.json (when each line starts and ends in the clip), which the demo
# client uses to show each line as it is heard. Needs Debian's espeak-ng, sox and libsox-fmt-all:
#   apt-get install -y espeak-ng sox libsox-fmt-all
# Usage (from anywhere): bash mf-voice/scripts/generate-demo-call.sh
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
feature="$(cd "$here/../src/features/voice-call" && pwd)"
script="$feature/model/demo-call-script.json"
timeline="$feature/model/demo-call-timeline.json"
output="$feature/assets/demo-check-in-call.mp3"

for tool in espeak-ng sox node; do
  command -v "$tool" >/dev/null || { echo "missing $tool (apt-get install -y espeak-ng sox libsox-fmt-all)" >&2; exit 1; }
done

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
rate=22050

# A short lead-in, as a real call has before the first word.
sox -n -r "$rate" -c 1 "$work/lead.wav" trim 0 0.6
parts=("$work/lead.wav")
starts=()
ends=()
position=0.6

count="$(node -e 'console.log(require(process.argv[1]).lines.length)' "$script")"
voice="$(node -e 'console.log(require(process.argv[1]).voice)' "$script")"
pitch="$(node -e 'console.log(require(process.argv[1]).pitch)' "$script")"
for ((index = 0; index < count; index++)); do
  text="$(node -e 'console.log(require(process.argv[1]).lines[process.argv[2]].text)' "$script" "$index")"
  pause="$(node -e 'console.log(require(process.argv[1]).lines[process.argv[2]].pauseAfter)' "$script" "$index")"
  espeak-ng -v "$voice" -p "$pitch" -s 158 -w "$work/raw-$index.wav" "$text"
  # espeak-ng pads each utterance with silence; trimming it makes the timeline match the voice.
  sox "$work/raw-$index.wav" -r "$rate" -c 1 "$work/line-$index.wav" silence 1 0.02 0.5% reverse silence 1 0.02 0.5% reverse
  sox -n -r "$rate" -c 1 "$work/pause-$index.wav" trim 0 "$pause"
  length="$(sox --i -D "$work/line-$index.wav")"
  starts+=("$position")
  position="$(node -e 'console.log((+process.argv[1] + +process.argv[2]).toFixed(3))' "$position" "$length")"
  ends+=("$position")
  position="$(node -e 'console.log((+process.argv[1] + +process.argv[2]).toFixed(3))' "$position" "$pause")"
  parts+=("$work/line-$index.wav" "$work/pause-$index.wav")
done

# Mono, 22.05 kHz, 24 kb/s MP3: speech stays clear and the file small.
sox "${parts[@]}" "$work/call.wav" norm -1
sox "$work/call.wav" -C 24 "$output"

node -e '
  const [script, out, starts, ends] = process.argv.slice(1);
  const lines = require(script).lines;
  const s = starts.split(" ").map(Number);
  const e = ends.split(" ").map(Number);
  const timeline = lines.map((line, i) => ({ text: line.text, start: s[i], end: e[i] }));
  require("fs").writeFileSync(out, JSON.stringify({ lines: timeline }, null, 2) + "\n");
' "$script" "$timeline" "${starts[*]}" "${ends[*]}"

echo "wrote $output ($(stat -c %s "$output") bytes, $(sox --i -D "$output") s) and $timeline"
