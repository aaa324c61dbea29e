// jsdom without the fetch API Node has: react-router's data router builds a `Request`
// for every navigation that runs loaders, so hand Node's own classes to the sandbox.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['Request', 'Response', 'Headers', 'FormData', 'ReadableStream', 'AbortSignal', 'AbortController']) {
      if (typeof this.global[name] === 'undefined' && typeof globalThis[name] !== 'undefined') this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetch;
