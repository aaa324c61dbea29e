import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig, repoRoot } from '../config';
import { fileOffsetClock, readClockOffset } from './test-clock';

describe('the test clock (TEST_CLOCK_FILE)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'raketa-test-clock-'));
  const file = path.join(dir, 'offset');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('runs the offset the file says ahead of the real time, read at every look, so a test moves it by writing the file', () => {
    const real = Date.parse('2032-01-01T00:00:00.000Z');
    const clock = fileOffsetClock(file, () => real);
    // No file yet, then an empty one: the real time.
    expect(clock().toISOString()).toBe('2032-01-01T00:00:00.000Z');
    fs.writeFileSync(file, '');
    expect(clock().getTime()).toBe(real);
    fs.writeFileSync(file, `${26 * 86_400_000}\n`);
    expect(clock().toISOString()).toBe('2032-01-27T00:00:00.000Z');
    fs.writeFileSync(file, '-60000');
    expect(clock().toISOString()).toBe('2031-12-31T23:59:00.000Z');
  });

  it('refuses a file that does not hold a whole number of milliseconds, naming it', () => {
    fs.writeFileSync(file, 'tomorrow');
    expect(() => readClockOffset(file)).toThrow(/must hold a whole number of milliseconds, not "tomorrow"/);
  });

  it('is taken from the environment outside production and refused at start in production', () => {
    expect(loadConfig({ TEST_CLOCK_FILE: '.data/test-clock' }).testClockFile).toBe(path.join(repoRoot, '.data', 'test-clock'));
    expect(loadConfig({}).testClockFile).toBeUndefined();
    const production = { NODE_ENV: 'production', TWO_FACTOR_KEY: Buffer.alloc(32, 7).toString('base64') };
    expect(loadConfig(production).testClockFile).toBeUndefined();
    expect(() => loadConfig({ ...production, TEST_CLOCK_FILE: '.data/test-clock' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, TEST_CLOCK_FILE: '.data/test-clock' })).toThrow(
      /TEST_CLOCK_FILE must not be set when NODE_ENV=production/,
    );
  });

  it('stops the API at start in production, naming the variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.resolve(__dirname, '../..'),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        TWO_FACTOR_KEY: Buffer.alloc(32, 7).toString('base64'),
        TEST_CLOCK_FILE: file,
        PGLITE_DIR: 'memory://',
        LOG_LEVEL: 'silent',
        API_PORT: String(20_000 + Math.floor(Math.random() * 20_000)),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('TEST_CLOCK_FILE must not be set when NODE_ENV=production');
  }, 30_000);
});
