#!/usr/bin/env bash
# Regenerates the demo modal's sample check-in call from its transcript, so the audio and the transcript
# shown next to it can never drift apart: each speaker in their own voice, a short breath (0.45 s) after each
# turn so the exchange sounds like a conversation, not a list. The speaking is shared with mf-voice's demo call
# (shared-contracts/site/scripts/speak-lines.sh, which names the tools it needs: espeak-ng, sox).
# Usage (from anywhere): bash mf-marketing/scripts/generate-demo-clip.sh
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
feature="$(cd "$here/../src/features/demo-call" && pwd)"

# One line per utterance: voice, pitch, pause after it and text, tab-separated, read from the transcript JSON.
node -e '
  const t = require(process.argv[1]);
  for (const line of t.lines) {
    const s = t.speakers[line.speaker];
    console.log([s.voice, s.pitch, 0.45, line.text].join("\t"));
  }
' "$feature/model/sample-call-transcript.json" |
  bash "$here/../../shared-contracts/site/scripts/speak-lines.sh" "$feature/assets/sample-check-in-call.mp3"
