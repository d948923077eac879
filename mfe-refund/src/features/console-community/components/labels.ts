import type { TFunction } from 'i18next';
import type { CommunityBan, CommunityTargetType, Language, StaffMemberRef } from 'shared-contract';
import { formatKst } from 'shared-ui';
import { personWithEmail } from '../../../console-kit/utils/staff-ref';

/** "게시글 #12" / "Post #12". */
export const targetLabel = (t: TFunction, targetType: CommunityTargetType, targetId: number) =>
  t('community.target', { type: t(`community.targetTypes.${targetType}`), id: targetId });

/** Until when a ban runs: "2026.05.01 10:00까지" / "Until May 1, 2026, 10:00 AM KST", or "Permanent". */
export const banUntil = (t: TFunction, ban: Pick<CommunityBan, 'endsAt'>, language: Language) =>
  ban.endsAt ? t('community.until', { at: formatKst(ban.endsAt, 'dateMinute', language) }) : t('community.permanent');

/** A member with nickname and e-mail, and their number. */
export const memberLine = (t: TFunction, member: StaffMemberRef) => `${personWithEmail(member)} · ${t('community.memberId', { id: member.id })}`;
