import { array, number, optional, string, type, type Struct } from 'superstruct';

/** A JSON-LD Hydra collection as the API answers product data. */
export interface HydraCollection<T> {
  'hydra:member': T[];
  'hydra:totalItems': number;
  'hydra:view'?: { '@id': string; 'hydra:next'?: string; 'hydra:last'?: string };
}

export function hydraCollection<T>(member: Struct<T>): Struct<HydraCollection<T>> {
  return type({
    'hydra:member': array(member),
    'hydra:totalItems': number(),
    'hydra:view': optional(type({ '@id': string(), 'hydra:next': optional(string()), 'hydra:last': optional(string()) })),
  }) as unknown as Struct<HydraCollection<T>>;
}
