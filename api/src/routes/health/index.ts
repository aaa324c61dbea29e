// GET /health: liveness plus a `select 1` against the database (503 when it fails).
import type { FastifyInstance } from 'fastify';

const HEALTH_QUERY_TIMEOUT_MS = 2_000;

const healthSchema = {
  type: 'object',
  required: ['status', 'database'],
  properties: {
    status: { type: 'string', enum: ['ok', 'error'] },
    database: {
      type: 'object',
      required: ['status', 'driver'],
      properties: {
        status: { type: 'string', enum: ['up', 'down'] },
        driver: { type: 'string', enum: ['pglite', 'postgres'] },
      },
    },
  },
} as const;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/health', { schema: { response: { 200: healthSchema, 503: healthSchema } } }, async (request, reply) => {
    const driver = app.db.driver;
    reply.header('cache-control', 'no-store');
    try {
      await withTimeout(app.db.query('select 1'), HEALTH_QUERY_TIMEOUT_MS);
      return { status: 'ok', database: { status: 'up', driver } };
    } catch (error) {
      request.log.warn({ err: error }, 'database health check failed');
      return reply.code(503).send({ status: 'error', database: { status: 'down', driver } });
    }
  });
}
