import fc from 'fast-check';
import { z } from 'zod';

/**
 * Values a zod 4 schema accepts as input, derived from its JSON Schema (`z.toJSONSchema`, input side). No maintained
 * package derives fast-check 4 arbitraries from zod 4 (zod-fast-check supports zod 3 and fast-check 3 only), so this
 * covers what the contract uses: objects, strings (length, pattern, e-mail, date-time), numbers, enums, literals,
 * arrays, unions and nullables. Refinements and transforms are not represented: the values are "well-typed", not
 * always valid, which suits a fuzzer.
 */
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
};

const LIMIT = 2 ** 40;

/** Lookarounds without nested groups, e.g. `(?!\/)`: fast-check's stringMatching does not implement them. */
const LOOKAROUND = /\(\?<?[=!](?:\\.|[^()\\])*\)/g;

/** Strings matching a pattern, or (near enough) its lookaround-free version, or null when fast-check cannot build either. */
function matchingPattern(pattern: string): fc.Arbitrary<string> | null {
  for (const source of [pattern, pattern.replace(LOOKAROUND, '')]) {
    try {
      return fc.stringMatching(new RegExp(source));
    } catch {
      // Not a pattern fast-check implements: try the next, then fall back to any string.
    }
  }
  return null;
}

function fromJsonSchema(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => fromJsonSchema(choice, depth + 1)));
  if (schema.allOf?.[0]) return fromJsonSchema(schema.allOf[0], depth + 1);
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => fromJsonSchema({ ...schema, type }, depth)));
  switch (types[0]) {
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, fromJsonSchema(value, depth + 1)]));
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    case 'array':
      return fc.array(schema.items ? fromJsonSchema(schema.items, depth + 1) : fc.anything(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, Math.max(schema.minItems ?? 0, 4)),
      });
    case 'string':
      if (schema.format === 'email') return fc.emailAddress();
      // Four-digit years (what an ISO date-time allows without the extended form), around now.
      if (schema.format === 'date-time')
        return fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true }).map((date) => date.toISOString());
      if (schema.pattern) {
        const matching = matchingPattern(schema.pattern);
        if (matching) return matching.map((value) => value.slice(0, schema.maxLength ?? 200));
      }
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 200), unit: 'grapheme' });
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? (schema.exclusiveMinimum ?? -LIMIT - 1) + 1, -LIMIT);
      const max = Math.min(schema.maximum ?? (schema.exclusiveMaximum ?? LIMIT + 1) - 1, LIMIT);
      return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** An arbitrary of (roughly) valid inputs of a zod schema. */
export function arbitraryOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return fc.jsonValue({ maxDepth: 2 });
  }
  return fromJsonSchema(json, 0);
}
