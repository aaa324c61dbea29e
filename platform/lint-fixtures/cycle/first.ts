// Fixture for lint-boundaries.test.ts: two modules that import each other (a cycle).
import { second } from './second';

export const first = (): string => `first, then ${second()}`;
