// Server-only: Fastify compiles a serializer for every response schema of every route as the app
// starts (about 0.6 s of CPU for ours, in every API process and every test app). This factory
// compiles each at its route's first answer instead, with the same compiler and options: a process
// pays for the routes it serves. `eagerSerializers` (app.test.ts) builds them all at start, as
// Fastify would, so a schema that cannot compile still fails a test, not a first answer.
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;

/** Fastify's own: every serializer compiled as its route is added. */
export const eagerSerializers: SerializerFactory = SerializerSelector();

export const lazySerializers: SerializerFactory = (externalSchemas, options) => {
  const compile = eagerSerializers(externalSchemas, options);
  return (route) => {
    let serialize: ((doc: unknown) => string) | undefined;
    return (doc) => (serialize ??= compile(route))(doc);
  };
};
