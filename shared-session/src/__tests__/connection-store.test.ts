import { ApiError } from '../api-client';
import { useConnectionStore } from '../connection-store';
import { createQueryClient } from '../query-client';

const unreachable = () => Promise.reject(new ApiError('CONNECTION_FAILED', 0, 'Connection failed. Going to the main page.'));

describe('connection lost (spec section 8 "Connection fail, go to main")', () => {
  beforeEach(() => useConnectionStore.setState({ lost: false, lostAt: 0 }));

  test('a read with nothing to show that cannot reach the api marks the connection lost; the next answer clears it', async () => {
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['page'], queryFn: unreachable, retry: false }).catch(() => undefined);
    expect(useConnectionStore.getState().lost).toBe(true);
    await client.fetchQuery({ queryKey: ['other'], queryFn: () => Promise.resolve('answer') });
    expect(useConnectionStore.getState().lost).toBe(false);
  });

  test('a failed refresh of data already on screen, or another error, does not', async () => {
    const client = createQueryClient();
    client.setQueryData(['shown'], 'kept');
    await client.fetchQuery({ queryKey: ['shown'], queryFn: unreachable, retry: false, staleTime: 0 }).catch(() => undefined);
    await client
      .fetchQuery({ queryKey: ['refused'], queryFn: () => Promise.reject(new ApiError('NOT_FOUND', 404, 'Not found.')), retry: false })
      .catch(() => undefined);
    expect(useConnectionStore.getState().lost).toBe(false);
  });
});
