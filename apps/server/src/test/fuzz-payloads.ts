/**
 * Hostile inputs for the OpenAPI fuzz test: whole bodies of every wrong shape and content type,
 * and, from a body the route accepts, one field at a time replaced by something nasty.
 */
import type { JsonSchema } from "./schema-samples";

export interface Probe {
  label: string;
  contentType?: string;
  payload: string | Buffer;
}

const KB100 = "x".repeat(100 * 1024);
const DEPTH = 10_000;

const json = (label: string, payload: string): Probe => ({
  label,
  contentType: "application/json",
  payload,
});

const MULTIPART_BOUNDARY = "----vvfuzz";
const multipart = (parts: string) => ({
  contentType: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
  payload: `${parts}--${MULTIPART_BOUNDARY}--\r\n`,
});
const part = (headers: string, body: string) => `--${MULTIPART_BOUNDARY}\r\n${headers}\r\n\r\n${body}\r\n`;

/** Whole-body probes: every route gets all of them. */
export function shapeProbes(): Probe[] {
  return [
    json("invalid JSON", '{"a":'),
    json("trailing garbage", '{"a":1}}'),
    json("empty JSON body", ""),
    json("null", "null"),
    json("empty array", "[]"),
    json("array of objects", '[{"a":1},{"b":2}]'),
    json("zero", "0"),
    json("negative number", "-1"),
    json("huge number", "1e400"),
    json("string", '"str"'),
    json("true", "true"),
    json("empty object", "{}"),
    json("NUL string", '"\\u0000"'),
    json("unpaired surrogate", '"\\ud800"'),
    json("raw invalid UTF-8", "\u00ff\u00fe"),
    json("10,000-deep arrays", `${"[".repeat(DEPTH)}${"]".repeat(DEPTH)}`),
    json("10,000-deep objects", `${'{"a":'.repeat(DEPTH)}1${"}".repeat(DEPTH)}`),
    json("prototype keys", '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}'),
    { label: "JSON with charset utf-16", contentType: "application/json; charset=utf-16", payload: "{}" },
    { label: "text/plain", contentType: "text/plain", payload: "hello" },
    { label: "text/plain JSON", contentType: "text/plain", payload: '{"a":1}' },
    { label: "form urlencoded", contentType: "application/x-www-form-urlencoded", payload: "a=b&c=%00" },
    { label: "xml", contentType: "application/xml", payload: "<a>1</a>" },
    { label: "octet-stream", contentType: "application/octet-stream", payload: Buffer.from([0, 1, 2, 255]) },
    { label: "no content type", payload: "{}" },
    { label: "bogus content type", contentType: "%%%/;;;", payload: "{}" },
    { label: "multipart text field", ...multipart(part('Content-Disposition: form-data; name="a"', "b")) },
    {
      label: "multipart file",
      ...multipart(
        part(
          'Content-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf',
          "%PDF-1.4 not really",
        ),
      ),
    },
    { label: "multipart no boundary", contentType: "multipart/form-data", payload: "--x\r\n" },
    {
      label: "multipart truncated",
      contentType: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
      payload: `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nabc`,
    },
  ];
}

const fileHeaders = (name = "a.jpg") =>
  `Content-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/jpeg`;

/**
 * Malformed multipart bodies for the upload routes: each must get 400 (or 413) with the translated
 * error, never a 500 (busboy's own errors carry no code a route could map).
 */
