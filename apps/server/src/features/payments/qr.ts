import qrcode from "qrcode-generator";

/** An SVG QR code of `text` as a data: URL (error correction M, quiet zone of 4 modules). */
export function qrSvgDataUrl(text: string): string {
  const qr = qrcode(0, "M");
  qr.addData(text, "Byte");
  qr.make();
  const svg = qr.createSvgTag({ cellSize: 6, margin: 24, scalable: true });
  return `data:image/svg+xml;base64,${Buffer.from(svg, "utf8").toString("base64")}`;
}
