/**
 * Counts evaluations of this package and records React instances, so tests can prove
 * that the page holds exactly one copy of each shared singleton.
 */
import type * as ReactNamespace from 'react';

interface InstanceRegistry {
  sharedEvaluations: number;
  reactInstances: Set<typeof ReactNamespace>;
}

const key = '__raketaInstances';
const host = globalThis as typeof globalThis & { [key]?: InstanceRegistry };
const registry: InstanceRegistry = (host[key] ??= { sharedEvaluations: 0, reactInstances: new Set() });
registry.sharedEvaluations += 1;

/** Called by the shell and by every remote with the React module it was bundled against. */
export function registerReactInstance(react: typeof ReactNamespace): void {
  registry.reactInstances.add(react);
}
