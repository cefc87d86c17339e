/** A board's public page as the API answers it: the cards, how many match in all, which page of what size. */
export function boardPage<Row, Card>(
  found: { rows: Row[]; total: number },
  page: number,
  pageSize: number,
  toCard: (row: Row) => Card,
) {
  return { items: found.rows.map(toCard), total: found.total, page, pageSize };
}
