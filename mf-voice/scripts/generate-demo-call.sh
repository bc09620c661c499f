#!/usr/bin/env bash
# Regenerates the embedded demo call: the assistant's side of a check-in call, spoken from
# model/demo-call-script.json, with a pause after each question for the visitor to answer. It also
# writes model/demo-call-timeline.json (when each line starts and ends in the clip), which the demo
# client uses to show each line as it is heard. The speaking is shared with mf-marketing's sample call
# (shared-contracts/site/scripts/speak-lines.sh, which names the tools it needs: espeak-ng, sox).
# Usage (from anywhere): bash mf-voice/scripts/generate-demo-call.sh
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
feature="$(cd "$here/../src/features/voice-call" && pwd)"

# One line per utterance: voice, pitch, pause after it and text, tab-separated. A short lead-in (0.6 s), as a
# real call has before the first word; trimmed utterances, so that the timeline matches the voice.
node -e '
  const script = require(process.argv[1]);
  for (const line of script.lines) console.log([script.voice, script.pitch, line.pauseAfter, line.text].join("\t"));
' "$feature/model/demo-call-script.json" |
  bash "$here/../../shared-contracts/site/scripts/speak-lines.sh" "$feature/assets/demo-check-in-call.mp3" \
    --lead 0.6 --trim --timeline "$feature/model/demo-call-timeline.json"
