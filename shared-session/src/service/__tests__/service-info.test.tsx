import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ERRORS, errorStatus, type ServicePhase } from 'shared-contract';
import { serviceInfoFixture } from '../../testing/service-info';
import { CLOSED_ACTION_CODES, closedActionCode, SERVICE_INFO_QUERY_KEY, useClosedAction, useServicePhase } from '../service-info';

const wrapperWith = (phase: ServicePhase | null) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (phase) queryClient.setQueryData(SERVICE_INFO_QUERY_KEY, serviceInfoFixture(phase));
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
};

test('each stopped action of spec sections 1 and 8 maps to its own refusing catalogue code', () => {
  expect(CLOSED_ACTION_CODES).toEqual({
    signUp: 'SERVICE_SIGN_UP_CLOSED',
    ageVerification: 'SERVICE_AGE_VERIFICATION_CLOSED',
    goldPurchase: 'SERVICE_GOLD_PURCHASE_CLOSED',
    purchase: 'SERVICE_PURCHASE_CLOSED',
    marketPurchase: 'SERVICE_MARKET_CLOSED',
    transfer: 'SERVICE_TRANSFER_CLOSED',
    sale: 'SERVICE_SALE_CLOSED',
  });
  for (const action of Object.keys(CLOSED_ACTION_CODES) as Array<keyof typeof CLOSED_ACTION_CODES>) {
    const code = closedActionCode(action);
    expect(ERRORS[code].ko).toBeTruthy();
    expect(ERRORS[code].en).toMatch(/no longer available/);
    expect(errorStatus(code)).toBe(403);
  }
});

test.each([
  ['operating', false, null],
  ['terminating', true, 'SERVICE_TRANSFER_CLOSED'],
  ['closed', true, 'SERVICE_TRANSFER_CLOSED'],
] as const)('%s: stopped %s, transfer refused with %s', (phase, stopped, code) => {
  const wrapper = wrapperWith(phase);
  expect(renderHook(() => useServicePhase(), { wrapper }).result.current).toMatchObject({ phase, stopped, isPending: false });
  expect(renderHook(() => useServicePhase(), { wrapper }).result.current.termination?.deadline ?? null).toBe(
    phase === 'operating' ? null : '2025-06-15T15:00:00.000Z',
  );
  expect(renderHook(() => useClosedAction('transfer'), { wrapper }).result.current).toBe(code);
});

test('until the server has answered (or when it cannot be reached) nothing is shown stopped', async () => {
  const { result } = renderHook(() => useServicePhase(), { wrapper: wrapperWith(null) });
  expect(result.current).toMatchObject({ phase: null, stopped: false });
  // No fetch in this jsdom: the request fails, and the page still behaves as while operating (the api decides).
  await waitFor(() => expect(result.current.isPending).toBe(false));
  expect(result.current.stopped).toBe(false);
});
