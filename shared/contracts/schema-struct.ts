/**
 * The client side of a contract: a superstruct struct made from the contract's JSON Schema, so a
 * rule written once in the schema is checked by the API (Fastify, or the same struct where a route
 * answers per-field 422s), by the client's parsing of answers and by forms (@hookform/resolvers).
 *
 * Covers the JSON Schema the contracts use: `type` (one or a list, e.g. `['string', 'null']`),
 * `const`, `enum`, `anyOf`, objects (`properties`, `required`, `additionalProperties`), arrays
 * (`items`, `maxItems`, `uniqueItems`), strings (`minLength`, `maxLength` in code points as Ajv
 * counts them, `pattern`, `format` from FORMATS) and numbers (`minimum`, `maximum`). Any other
 * keyword throws, so a schema never says more than the client checks.
 *
 * Every failure carries the rule's code (`refinement`, or the struct type for a wrong type), the
 * vocabulary of the API's field errors: see `codeOf`.
 */
import {
  unknown,
  array,
  boolean,
  coerce,
  define,
  enums,
  integer,
  literal,
  nullable,
  number,
  object,
  optional,
  record,
  refine,
  string,
  type,
  union,
  validate,
  type Failure,
  type Struct,
} from 'superstruct';
import { FORMATS, type FormatName } from './formats';

/** The subset of JSON Schema (draft 7) the contracts are written in. */
export interface JsonSchema {
  type?: JsonType | readonly JsonType[];
  const?: unknown;
  enum?: readonly unknown[];
  anyOf?: readonly JsonSchema[];
  properties?: Readonly<Record<string, JsonSchema>>;
  required?: readonly string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  maxItems?: number;
  uniqueItems?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: FormatName | 'date-time';
  minimum?: number;
  maximum?: number;
  description?: string;
  $id?: string;
}
type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'null' | 'object' | 'array';

const KNOWN = new Set([
  'type',
  'const',
  'enum',
  'anyOf',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'maxItems',
  'uniqueItems',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'description',
  '$id',
]);

/** The codes a failure of a contract's rule reports (the API's field error codes). */
export type RuleCode =
  | 'required'
  | 'too_long'
  | 'too_short'
  | 'too_many'
  | 'duplicate'
  | 'invalid_type'
  | 'invalid_choice'
  | 'out_of_range'
  | 'unknown_field'
  | Exclude<ReturnType<(typeof FORMATS)[FormatName]>, true>;

export interface StructOptions {
  /** Request shapes: strings are trimmed before their rules (with `validate(…, { coerce: true })`). */
  trim?: boolean;
  /**
   * Request shapes: `additionalProperties: false` refuses unknown keys (`unknown_field`). Without it
   * extra keys are ignored, so an answer may grow without breaking a client that parses it.
   */
  strict?: boolean;
}

const codePoints = (value: string) => [...value].length;

/** A struct made from a schema: what it accepts is known to the schema, not to the type checker. */
type SchemaStruct = Struct<unknown, unknown>;
/** Forgets a struct's static type (a Struct's type is invariant, so no wider Struct type takes them all). */
const erase = <T, S>(struct: Struct<T, S>): SchemaStruct => struct as unknown as SchemaStruct;

/**
 * The struct of `schema`; non-required properties are optional, answers' objects ignore extra keys.
 * `T` is the type the schema describes (the contract's `FromSchema` type) and `S` the struct's schema
 * (superstruct's `Describe<T>` for `assign`), named by the caller or taken from the declared type the
 * struct is assigned to: superstruct cannot derive them from a JSON Schema.
 */
export function toStruct<T = unknown, S = unknown>(schema: JsonSchema, options: StructOptions = {}): Struct<T, S> {
  return structOf(schema, options) as Struct<T, S>;
}

function structOf(schema: JsonSchema, options: StructOptions): SchemaStruct {
  for (const key of Object.keys(schema)) if (!KNOWN.has(key)) throw new Error(`toStruct: the keyword "${key}" is not supported`);
  if (schema.anyOf) return erase(union(schema.anyOf.map((member) => structOf(member, options)) as [SchemaStruct, ...SchemaStruct[]]));
  if (schema.const !== undefined) return erase(literal(schema.const as string));
  if (schema.enum) {
    const values = schema.enum.filter((value) => value !== null);
    const choice = enums(values as string[]);
    return schema.enum.includes(null) ? erase(nullable(choice)) : erase(choice);
  }
  const types = schema.type === undefined ? [] : typeof schema.type === 'string' ? [schema.type] : schema.type;
  const nonNull = types.filter((name) => name !== 'null');
  if (nonNull.length > 1) throw new Error(`toStruct: a union of types ${nonNull.join(', ')} is not supported`);
  const base = nonNull.length === 0 ? (types.includes('null') ? erase(literal(null)) : erase(unknown())) : typed(nonNull[0]!, schema, options);
  return types.includes('null') && nonNull.length > 0 ? nullable(base) : base;
}

