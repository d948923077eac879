import { MEMBER_STATUS } from 'shared-contract';
import type { AppUserRow } from '../db/schema';
import { findOrCreateMember, freeDefaultNickname } from '../modules/members/member-repository';
import { hashCabinetPassword } from '../modules/members/sign-up-routes';
import type { IssuedTokens } from '../modules/tokens/token-service';
import type { TestApp } from './test-app';

export interface TestMember {
  user: AppUserRow;
  tokens: IssuedTokens;
  /** `{ authorization: 'Bearer …' }` for `app.inject`. */
  auth: Record<string, string>;
}

export const TEST_CABINET_PASSWORD = '123456';

/**
 * A member as the first sign-in makes them (status 0), or, with `signedUp`, after the sign-up
 * (active, default nickname, cabinet password TEST_CABINET_PASSWORD). Tokens are real ones.
 */
export async function createTestMember(
  t: TestApp,
  email: string,
  { signedUp = true, role = 'member' }: { signedUp?: boolean; role?: 'member' | 'support' | 'admin' } = {},
): Promise<TestMember> {
  const { db } = t.database;
  let user = await findOrCreateMember(db, { provider: 'local', snsId: `local:${email}`, email, name: email.split('@')[0] ?? email });
  if (signedUp || role !== 'member') {
    user = await db
      .updateTable('app_user')
      .set({
        status: signedUp ? MEMBER_STATUS.active : user.status,
        role,
        nickname: signedUp ? (user.nickname ?? (await freeDefaultNickname(db))) : user.nickname,
        cabinet_password_hash: signedUp ? await hashCabinetPassword(TEST_CABINET_PASSWORD) : null,
        consents_at: signedUp ? t.clock.now() : null,
        signed_up_at: signedUp ? t.clock.now() : null,
      })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  const tokens = await t.tokens.issueFamily(user.id);
  return { user, tokens, auth: { authorization: `Bearer ${tokens.accessToken}` } };
}
