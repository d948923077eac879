import { reportRemoteLoad } from '../report-remote-load';

test('sends the remote, its version and the outcome as a JSON beacon to the api', async () => {
  const sendBeacon = jest.fn((_url: string, _body?: BodyInit | null) => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  try {
    reportRemoteLoad('market', '2.0.0+abc', 'failed');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe('/api/remotes/loads');
    expect(body).toBeInstanceOf(Blob);
    expect((body as Blob).type).toBe('application/json');
    expect(JSON.parse(await (body as Blob).text())).toEqual({ remote: 'market', version: '2.0.0+abc', outcome: 'failed' });
  } finally {
    Reflect.deleteProperty(navigator, 'sendBeacon');
  }
});

test('a browser without beacons sends nothing and does not throw', () => {
  expect('sendBeacon' in navigator).toBe(false);
  expect(() => reportRemoteLoad('market', '2.0.0', 'loaded')).not.toThrow();
});
