#!/usr/bin/env bash
# Regenerates the demo modal's sample check-in call from its transcript, so the audio and the transcript
# shown next to it can never drift apart. Needs Debian's espeak-ng, sox and libsox-fmt-all (for MP3):
#   apt-get install -y espeak-ng sox libsox-fmt-all
# Usage (from anywhere): bash mf-marketing/scripts/generate-demo-clip.sh
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
feature="$(cd "$here/../src/features/demo-call" && pwd)"
transcript="$feature/model/sample-call-transcript.json"
output="$feature/assets/sample-check-in-call.mp3"

for tool in espeak-ng sox node; do
  command -v "$tool" >/dev/null || { echo "missing $tool (apt-get install -y espeak-ng sox libsox-fmt-all)" >&2; exit 1; }
done

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# One line per utterance: voice, pitch and text, tab-separated, read from the transcript JSON.
node -e '
  const t = require(process.argv[1]);
  for (const line of t.lines) {
    const s = t.speakers[line.speaker];
    console.log([s.voice, s.pitch, line.text].join("\t"));
  }
' "$transcript" > "$work/lines.tsv"

# A short breath between turns makes the exchange sound like a conversation, not a list.
sox -n -r 22050 -c 1 "$work/gap.wav" trim 0 0.45

parts=()
index=0
while IFS=$'\t' read -r voice pitch text; do
  index=$((index + 1))
  raw="$work/raw-$index.wav"
  espeak-ng -v "$voice" -p "$pitch" -s 158 -w "$raw" "$text"
  sox "$raw" -r 22050 -c 1 "$work/line-$index.wav"
  parts+=("$work/line-$index.wav" "$work/gap.wav")
done < "$work/lines.tsv"

# Mono, 22.05 kHz, 24 kb/s MP3: speech stays clear and the file stays far below 150 KB.
sox "${parts[@]}" "$work/call.wav" norm -1
sox "$work/call.wav" -C 24 "$output"

echo "wrote $output ($(stat -c %s "$output") bytes, $(sox --i -D "$output") s)"
