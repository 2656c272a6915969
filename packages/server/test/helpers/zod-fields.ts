// Field paths of a zod 4 schema, read from its definition, for tests that send every field a
// wrong value (the fuzz test).

type ZodDef = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): ZodDef | undefined =>
  (schema as { _zod?: { def?: ZodDef } } | undefined)?._zod?.def;

export type FieldPath = (string | number)[];

/** Every field path of a zod schema (objects, arrays as index 0, wrappers unwrapped). */
export function fieldPaths(schema: unknown, prefix: FieldPath = [], depth = 0): FieldPath[] {
  const def = defOf(schema);
  const self = prefix.length ? [prefix] : [];
  if (!def || depth > 10) return self;
  switch (def.type) {
    case 'object':
      return [
        ...self,
        ...Object.entries(def.shape as Record<string, unknown>).flatMap(([key, value]) =>
          fieldPaths(value, [...prefix, key], depth + 1),
        ),
      ];
    case 'array':
      return [...self, ...fieldPaths(def.element, [...prefix, 0], depth + 1)];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return fieldPaths(def.innerType, prefix, depth);
    case 'pipe': {
      // z.preprocess is pipe(transform, schema); .transform() is pipe(schema, transform).
      const inner = defOf(def.in)?.type === 'transform' ? def.out : def.in;
      return fieldPaths(inner, prefix, depth);
    }
    case 'union': {
      const seen = new Map<string, FieldPath>();
      for (const option of def.options as unknown[]) {
        for (const path of fieldPaths(option, prefix, depth)) seen.set(JSON.stringify(path), path);
      }
      return [...seen.values()];
    }
    default:
      return self;
  }
}

/** A copy of `base` with `value` at `path`, creating what is missing on the way. */
export function withValue(base: unknown, path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...FieldPath];
  const container: Record<string | number, unknown> =
    base && typeof base === 'object'
      ? Array.isArray(base)
        ? ([...base] as unknown as Record<number, unknown>)
        : { ...(base as Record<string, unknown>) }
      : typeof head === 'number'
        ? ([] as unknown as Record<number, unknown>)
        : {};
  container[head] = withValue(container[head], rest, value);
  return container;
}
