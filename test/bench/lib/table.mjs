// Plain-text tables for the benchmark's output.

/** Formats rows (arrays of strings) under headers, numbers right-aligned by the `align` list ('l' | 'r'). */
export function table(headers, rows, align = []) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i] ?? '').length)));
  const line = (cells) =>
    cells
      .map((cell, i) => (align[i] === 'r' ? String(cell ?? '').padStart(widths[i]) : String(cell ?? '').padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function ms(value) {
  if (!Number.isFinite(value)) return '-';
  return value < 10 ? value.toFixed(2) : value.toFixed(1);
}

export function kB(bytes) {
  return `${(bytes / 1000).toFixed(1)} kB`;
}
