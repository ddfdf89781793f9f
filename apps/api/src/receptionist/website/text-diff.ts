import type { TDiffLine } from "@ringline/api-client";

// What a re-crawl changed in a page's text, line by line (a longest-common-subsequence diff;
// texts too long for that compare as sets of lines, which still shows what came and went).

const MAX_CELLS = 4_000_000;

function lines(text: string): string[] {
  return text.split("\n").filter((line) => line.trim() !== "");
}

/** The lines of `after` against `before`: same, added or removed, in reading order. */
export function diffLines(before: string, after: string): TDiffLine[] {
  const a = lines(before);
  const b = lines(after);
  if (a.length * b.length > MAX_CELLS) {
    const old = new Set(a);
    const now = new Set(b);
    return [
      ...a.filter((line) => !now.has(line)).map((text) => ({ kind: "removed" as const, text })),
      ...b.map((text) => ({ kind: old.has(text) ? ("same" as const) : ("added" as const), text })),
    ];
  }
  // lengths[i][j]: the longest common subsequence of a[i..] and b[j..].
  const width = b.length + 1;
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i * width + j] =
        a[i] === b[j]
          ? (lengths[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(lengths[(i + 1) * width + j] ?? 0, lengths[i * width + j + 1] ?? 0);
    }
  }
  const diff: TDiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      diff.push({ kind: "same", text: a[i] as string });
      i++;
      j++;
    } else if ((lengths[(i + 1) * width + j] ?? 0) >= (lengths[i * width + j + 1] ?? 0)) {
      diff.push({ kind: "removed", text: a[i++] as string });
    } else {
      diff.push({ kind: "added", text: b[j++] as string });
    }
  }
  while (i < a.length) diff.push({ kind: "removed", text: a[i++] as string });
  while (j < b.length) diff.push({ kind: "added", text: b[j++] as string });
  return diff;
}
