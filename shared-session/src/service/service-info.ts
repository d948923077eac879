import { useQuery } from '@tanstack/react-query';
import { API, type ErrorCode, type ServiceInfo, type ServicePhase, type TerminationSchedule } from 'shared-contract';
import { apiGet, unchecked } from '../api-client';
import { apiQueryKey } from '../query-client';

/** The one cache entry of `GET /api/service/info`: the shell and every remote read it (one shared QueryClient). */
export const SERVICE_INFO_QUERY_KEY = apiQueryKey(API.serviceInfo);

/** The phase can change while a page is open (the schedule is data): asked again after 30 s and on tab focus. */
export const SERVICE_INFO_STALE_MS = 30_000;

export const fetchServiceInfo = (): Promise<ServiceInfo> => apiGet(API.serviceInfo, unchecked<ServiceInfo>());

/** `GET /api/service/info`: the phase, the termination schedule and the date switches, by the SERVER's clock. */
export const useServiceInfo = () =>
  useQuery({ queryKey: SERVICE_INFO_QUERY_KEY, queryFn: fetchServiceInfo, staleTime: SERVICE_INFO_STALE_MS, refetchOnWindowFocus: true });

/**
 * The actions the termination phase stops (spec sections 1 and 8) and the catalogue code the api refuses each
 * with while the phase is not `operating`. Browsing, the cabinet, community and support stay open.
 */
export const CLOSED_ACTION_CODES = {
  signUp: 'SERVICE_SIGN_UP_CLOSED',
  ageVerification: 'SERVICE_AGE_VERIFICATION_CLOSED',
  goldPurchase: 'SERVICE_GOLD_PURCHASE_CLOSED',
  purchase: 'SERVICE_PURCHASE_CLOSED',
  marketPurchase: 'SERVICE_MARKET_CLOSED',
  transfer: 'SERVICE_TRANSFER_CLOSED',
  sale: 'SERVICE_SALE_CLOSED',
} as const satisfies Record<string, ErrorCode>;

export type StoppedAction = keyof typeof CLOSED_ACTION_CODES;
export type ClosedActionCode = (typeof CLOSED_ACTION_CODES)[StoppedAction];

/** The catalogue code of a stopped action (its message says the action is no longer available). */
export const closedActionCode = (action: StoppedAction): ClosedActionCode => CLOSED_ACTION_CODES[action];

export type ServicePhaseState = {
  /** The phase the server answered; null until it has (or when it could not be asked). */
  phase: ServicePhase | null;
  /** The termination schedule in force, or null. */
  termination: TerminationSchedule | null;
  /** Terminating or closed: the stopped actions are refused. */
  stopped: boolean;
  isPending: boolean;
};

/**
 * The service phase for a page. Until the server has answered (or when it cannot be reached) nothing is shown as
 * stopped: the page behaves as while operating, and the api, which decides, still refuses with the message.
 */
export function useServicePhase(): ServicePhaseState {
  const { data, isPending } = useServiceInfo();
  const phase = data?.phase ?? null;
  return { phase, termination: data?.termination ?? null, stopped: phase === 'terminating' || phase === 'closed', isPending };
}

/** The code refusing `action` right now (to disable its button and show the message), or null while it is allowed. */
export function useClosedAction(action: StoppedAction): ClosedActionCode | null {
  return useServicePhase().stopped ? closedActionCode(action) : null;
}
