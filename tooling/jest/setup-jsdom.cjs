// jsdom lacks these; react-router 7 and ky need them at import time.
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent() {
      return false;
    },
  });
}
// findBy*/waitFor wait for a condition; on a loaded 2-core CI machine a first render can take longer than the
// 1 s default, so they wait up to 5 s (they still return as soon as the condition holds).
if (typeof window !== 'undefined') require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
