// jsdom test environment plus the WHATWG fetch classes of Node, which RTK Query's fetchBaseQuery
// needs (jsdom has none). Tests still stub `fetch` itself: nothing reaches the network.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const key of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'AbortController',
      'AbortSignal',
      'ReadableStream',
      'TextEncoder',
      'TextDecoder',
      'structuredClone',
    ]) {
      if (typeof globalThis[key] !== 'undefined') this.global[key] = globalThis[key];
    }
  }
}

module.exports = JsdomWithFetch;
