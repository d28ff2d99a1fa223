/**
 * CSS unicode-range lists ("U+0000-00FF,U+0131,U+25??") as sorted [start, end] pairs, and a fast membership test.
 */

export type CodeRanges = ReadonlyArray<readonly [number, number]>;

/** Parses a unicode-range list; entries that are not ranges are skipped. */
export function parseUnicodeRange(list: string): CodeRanges {
  const ranges: Array<[number, number]> = [];
  for (const entry of list.split(",")) {
    const match = /^\s*U\+([0-9A-F?]+)(?:-([0-9A-F]+))?\s*$/i.exec(entry);
    if (!match) continue;
    const [first, last] = match[1].includes("?")
      ? [match[1].replace(/\?/g, "0"), match[1].replace(/\?/g, "F")]
      : [match[1], match[2] ?? match[1]];
    ranges.push([parseInt(first, 16), parseInt(last, 16)]);
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}

/** True when `code` lies in one of the sorted `ranges`. */
export function inRanges(ranges: CodeRanges, code: number): boolean {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [start, end] = ranges[middle];
    if (code < start) high = middle - 1;
    else if (code > end) low = middle + 1;
    else return true;
  }
  return false;
}