export function multipartProbes(): Probe[] {
  const B = MULTIPART_BOUNDARY;
  const ct = `multipart/form-data; boundary=${B}`;
  const file = part(fileHeaders(), "\xff\xd8\xff not really a jpeg");
  return [
    { label: "multipart no boundary", contentType: "multipart/form-data", payload: `${file}--${B}--\r\n` },
    { label: "multipart empty boundary", contentType: "multipart/form-data; boundary=", payload: file },
    {
      label: "multipart wrong boundary",
      contentType: "multipart/form-data; boundary=other",
      payload: `${file}--${B}--\r\n`,
    },
    {
      label: "multipart boundary longer than 70",
      contentType: `multipart/form-data; boundary=${"b".repeat(200)}`,
      payload: file,
    },
    {
      label: "multipart truncated in the file",
      contentType: ct,
      payload: `--${B}\r\n${fileHeaders()}\r\n\r\nabc`,
    },
    {
      label: "multipart truncated in the headers",
      contentType: ct,
      payload: `--${B}\r\nContent-Disposition: form-da`,
    },
    { label: "multipart without closing boundary", contentType: ct, payload: file },
    { label: "multipart empty body", contentType: ct, payload: "" },
    { label: "multipart only the closing boundary", contentType: ct, payload: `--${B}--\r\n` },
    {
      label: "multipart garbage part headers",
      contentType: ct,
      payload: `--${B}\r\n\x00\xff:::\r\n\r\nabc\r\n--${B}--\r\n`,
    },
    {
      label: "multipart header line of 100 KB",
      contentType: ct,
      payload: `--${B}\r\nX-Long: ${KB100}\r\n${fileHeaders()}\r\n\r\nabc\r\n--${B}--\r\n`,
    },
    { label: "multipart two files", ...multipart(file + part(fileHeaders("b.jpg"), "abc")) },
    { label: "multipart empty file", ...multipart(part(fileHeaders(), "")) },
    {
      label: "multipart text field only",
      ...multipart(part('Content-Disposition: form-data; name="a"', "b")),
    },
    {
      label: "multipart/mixed",
      contentType: `multipart/mixed; boundary=${B}`,
      payload: `${file}--${B}--\r\n`,
    },
    {
      label: "multipart random bytes",
      contentType: ct,
      payload: Buffer.from([0, 1, 2, 255, 13, 10, 45, 45]),
    },
  ];
}

/** Values that replace one field at a time (or every field at once). */
const FIELD_VALUES: [string, string][] = [
  ["100 KB string", JSON.stringify(KB100)],
  ["NUL in string", '"a\\u0000b"'],
  ["unpaired surrogate", '"\\udfff\\ud800"'],
  ["huge number", "1e308"],
  ["beyond safe integer", "9007199254740993"],
  ["int32 overflow", "2147483648"],
  ["negative", "-1"],
  ["negative huge", "-1e308"],
  ["fraction", "1.5"],
  ["null", "null"],
  ["array", "[1]"],
  ["object", '{"a":1}'],
  ["boolean", "true"],
  ["empty string", '""'],
];

/** The values also tried one field at a time (the rest of the body valid), to get past validation. */
const ONE_FIELD = new Set([
  "100 KB string",
  "NUL in string",
  "int32 overflow",
  "beyond safe integer",
  "negative",
  "null",
  "array",
]);

function fieldsOf(schema: JsonSchema | undefined): string[] {
  return Object.keys(schema?.properties ?? {});
}

/** Probes built from a body the route accepts: unknown keys, each field replaced, all fields replaced. */
export function fieldProbes(schema: JsonSchema | undefined, valid: unknown): Probe[] {
  const base = valid && typeof valid === "object" && !Array.isArray(valid) ? valid : {};
  const fields = fieldsOf(schema);
  const baseJson = JSON.stringify(base);
  const probes: Probe[] = [
    json("valid body", baseJson),
    json("valid body + unknown keys", JSON.stringify({ ...base, zzUnknown: KB100, "": 1, "a.b": [] })),
  ];
  for (const [label, value] of FIELD_VALUES) {
    if (fields.length === 0) continue;
    const all = `{${fields.map((f) => `${JSON.stringify(f)}:${value}`).join(",")}}`;
    probes.push(json(`every field = ${label}`, all));
  }
  for (const field of fields) {
    for (const [label, value] of FIELD_VALUES.filter(([l]) => ONE_FIELD.has(l))) {
      const rest = JSON.stringify({ ...base, [field]: 0 }).replace(
        `${JSON.stringify(field)}:0`,
        () => `${JSON.stringify(field)}:${value}`,
      );
      probes.push(json(`${field} = ${label}`, rest));
    }
  }
  return probes;
}

/** Values for path parameters: wrong types, out of range, encoded NUL and traversal. */
export const PATH_VALUES = [
  "-1",
  "abc",
  "1.5",
  "%00",
  "0",
  "99999999999999999999",
  "2147483648",
  "%F0%9F%98%80",
  "..%2F..%2Fetc",
  "1e3",
];
