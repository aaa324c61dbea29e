/**
 * The shell–remote contract version a build carries (shared/src/federation/contract.ts). Shared is
 * a federated singleton, so at runtime every remote sees the shell's copy of REMOTE_CONTRACT_VERSION;
 * what a remote was built against is therefore compiled into it as a DefinePlugin constant, which
 * its exposed modules export as `contractVersion` for the shell to check.
 */
import webpack from 'webpack';
import { REMOTE_CONTRACT_VERSION } from '@raketa/shared/federation';

/** The constant an app's code reads (declared in shared/src/federation/contract.ts). */
export const CONTRACT_VERSION_DEFINE = '__RAKETA_CONTRACT_VERSION__';

/** Test-only: builds an app that claims another contract version (e2e/tests/contract.spec.ts). */
export const CONTRACT_VERSION_OVERRIDE_ENV = 'RAKETA_CONTRACT_VERSION_OVERRIDE';

/** The version a build made now carries: REMOTE_CONTRACT_VERSION, or the override when one is set. */
export function contractVersionOfBuild(env: NodeJS.ProcessEnv = process.env): number {
  const override = env[CONTRACT_VERSION_OVERRIDE_ENV]?.trim();
  if (!override) return REMOTE_CONTRACT_VERSION;
  if (!/^[1-9]\d{0,8}$/.test(override)) {
    throw new Error(`${CONTRACT_VERSION_OVERRIDE_ENV} must be a positive integer, not ${JSON.stringify(override)}`);
  }
  return Number(override);
}

/** The DefinePlugin that compiles the version into the app's code. */
export function contractVersionPlugin(env: NodeJS.ProcessEnv = process.env): webpack.DefinePlugin {
  return new webpack.DefinePlugin({ [CONTRACT_VERSION_DEFINE]: JSON.stringify(contractVersionOfBuild(env)) });
}
