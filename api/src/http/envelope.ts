import type { SuccessEnvelope } from 'shared-contract';

export const ok = <T>(data: T): SuccessEnvelope<T> => ({ result: 'SUCCESS', data });
