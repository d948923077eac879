// jsdom (document, window, storage events, React) plus Node's own fetch, so the session client
// talks to a real local HTTP server in these tests. Test-only: the app runs in a browser.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'BroadcastChannel']) {
      this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
