import { ownerOf } from './chunk-contents';

describe('ownerOf', () => {
  it('names a module by its npm package, scoped or not, the innermost when packages nest', () => {
    expect(ownerOf('/work/main/node_modules/react-dom/cjs/react-dom-client.production.js', '?')).toBe('react-dom');
    expect(ownerOf('/work/main/node_modules/@radix-ui/react-toast/dist/index.mjs', '?')).toBe('@radix-ui/react-toast');
    expect(ownerOf('/repo/node_modules/a/node_modules/@scope/b/index.js', '?')).toBe('@scope/b');
  });

  it('names the apps’ own modules by app and folder, and anything else by the fallback', () => {
    expect(ownerOf('/work/main/shell/src/features/toasts/toast-region.tsx', '?')).toBe('shell/src');
    expect(ownerOf('/srv/repo/mf-jobs/src/pages.tsx', '?')).toBe('mf-jobs/src');
    expect(ownerOf('/work/main/shared/contracts/jobs.ts', '?')).toBe('shared/contracts');
    expect(ownerOf(undefined, 'webpack runtime')).toBe('webpack runtime');
    expect(ownerOf('/elsewhere/file.js', 'javascript/auto')).toBe('javascript/auto');
  });
});
