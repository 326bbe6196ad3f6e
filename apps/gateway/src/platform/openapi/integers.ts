/** JavaScript's whole numbers: every integer the gateway reads or writes is one. */
const SAFE_MAX = Number.MAX_SAFE_INTEGER;
const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

type Node = Record<string, unknown>;

function isInteger(schema: Node): boolean {
  return schema.type === "integer" || (Array.isArray(schema.type) && schema.type.includes("integer"));
}

/**
 * Gives every integer schema of `document` its bounds and `format`, which zod leaves out of
 * some (a nullable integer has none): a schema without bounds gets the safe integers', the
 * widest any JSON number the gateway handles can carry, and each gets `int32` when its bounds
 * fit 32 bits, else `int64` — so a generated client picks the right type (decision 016).
 */
export function boundIntegers<T>(document: T): T {
  const visit = (value: unknown): void => {
    if (typeof value !== "object" || value === null) return;
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    const schema = value as Node;
    if (isInteger(schema)) {
      if (schema.minimum === undefined && schema.exclusiveMinimum === undefined) schema.minimum = -SAFE_MAX;
      if (schema.maximum === undefined && schema.exclusiveMaximum === undefined) schema.maximum = SAFE_MAX;
      const low = Number(schema.minimum ?? schema.exclusiveMinimum);
      const high = Number(schema.maximum ?? schema.exclusiveMaximum);
      schema.format ??= low >= INT32_MIN && high <= INT32_MAX ? "int32" : "int64";
    }
    Object.values(schema).forEach(visit);
  };
  visit(document);
  return document;
}