function typed(name: JsonType, schema: JsonSchema, options: StructOptions): SchemaStruct {
  switch (name) {
    case 'string':
      return stringStruct(schema, options);
    case 'integer':
    case 'number':
      return bounded(name === 'integer' ? integer() : number(), schema);
    case 'boolean':
      return erase(boolean());
    case 'array': {
      const checks: Check<unknown[]>[] = [];
      const max = schema.maxItems;
      if (max !== undefined) checks.push((value) => value.length <= max || 'too_many');
      if (schema.uniqueItems) checks.push((value) => new Set(value).size === value.length || 'duplicate');
      return erase(firstFailing(array(schema.items ? structOf(schema.items, options) : unknown()), checks));
    }
    case 'object': {
      if (!schema.properties) {
        const values = typeof schema.additionalProperties === 'object' ? structOf(schema.additionalProperties, options) : unknown();
        return erase(record(string(), values));
      }
      const required = new Set(schema.required ?? []);
      const shape: Record<string, SchemaStruct> = {};
      for (const [key, property] of Object.entries(schema.properties)) {
        const struct = structOf(property, options);
        shape[key] = required.has(key) ? struct : optional(struct);
      }
      return erase(options.strict && schema.additionalProperties === false ? object(shape) : type(shape));
    }
    default:
      return define<unknown>(name, () => false);
  }
}

type Check<T> = (value: T) => true | string;

/** One refinement for all of a value's rules, so it fails with the first failing one only. */
const firstFailing = <T, S>(struct: Struct<T, S>, checks: Check<T>[]): Struct<T, S> =>
  checks.length === 0
    ? struct
    : refine(struct, 'rule', (value) => {
        for (const check of checks) {
          const result = check(value);
          if (result !== true) return result;
        }
        return true;
      });

function stringStruct(schema: JsonSchema, options: StructOptions): SchemaStruct {
  const checks: Check<string>[] = [];
  // The rules in the schema's key order, so a field reports its first failing rule in that order.
  for (const key of Object.keys(schema)) {
    if (key === 'minLength') {
      const min = schema.minLength!;
      const code = min === 1 ? 'required' : 'too_short';
      checks.push((value) => codePoints(value) >= min || code);
    } else if (key === 'maxLength') {
      const max = schema.maxLength!;
      checks.push((value) => codePoints(value) <= max || 'too_long');
    } else if (key === 'pattern') {
      const pattern = new RegExp(schema.pattern!, 'u');
      checks.push((value) => pattern.test(value) || 'invalid_format');
    } else if (key === 'format' && schema.format !== 'date-time') {
      const check = FORMATS[schema.format!];
      // Empty is not a format error: an optional field may be left empty, a required one says `required`.
      checks.push((value) => value === '' || check(value));
    }
  }
  const text = firstFailing(string(), checks);
  return erase(options.trim ? coerce(text, string(), (value) => value.trim()) : text);
}

function bounded(struct: Struct<number, null>, schema: JsonSchema): SchemaStruct {
  const { minimum, maximum } = schema;
  if (minimum === undefined && maximum === undefined) return erase(struct);
  return erase(
    firstFailing(struct, [(value) => ((minimum === undefined || value >= minimum) && (maximum === undefined || value <= maximum)) || 'out_of_range']),
  );
}

/** The rule code of a failure (a rule's failure carries it as its message). */
export function codeOf(failure: Failure): RuleCode {
  if (failure.refinement !== undefined) return failure.message as RuleCode;
  if (failure.value === undefined) return 'required';
  if (failure.type === 'never') return 'unknown_field';
  if (failure.type === 'enums' || failure.type === 'literal') return 'invalid_choice';
  return 'invalid_type';
}

/** A field of a request body and the first rule it fails. */
export interface SchemaFieldError {
  field: string;
  code: RuleCode;
}

const bodyStructs = new Map<object, Struct<unknown, unknown>>();

/** A request body checked by its schema: trimmed, unknown keys refused; each invalid field with its first failing rule. */
export function checkSchemaBody<T>(schema: JsonSchema, body: unknown): { ok: true; value: T } | { ok: false; errors: SchemaFieldError[] } {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return { ok: false, errors: [{ field: 'body', code: 'invalid_type' }] };
  let struct = bodyStructs.get(schema);
  if (!struct) bodyStructs.set(schema, (struct = toStruct(schema, { trim: true, strict: true })));
  const [error, value] = validate(body, struct, { coerce: true });
  if (!error) return { ok: true, value: value as T };
  const first = new Map<string, RuleCode>();
  for (const failure of error.failures()) {
    const field = failure.path.join('.') || 'body';
    if (!first.has(field)) first.set(field, codeOf(failure));
  }
  return { ok: false, errors: [...first].map(([field, code]) => ({ field, code })) };
}
