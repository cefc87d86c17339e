/** A section body of the Terms or the Privacy Notice: paragraphs and bullet lists, in order. */
export type LegalBlock = { kind: "paragraph"; text: string } | { kind: "list"; items: string[] };

const BULLET = /^\s*[•*-]\s+/;

/**
 * The texts keep one paragraph per line (blank lines between paragraphs) and one bullet per line
 * starting with "•"; consecutive bullet lines make one list, so a list never runs into a paragraph.
 */
export function legalBlocks(body: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  for (const raw of body.split("\n")) {
    const line = raw.trim();
    if (!line) continue;
    if (BULLET.test(line)) {
      const item = line.replace(BULLET, "");
      const last = blocks[blocks.length - 1];
      if (last?.kind === "list") last.items.push(item);
      else blocks.push({ kind: "list", items: [item] });
    } else {
      blocks.push({ kind: "paragraph", text: line });
    }
  }
  return blocks;
}
