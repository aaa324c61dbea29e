import { warmIntlOffMainThread } from './warm-intl';

class FakeWorker {
  static created: FakeWorker[] = [];
  onmessage: (() => void) | null = null;
  onerror: (() => void) | null = null;
  posted: unknown[] = [];
  terminated = false;
  constructor(readonly url: string) {
    FakeWorker.created.push(this);
  }
  postMessage(data: unknown) {
    this.posted.push(data);
  }
  terminate() {
    this.terminated = true;
  }
}

describe('warmIntlOffMainThread', () => {
  const saved = { Worker: globalThis.Worker, create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  let blobs: Blob[];
  let revoked: string[];

  beforeEach(() => {
    FakeWorker.created = [];
    blobs = [];
    revoked = [];
    globalThis.Worker = FakeWorker as unknown as typeof Worker;
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return `blob:warm-${blobs.length}`;
    };
    URL.revokeObjectURL = (url: string) => void revoked.push(url);
  });
  afterEach(() => {
    globalThis.Worker = saved.Worker;
    URL.createObjectURL = saved.create;
    URL.revokeObjectURL = saved.revoke;
  });

  it('creates the page language’s formatters in a worker, which goes away once they exist', async () => {
    const worker = warmIntlOffMainThread('cs') as unknown as FakeWorker;
    expect(FakeWorker.created).toEqual([worker]);
    expect(worker.url).toBe('blob:warm-1');
    expect(worker.posted).toEqual(['cs']);
    expect(worker.terminated).toBe(false);

    // The worker's own code, run here with a worker's globals: it formats in that language and answers.
    const source = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blobs[0]!);
    });
    // A worker's global scope: its `onmessage = …` lands here.
    const scope: { onmessage?: (event: { data: string }) => void } = { onmessage: undefined };
    const answers: unknown[] = [];
    const created: string[] = [];
    const intl = {
      NumberFormat: class extends Intl.NumberFormat {
        constructor(locale: string, options: Intl.NumberFormatOptions) {
          super(locale, options);
          created.push(`NumberFormat ${locale}`);
        }
      },
      DateTimeFormat: class extends Intl.DateTimeFormat {
        constructor(locale: string, options: Intl.DateTimeFormatOptions) {
          super(locale, options);
          created.push(`DateTimeFormat ${locale}`);
        }
      },
    };
    new Function('self', 'postMessage', 'Intl', `with (self) { ${source} }`)(scope, (data: unknown) => answers.push(data), intl);
    scope.onmessage!({ data: 'cs' });
    expect(created).toEqual(['NumberFormat cs', 'DateTimeFormat cs']);
    expect(answers).toEqual(['done']);

    worker.onmessage!();
    expect(worker.terminated).toBe(true);
    expect(revoked).toEqual(['blob:warm-1']);
  });

  it('also cleans up when the worker fails', () => {
    const worker = warmIntlOffMainThread('en') as unknown as FakeWorker;
    worker.onerror!();
    expect(worker.terminated).toBe(true);
    expect(revoked).toEqual(['blob:warm-1']);
  });

  it('does nothing without workers, and survives a policy that refuses blob workers', () => {
    globalThis.Worker = undefined as unknown as typeof Worker;
    expect(warmIntlOffMainThread('cs')).toBeNull();

    globalThis.Worker = class {
      constructor() {
        throw new DOMException('refused', 'SecurityError');
      }
    } as unknown as typeof Worker;
    expect(warmIntlOffMainThread('cs')).toBeNull();
    expect(revoked).toEqual(['blob:warm-1']);
  });
});
