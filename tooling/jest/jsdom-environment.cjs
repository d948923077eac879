// The browser packages' test environment: jsdom with Node's own fetch, streams and encoders, so msw can answer the
// real api client. It gives jsdom the globals jest-fixed-jsdom (msw's documented Jest environment) gives, with two
// differences the pages need: `new FormData(form)` still reads a form (React's form actions do), and `File` is Node's,
// so a file a test picks can go into the FormData an upload sends.
const JSDOMEnvironment = require('jest-environment-jsdom').default;

class JSDOMEnvironmentWithFetch extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context);
    // Node's resolution of package exports, not the browser's: msw/node has no browser build.
    this.customExportConditions = [''];

    const FormDataOfForms = formDataReading(this.global.FormData);
    Object.assign(this.global, {
      TextDecoder,
      TextEncoder,
      TextDecoderStream,
      TextEncoderStream,
      ReadableStream,
      TransformStream,
      WritableStream,
      Blob,
      File,
      Headers,
      FormData: FormDataOfForms,
      Request,
      Response,
      fetch,
      AbortController,
      AbortSignal,
      structuredClone,
      URL,
      URLSearchParams,
      BroadcastChannel,
    });
    // Node's Request resolves a relative URL (ky's `/api/...`) against undici's global origin, as a browser does
    // against the page: give it the page's address.
    globalThis[Symbol.for('undici.globalOrigin.1')] = new URL(this.global.location.href);
  }
}

/** Node's FormData that, like the browser's, can be built from a form element (through jsdom's own FormData). */
function formDataReading(JsdomFormData) {
  return class FormDataOfForms extends FormData {
    constructor(form, submitter) {
      super();
      if (form === undefined) return;
      for (const [name, value] of new JsdomFormData(form, submitter)) this.append(name, value);
    }
  };
}

module.exports = JSDOMEnvironmentWithFetch;
