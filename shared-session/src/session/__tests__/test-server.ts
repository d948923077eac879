import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Recorded = { method: string; path: string; search: string; authorization: string | null; headers: IncomingHttpHeaders; body: unknown };
export type Handler = (request: Recorded, response: ServerResponse) => void;

const readBody = (request: IncomingMessage) =>
  new Promise<unknown>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (!text) return resolve(null);
      try {
        resolve(JSON.parse(text));
      } catch {
        resolve(text);
      }
    });
  });

export const sendJson = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

/** A real HTTP server on loopback that records every request and answers through `handler`. */
export async function startTestServer(handler: Handler) {
  const requests: Recorded[] = [];
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const url = new URL(request.url ?? '/', 'http://loopback');
      const recorded: Recorded = {
        method: request.method ?? 'GET',
        path: url.pathname,
        search: url.search,
        authorization: request.headers.authorization ?? null,
        headers: request.headers,
        body,
      };
      requests.push(recorded);
      handler(recorded, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The page's base URL for Node's fetch: a browser resolves the client's same-origin paths
 * (`/api/...`, `/auth/...`) against the page, Node's `Request` does not. Returns the undo.
 */
export function resolvePathsAgainst(base: string): () => void {
  const NodeRequest = globalThis.Request;
  class PageRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' && input.startsWith('/') ? new URL(input, base) : input, init);
    }
  }
  globalThis.Request = PageRequest;
  return () => {
    globalThis.Request = NodeRequest;
  };
}
