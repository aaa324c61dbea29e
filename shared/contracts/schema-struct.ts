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
  any,
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

/** The struct of `schema`; non-required properties are optional, answers' objects ignore extra keys. */
export function toStruct(schema: JsonSchema, options: StructOptions = {}): Struct<any, any> {
  for (const key of Object.keys(schema)) if (!KNOWN.has(key)) throw new Error(`toStruct: the keyword "${key}" is not supported`);
  if (schema.anyOf) return union(schema.anyOf.map((member) => toStruct(member, options)) as [Struct<any>, ...Struct<any>[]]);
  if (schema.const !== undefined) return literal(schema.const as string);
  if (schema.enum) {
    const values = schema.enum.filter((value) => value !== null);
    const choice = enums(values as string[]);
    return schema.enum.includes(null) ? nullable(choice) : choice;
  }
  const types = schema.type === undefined ? [] : typeof schema.type === 'string' ? [schema.type] : schema.type;
  const nonNull = types.filter((name) => name !== 'null');
  if (nonNull.length > 1) throw new Error(`toStruct: a union of types ${nonNull.join(', ')} is not supported`);
  const base = nonNull.length === 0 ? (types.includes('null') ? literal(null) : any()) : typed(nonNull[0]!, schema, options);
  return types.includes('null') && nonNull.length > 0 ? nullable(base) : base;
}

function typed(name: JsonType, schema: JsonSchema, options: StructOptions): Struct<any, any> {
  switch (name) {
    case 'string':
      return stringStruct(schema, options);
    case 'integer':
    case 'number':
      return bounded(name === 'integer' ? integer() : number(), schema);
    case 'boolean':
      return boolean();
    case 'array': {
      const checks: Check<unknown[]>[] = [];
      const max = schema.maxItems;
      if (max !== undefined) checks.push((value) => value.length <= max || 'too_many');
      if (schema.uniqueItems) checks.push((value) => new Set(value).size === value.length || 'duplicate');
      return firstFailing(array(schema.items ? toStruct(schema.items, options) : any()), checks);
    }
    case 'object': {
      if (!schema.properties) {
        const values = typeof schema.additionalProperties === 'object' ? toStruct(schema.additionalProperties, options) : any();
        return record(string(), values);
      }
      const required = new Set(schema.required ?? []);
      const shape: Record<string, Struct<any, any>> = {};
      for (const [key, property] of Object.entries(schema.properties)) {
        const struct = toStruct(property, options);
        shape[key] = required.has(key) ? struct : optional(struct);
      }
      return options.strict && schema.additionalProperties === false ? object(shape) : type(shape);
    }
    default:
      return define(name, () => false);
  }
}

type Check<T> = (value: T) => true | string;

/** One refinement for all of a value's rules, so it fails with the first failing one only. */
const firstFailing = <T>(struct: Struct<T, any>, checks: Check<T>[]): Struct<T, any> =>
  checks.length === 0
    ? struct
    : refine(struct, 'rule', (value) => {
        for (const check of checks) {
          const result = check(value);
          if (result !== true) return result;
        }
        return true;
      });

function stringStruct(schema: JsonSchema, options: StructOptions): Struct<any, any> {
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
  return options.trim ? coerce(text, string(), (value) => value.trim()) : text;
}

function bounded(struct: Struct<number, null>, schema: JsonSchema): Struct<any, any> {
  const { minimum, maximum } = schema;
  if (minimum === undefined && maximum === undefined) return struct;
  return firstFailing(struct, [
    (value) => ((minimum === undefined || value >= minimum) && (maximum === undefined || value <= maximum)) || 'out_of_range',
  ]);
}

/** The rule code of a failure (a rule's failure carries it as its message). */
export function codeOf(failure: Failure): RuleCode {
  if (failure.refinement !== undefined) return failure.message as RuleCode;
  if (failure.value === undefined) return 'required';
  if (failure.type === 'never') return 'unknown_field';
  if (failure.type === 'enums' || failure.type === 'literal') return 'invalid_choice';
  return 'invalid_type';
}
