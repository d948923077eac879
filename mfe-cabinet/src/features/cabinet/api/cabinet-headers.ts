import { CABINET_TOKEN_HEADER } from 'shared-contract';

/** Request options carrying the cabinet unlock token. */
export const withCabinetToken = (token: string) => ({ headers: { [CABINET_TOKEN_HEADER]: token } });

/** Every cabinet query of a member starts with this key (so one invalidation refreshes them). */
export const cabinetQueryRoot = (userId: number | null) => ['cabinet', userId] as const;
