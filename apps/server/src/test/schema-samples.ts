/**
 * Bodies built from a route's own schema: a value its zod schema accepts (tests that must get past
 * validation) and the JSON schema shape the OpenAPI document publishes.
 */
import { z } from "zod";

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  minItems?: number;
  minimum?: number;
  default?: unknown;
  format?: string;
  pattern?: string;
};

/** Strings tried against a `pattern` (phone numbers, UPI ids, links, …) until one fits. */
const PATTERN_CANDIDATES = [
  "Remark",
  "",
  "9876543210",
  "samiti@sbi",
  "committee@example.org",
  "https://example.org",
  "AbCdEfGhIjKlMnOpQrSt",
  "1995-06-15",
];

/** A district must belong to its state (a rule JSON schema cannot show): Nanded, Maharashtra. */
const PLACE_SAMPLES: Record<string, number> = { stateId: 20, districtId: 2021 };

let instantsGiven = 0;

/** A value that satisfies a JSON schema (from the route's zod schema), filling every property. */
export function sample(schema: JsonSchema, key = ""): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice?.length) return sample(choice.find((s) => s.type !== "null") ?? (choice[0] as JsonSchema));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object":
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sample(v, k)]));
    case "array":
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}, key));
    case "string":
      if (schema.format === "uuid") return "3f1c2a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f";
      if (schema.format === "email") return "committee@example.org";
      // Later fields get later instants, so a form's "opens before it closes" rules hold in field order.
      if (schema.format === "date-time")
        return new Date(Date.now() + ++instantsGiven * 86_400_000).toISOString();
      // Refinements are invisible in JSON schema: a number field gets a valid Indian mobile number.
      if (/mobile|phone/i.test(key)) return "9876543210";
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern);
        const fit = PATTERN_CANDIDATES.find((c) => pattern.test(c));
        if (fit !== undefined) return fit;
      }
      return "Remark".padEnd(Math.max(6, schema.minLength ?? 1), "x");
    case "integer":
    case "number":
      return PLACE_SAMPLES[key] ?? Math.max(1, schema.minimum ?? 1);
    case "boolean":
      return true;
    default:
      return null;
  }
}

function setAt(target: unknown, path: readonly PropertyKey[], value: unknown) {
  let node = target as Record<PropertyKey, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<PropertyKey, unknown>;
  const last = path.at(-1);
  if (node && last !== undefined) node[last] = value;
}

/** A body the route's own schema accepts, or undefined when the route takes none. */
export function validBody(schema: unknown): unknown {
  const body = (schema as { body?: unknown } | undefined)?.body;
  if (!(body instanceof z.ZodType)) return undefined;
  const value = sample(z.toJSONSchema(body, { io: "input", unrepresentable: "any" }) as JsonSchema);
  let parsed = body.safeParse(value);
  // Refinements (links, UPI ids) are invisible in JSON schema; many accept "" for "not given".
  for (let round = 0; !parsed.success && round < 3; round++) {
    for (const issue of parsed.error.issues) setAt(value, issue.path, "");
    parsed = body.safeParse(value);
  }
  if (!parsed.success) {
    throw new Error(`could not build a valid body from the schema: ${JSON.stringify(parsed.error.issues)}`);
  }
  return value;
}
