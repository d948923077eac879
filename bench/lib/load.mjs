import autocannon from 'autocannon';

export const LOAD_DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
export const LOAD_CONNECTIONS = 50;
export const LOAD_PATHS = ['/api/main', '/_/live'];

/**
 * (c) autocannon on one path of a running server, or of several (`baseURL` an array: the connections alternate
 * between them): mean req/s and p99 latency.
 */
export async function measureLoad(baseURL, path) {
  const result = await autocannon({
    url: Array.isArray(baseURL) ? baseURL.map((base) => `${base}${path}`) : `${baseURL}${path}`,
    connections: LOAD_CONNECTIONS,
    duration: LOAD_DURATION_S,
    // As a browser asks: the catalog answers go out compressed (each instance keeps them so).
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  return {
    path,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
