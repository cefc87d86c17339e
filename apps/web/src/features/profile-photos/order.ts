/** The ids with the one at `index` moved one place earlier (-1) or later (+1); unchanged at the ends. */
export function moved(ids: readonly string[], index: number, step: -1 | 1): string[] {
  const target = index + step;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return [...ids];
  const out = [...ids];
  [out[index], out[target]] = [out[target] as string, out[index] as string];
  return out;
}

/** The index shown after a swipe or a scroll: the slide nearest the scroll position. */
export function slideAt(scrollLeft: number, slideWidth: number, count: number): number {
  if (slideWidth <= 0 || count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(Math.abs(scrollLeft) / slideWidth)));
}
