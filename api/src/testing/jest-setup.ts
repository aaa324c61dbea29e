// Starting PGlite (WASM) and migrating takes a few seconds on a busy machine.
jest.setTimeout(30_000);
