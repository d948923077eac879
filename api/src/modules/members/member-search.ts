import type { Kysely } from 'kysely';
import { NICKNAME_SEARCH_LIMIT, type NicknameSearch } from 'shared-contract';
import type { Database } from '../../db/schema';
import { activeMembersByNicknamePrefix } from './member-repository';

/** Active members by nickname (suspended, deactivated and signing-up members are never found): public fields only. */
export async function searchMembersByNickname(db: Kysely<Database>, nickname: string): Promise<NicknameSearch> {
  return { items: await activeMembersByNicknamePrefix(db, nickname, NICKNAME_SEARCH_LIMIT) };
}
