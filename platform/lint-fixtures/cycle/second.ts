// Fixture for lint-boundaries.test.ts: two modules that import each other (a cycle).
import { first } from './first';

export const second = (): string => (first.length > 0 ? 'second' : '');
