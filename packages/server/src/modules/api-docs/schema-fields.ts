/**
 * A JSON Schema (as the OpenAPI document holds it) read as a flat list of fields for the
 * reference page: `data[].teacherName`, its type, whether it is required and what it allows.
 * Generic: it knows JSON Schema, not our routes.
 */

type Schema = Record<string, unknown>;

export type Field = { path: string; type: string; required: boolean; notes: string };

/** Deep enough for the progress record; a deeper schema is summarised as `object`. */
const MAX_DEPTH = 8;
/** A table longer than this is cut, saying so. */
const MAX_FIELDS = 400;
const MAX_ENUM = 12;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Follows a local `$ref` (`#/components/schemas/X`, `#/$defs/X`) inside the document. */
export function resolveRef(document: Schema, schema: Schema, seen = new Set<string>()): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/') || seen.has(ref)) return schema;
  seen.add(ref);
  let at: unknown = document;
  for (const part of ref.slice(2).split('/')) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    at = isSchema(at) ? at[key] : undefined;
  }
  return isSchema(at) ? resolveRef(document, at, seen) : schema;
}

const variants = (schema: Schema): Schema[] =>
  [schema.anyOf, schema.oneOf, schema.allOf].flatMap((list) =>
    Array.isArray(list) ? list.filter(isSchema) : [],
  );

/** A short type name: `string`, `integer`, `string | null`, `array of object`, `any`. */
export function typeName(document: Schema, raw: Schema, depth = 0): string {
  const schema = resolveRef(document, raw);
  if (depth > 3) return 'value';
  if ('const' in schema) return JSON.stringify(schema.const);
  const { type } = schema;
  if (Array.isArray(type)) return type.join(' | ');
  if (type === 'array') {
    const items = isSchema(schema.items) ? typeName(document, schema.items, depth + 1) : 'any';
    return `array of ${items}`;
  }
  // A record: keys of the caller's choosing, each value of one schema.
  const values = schema.additionalProperties;
  if (!schema.properties && isSchema(values) && Object.keys(values).length > 0) {
    return `map of ${typeName(document, values, depth + 1)}`;
  }
  if (typeof type === 'string') return schema.format ? `${type} (${String(schema.format)})` : type;
  const options = variants(schema);
  if (options.length > 0) {
    const names = [...new Set(options.map((o) => typeName(document, o, depth + 1)))];
    return names.join(schema.allOf ? ' & ' : ' | ');
  }
  if (schema.properties) return 'object';
  return 'any';
}

/** What a value may be, in words: enum values, lengths, ranges, patterns, description. */
export function notesOf(document: Schema, raw: Schema): string {
  const schema = resolveRef(document, raw);
  const notes: string[] = [];
  if (typeof schema.description === 'string') notes.push(schema.description);
  if (Array.isArray(schema.enum)) {
    const values = schema.enum.slice(0, MAX_ENUM).map((v) => JSON.stringify(v));
    const more = schema.enum.length > MAX_ENUM ? `, … (${schema.enum.length} in all)` : '';
    notes.push(
      values.length === 1 ? `Always ${values[0]}.` : `One of ${values.join(', ')}${more}.`,
    );
  }
  const bound = (key: string, words: (n: number) => string) => {
    const value = schema[key];
    // zod writes a safe-integer range on every int; that says nothing to a reader.
    if (typeof value === 'number' && Math.abs(value) < Number.MAX_SAFE_INTEGER) {
      notes.push(words(value));
    }
  };
  const chars = (n: number) => `${n} character${n === 1 ? '' : 's'}`;
  bound('minLength', (n) => `At least ${chars(n)}.`);
  bound('maxLength', (n) => `At most ${chars(n)}.`);
  bound('minimum', (n) => `At least ${n}.`);
  bound('maximum', (n) => `At most ${n}.`);
  bound('exclusiveMinimum', (n) => `More than ${n}.`);
  bound('exclusiveMaximum', (n) => `Less than ${n}.`);
  bound('minItems', (n) => `At least ${n} item${n === 1 ? '' : 's'}.`);
  bound('maxItems', (n) => `At most ${n} item${n === 1 ? '' : 's'}.`);
  if (typeof schema.pattern === 'string') notes.push(`Pattern: ${schema.pattern}`);
  if (typeof schema.contentMediaType === 'string') {
    notes.push(`File of type ${schema.contentMediaType}.`);
  }
  if ('default' in schema) notes.push(`Default: ${JSON.stringify(schema.default)}.`);
  return notes.join(' ');
}

/** The members of an object schema, its variants' members included (marked optional). */
function members(document: Schema, schema: Schema): [string, Schema, boolean][] {
  const out: [string, Schema, boolean][] = [];
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  if (isSchema(schema.properties)) {
    for (const [name, value] of Object.entries(schema.properties)) {
      if (isSchema(value)) out.push([name, value, required.has(name)]);
    }
  }
  for (const option of variants(schema)) {
    const resolved = resolveRef(document, option);
    for (const [name, value, req] of members(document, resolved)) {
      if (!out.some(([n]) => n === name)) out.push([name, value, Boolean(schema.allOf) && req]);
    }
  }
  return out;
}

/**
 * The fields of a schema, nested ones as dotted paths; `[]` marks the items of an array, `*` any
 * key of a record.
 */
export function fieldsOf(document: Schema, root: Schema): { fields: Field[]; cut: boolean } {
  const fields: Field[] = [];
  let cut = false;
  const visit = (raw: Schema, path: string, depth: number, stack: Set<Schema>) => {
    const schema = resolveRef(document, raw);
    if (stack.has(schema) || depth > MAX_DEPTH) return;
    const next = new Set(stack).add(schema);
    const values = schema.additionalProperties;
    const inner =
      schema.type === 'array' && isSchema(schema.items)
        ? { at: `${path}[]`, schema: resolveRef(document, schema.items) }
        : !schema.properties && isSchema(values)
          ? { at: path ? `${path}.*` : '*', schema: resolveRef(document, values) }
          : { at: path, schema };
    for (const [name, value, required] of members(document, inner.schema)) {
      if (fields.length >= MAX_FIELDS) {
        cut = true;
        return;
      }
      const at = inner.at ? `${inner.at}.${name}` : name;
      fields.push({
        path: at,
        type: typeName(document, value),
        required,
        notes: notesOf(document, value),
      });
      visit(value, at, depth + 1, next);
    }
  };
  visit(root, '', 0, new Set());
  return { fields, cut };
}
