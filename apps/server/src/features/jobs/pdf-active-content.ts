/**
 * Finds active content in a PDF: scripts, automatic actions, launches, form submission and
 * attached files. Resumes with any of it are refused (a resume needs none of it); we do not try
 * to rewrite the file.
 *
 * How: the file is read as PDF tokens, skipping string literals (a resume that lists
 * "HTML/CSS/JavaScript" as a skill is fine), comments and stream bodies, and every name
 * (`/JavaScript`, also written `/Java#53cript`) is checked. Object streams, where a PDF 1.5+ file
 * keeps its objects compressed, are inflated and read the same way; an object stream we cannot
 * decode is refused, since what we cannot inspect we cannot vouch for.
 */
import { inflateSync } from "node:zlib";

/** Names that only appear in a PDF that runs, launches, submits or carries something. */
const ACTIVE_NAMES = new Set([
  "JavaScript",
  "JS",
  "AA",
  "Launch",
  "EmbeddedFile",
  "EmbeddedFiles",
  "RichMedia",
  "RichMediaExecute",
  "XFA",
  "SubmitForm",
  "ImportData",
  "GoToE",
  "GoToR",
  "Sound",
  "Movie",
  "Rendition",
]);

/** Inflated object streams may hold at most this much in total (a zip bomb is refused). */
const MAX_INFLATED = 50 * 1024 * 1024;

export type PdfInspection = { ok: true } | { ok: false; reason: string };

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);

function isRegular(byte: number | undefined) {
  return byte !== undefined && !WHITESPACE.has(byte) && !DELIMITERS.has(byte);
}

function decodeName(raw: string): string {
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

interface Budget {
  inflated: number;
}

/** Reads tokens from `data`; returns why it is refused, or null. */
function scan(data: Buffer, budget: Budget, nested: boolean): string | null {
  let namesOfObject: string[] = [];
  let i = 0;
  const n = data.length;
  while (i < n) {
    const c = data[i] as number;
    if (c === 0x25) {
      // % comment to the end of the line
      while (i < n && data[i] !== 0x0a && data[i] !== 0x0d) i++;
    } else if (c === 0x28) {
      // ( literal string ), nested parentheses and backslash escapes
      let depth = 0;
      for (; i < n; i++) {
        const d = data[i];
        if (d === 0x5c) i++;
        else if (d === 0x28) depth++;
        else if (d === 0x29 && --depth === 0) break;
      }
      i++;
    } else if (c === 0x3c) {
      if (data[i + 1] === 0x3c) i += 2;
      else {
        // <hex string>
        while (i < n && data[i] !== 0x3e) i++;
        i++;
      }
    } else if (c === 0x2f) {
      let j = i + 1;
      while (j < n && isRegular(data[j])) j++;
      const name = decodeName(data.toString("latin1", i + 1, j));
      i = j;
      if (ACTIVE_NAMES.has(name)) return `/${name}`;
      if (name === "OpenAction") {
        // A destination ([page /Fit]) only sets the first view; anything else is an action.
        while (i < n && WHITESPACE.has(data[i] as number)) i++;
        if (data[i] !== 0x5b) return "/OpenAction";
      }
      namesOfObject.push(name);
    } else if (isRegular(c)) {
      let j = i;
      while (j < n && isRegular(data[j])) j++;
      const word = data.toString("latin1", i, j);
      i = j;
      if (word === "obj") namesOfObject = [];
      else if (word === "stream" && !nested) {
        if (data[i] === 0x0d) i++;
        if (data[i] === 0x0a) i++;
        const end = data.indexOf("endstream", i, "latin1");
        const body = data.subarray(i, end < 0 ? n : end);
        i = end < 0 ? n : end + "endstream".length;
        if (namesOfObject.includes("ObjStm")) {
          const refused = scanObjectStream(body, namesOfObject, budget);
          if (refused) return refused;
        }
        namesOfObject = [];
      }
    } else {
      i++;
    }
  }
  return null;
}

function scanObjectStream(body: Buffer, names: string[], budget: Budget): string | null {
  const filters = names.filter((name) => name.endsWith("Decode"));
  const usesPredictor = names.includes("DecodeParms") || names.includes("Predictor");
  let content: Buffer;
  if (filters.length === 0) content = body;
  else if (filters.length === 1 && filters[0] === "FlateDecode" && !usesPredictor) {
    try {
      content = inflateSync(body, { maxOutputLength: MAX_INFLATED - budget.inflated });
    } catch {
      return "an object stream that cannot be read";
    }
  } else return "an object stream that cannot be read";
  budget.inflated += content.length;
  return scan(content, budget, true);
}

export function inspectPdf(bytes: Buffer): PdfInspection {
  const refused = scan(bytes, { inflated: 0 }, false);
  return refused ? { ok: false, reason: refused } : { ok: true };
}
