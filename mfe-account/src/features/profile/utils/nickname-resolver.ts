import type { FieldErrors, Resolver } from 'react-hook-form';
import { nicknameSchema } from 'shared-contract';

export type NicknameForm = { nickname: string };

/** react-hook-form resolver on the shared `nicknameSchema` (the api's rules): the error message is the catalogue code. */
export const nicknameResolver: Resolver<NicknameForm> = (values) => {
  const result = nicknameSchema.safeParse(values.nickname);
  if (result.success) return { values: { nickname: result.data }, errors: {} };
  const issue = result.error.issues[0];
  const errors: FieldErrors<NicknameForm> = { nickname: { type: issue?.code ?? 'custom', message: issue?.message ?? 'VALIDATION_FAILED' } };
  const none: Record<string, never> = {};
  return { values: none, errors };
};
