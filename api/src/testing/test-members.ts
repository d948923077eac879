import { MEMBER_STATUS, type Role } from 'shared-contract';
import type { AppUserRow } from '../db/schema';
import { findOrCreateMember, withDefaultNickname } from '../modules/members/member-repository';
import { hashCabinetPassword } from '../modules/members/member-service';
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
  { signedUp = true, role = 'member' }: { signedUp?: boolean; role?: Role } = {},
): Promise<TestMember> {
  const { db } = t.database;
  let user = await findOrCreateMember(db, { provider: 'local', snsId: `local:${email}`, email, name: email.split('@')[0] ?? email });
  if (signedUp || role !== 'member') {
    const passwordHash = signedUp ? await hashCabinetPassword(TEST_CABINET_PASSWORD) : null;
    const existing = user;
    const write = (nickname: string | null) =>
      db
        .updateTable('app_user')
        .set({
          status: signedUp ? MEMBER_STATUS.active : existing.status,
          role,
          nickname,
          cabinet_password_hash: passwordHash,
          consents_at: signedUp ? t.clock.now() : null,
          signed_up_at: signedUp ? t.clock.now() : null,
        })
        .where('id', '=', existing.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    // Only a member signing up without a nickname gets a free default one (and its race with other sign-ups).
    user = signedUp && existing.nickname === null ? await withDefaultNickname(db, write) : await write(existing.nickname);
  }
  const tokens = await t.tokens.issueFamily(user.id);
  return { user, tokens, auth: { authorization: `Bearer ${tokens.accessToken}` } };
}
