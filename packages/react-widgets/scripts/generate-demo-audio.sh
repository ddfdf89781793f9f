#!/usr/bin/env bash
# Generates the demo conversation played by DemoConversationPlayer: one small audio file per
# line, synthesised offline with espeak-ng and encoded with sox, plus metadata.json with each
# line's speaker, text, file name and duration (measured with soxi).
#
# Needs the Debian packages espeak-ng, sox and libsox-fmt-mp3 (or libsox-fmt-all):
#   apt-get install -y espeak-ng sox libsox-fmt-mp3
#
# Usage: scripts/generate-demo-audio.sh [output-directory]
#   default output: apps/reference-site/public/audio/demo (from the repository root)
# Environment:
#   DEMO_AUDIO_FORMAT=mp3|ogg   mp3 (default) plays in every browser, Safari included;
#                               ogg (Vorbis) is a little smaller but Safari does not play it.
set -euo pipefail

script_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repository_root="$(cd "$script_dir/../../.." && pwd)"
output="${1:-$repository_root/apps/reference-site/public/audio/demo}"
format="${DEMO_AUDIO_FORMAT:-mp3}"

for tool in espeak-ng sox soxi; do
  command -v "$tool" >/dev/null || { echo "Missing $tool: apt-get install -y espeak-ng sox libsox-fmt-mp3" >&2; exit 1; }
done
case "$format" in
  mp3) compression=24 ;;  # kbit/s, mono 16 kHz speech
  ogg) compression=0 ;;   # Vorbis quality 0 (about 45 kbit/s at this rate is its floor)
  *) echo "DEMO_AUDIO_FORMAT must be mp3 or ogg" >&2; exit 1 ;;
esac

# Two distinct voices: the AI receptionist (US English, female variant, a touch faster)
# and the caller (British English, male variant, lower pitch).
voice_of() {
  case "$1" in
    ai) echo "-v en-us+f3 -s 165 -p 55" ;;
    user) echo "-v en-gb+m3 -s 158 -p 38" ;;
  esac
}

# speaker|text: a caller booking a showing with a real-estate office's AI receptionist.
lines=(
  "ai|Thank you for calling Harbor Point Realty, this is Ava. How can I help you today?"
  "user|Hi, I saw the three-bedroom listing on Maple Street. Is it still available?"
  "ai|Yes, 42 Maple Street is still available. It's listed at four hundred eighty-five thousand dollars, with three bedrooms, two baths and a renovated kitchen. Would you like to see it?"
  "user|I would. Could I come by this Saturday morning?"
  "ai|Saturday at ten or eleven are both open with Jordan, the listing agent. Which works better for you?"
  "user|Ten o'clock is great. I'm already pre-approved, if that helps."
  "ai|It does, thank you. May I have your name and the best number for the confirmation?"
  "user|Sure, it's Sam Patel, five five five, zero one four two."
  "ai|Thanks, Sam. You're booked for Saturday at ten at 42 Maple Street. Jordan will text you the details shortly. Have a great day!"
)

json_escape() {
  local text="$1"
  text="${text//\\/\\\\}"
  text="${text//\"/\\\"}"
  printf '%s' "$text"
}

# Seconds with at most two decimals and no trailing zeros, as the repository's formatter
# writes JSON numbers, so a fresh run leaves metadata.json unchanged.
number() {
  local value
  value="$(printf '%.2f' "$1")"
  value="${value%0}"
  value="${value%0}"
  printf '%s' "${value%.}"
}

mkdir -p "$output"
rm -f "$output"/*.mp3 "$output"/*.ogg "$output"/metadata.json
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

entries=()
total=0
index=0
for line in "${lines[@]}"; do
  index=$((index + 1))
  speaker="${line%%|*}"
  text="${line#*|}"
  filename="$(printf '%02d-%s.%s' "$index" "$speaker" "$format")"
  # shellcheck disable=SC2046 # the voice options are meant to split into words
  espeak-ng $(voice_of "$speaker") -w "$work/line.wav" "$text"
  # Mono, 16 kHz, a short pause after each line so the conversation breathes.
  sox "$work/line.wav" -r 16000 -c 1 -C "$compression" "$output/$filename" pad 0 0.35
  duration="$(soxi -D "$output/$filename")"
  duration="$(number "$duration")"
  total="$(echo "$total + $duration" | bc)"
  entries+=("$(printf '    {\n      "speaker": "%s",\n      "text": "%s",\n      "filename": "%s",\n      "duration": %s\n    }' \
    "$speaker" "$(json_escape "$text")" "$filename" "$duration")")
done

{
  printf '{\n  "totalDuration": %s,\n  "lines": [\n' "$(number "$total")"
  for position in "${!entries[@]}"; do
    separator=","
    [ "$position" -eq $((${#entries[@]} - 1)) ] && separator=""
    printf '%s%s\n' "${entries[$position]}" "$separator"
  done
  printf '  ]\n}\n'
} > "$output/metadata.json"

echo "Wrote ${#entries[@]} lines (${total}s) to $output:"
du -ch "$output"/* | tail -1
