import type { Kysely } from 'kysely';
import {
  preBookClaimEndsAt,
  preBookPhaseAt,
  type PreBookCheck,
  type PreBookClaimResult,
  type PreBookReward,
  type PreBookRewardState,
  type PreBookSettings,
  type PreBookSettingsInput,
  type PreBookStatus,
} from 'shared-contract';
import type { AppContext } from '../../context';
import type { AppUserRow, Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit/audit-repository';
import type { StaffActor } from '../audit/staff-actor';
import { projectsExist } from '../catalog/catalog-repository';
import { grantReward, type RewardGrant } from './event-rewards';
import {
  claimEntry,
  entryCounts,
  entryOf,
  insertEntry,
  loadSettings,
  lockSettings,
  markPreBooked,
  projectOptions,
  recordGrant,
  saveSettings,
  type PreBookEntryRow,
  type PreBookSettingRow,
} from './pre-registration-repository';

/** The source a ticket reward is granted with. */
const TICKET_SOURCE = 'PRE_BOOK';

const rewardOf = (settings: PreBookSettingRow): PreBookReward => ({
  kind: settings.rewardKind,
  project:
    settings.rewardKind === 'KEY' && settings.rewardProjectId !== null
      ? { id: settings.rewardProjectId, title: { ko: settings.rewardProjectTitleKo ?? '', en: settings.rewardProjectTitleEn ?? '' } }
      : null,
});

/** The member's reward at `now`: claimed, or by the claim period of the launch (spec 9: 30 days). */
export function rewardStateOf(entry: PreBookEntryRow | null, launchAt: Date, now: Date): PreBookRewardState {
  if (!entry) return 'NOT_ENTERED';
  if (entry.claimedAt) return 'CLAIMED';
  if (now.getTime() < launchAt.getTime()) return 'WAITING';
  return now.getTime() < preBookClaimEndsAt(launchAt).getTime() ? 'CLAIMABLE' : 'EXPIRED';
}

const rewardNotice = ({ kind, purchaseId }: RewardGrant) =>
  kind === 'KEY'
    ? {
        type: 'ADMIN' as const,
        title: { ko: '사전 예약 보상이 도착했습니다', en: 'Your pre-registration reward has arrived' },
        body: { ko: '사전 예약 보상으로 KEY 1개를 받았습니다. 지금 공개해 보세요.', en: 'You received a KEY as your pre-registration reward. Reveal it now.' },
        linkUrl: `/reveal?purchaseId=${purchaseId ?? ''}`,
      }
    : {
        type: 'ADMIN' as const,
        title: { ko: '사전 예약 보상이 도착했습니다', en: 'Your pre-registration reward has arrived' },
        body: {
          ko: '사전 예약 보상으로 티켓 1장을 받았습니다. 티켓으로 KEY를 뽑아 보세요.',
          en: 'You received a ticket as your pre-registration reward. Use it to draw a KEY.',
        },
        linkUrl: '/ticket',
      };

/**
 * The pre-registration event (issue 13 B): entries in the window before the launch (one per member), the reward
 * claimed once from the launch for PRE_BOOK_CLAIM_DAYS days, and the admin's settings (audited). Times come from the
 * server clock.
 */
export class PreRegistrationService {
  private readonly db: Kysely<Database>;

  constructor(private readonly context: AppContext) {
    this.db = context.database.db;
  }

  /** Whether the menus offer the event: before the launch by the server clock. */
  async menuShown(now: Date): Promise<boolean> {
    const settings = await loadSettings(this.db);
    return now.getTime() < settings.launchAt.getTime();
  }

  async status(): Promise<PreBookStatus> {
    const now = this.context.clock.now();
    const [settings, counts] = await Promise.all([loadSettings(this.db), entryCounts(this.db)]);
    const claimEndsAt = preBookClaimEndsAt(settings.launchAt);
    return {
      now: now.toISOString(),
      phase: preBookPhaseAt(settings, now),
      opensAt: settings.opensAt.toISOString(),
      launchAt: settings.launchAt.toISOString(),
      claimEndsAt: claimEndsAt.toISOString(),
      claimOpen: now >= settings.launchAt && now < claimEndsAt,
      menuShown: now < settings.launchAt,
      reward: rewardOf(settings),
      entrants: counts.entrants,
    };
  }

  async check(userId: number): Promise<PreBookCheck> {
    const now = this.context.clock.now();
    const [settings, entry] = await Promise.all([loadSettings(this.db), entryOf(this.db, userId)]);
    return this.checkOf(entry, settings, now);
  }

  private checkOf(entry: PreBookEntryRow | null, settings: PreBookSettingRow, now: Date): PreBookCheck {
    return {
      entered: entry !== null,
      enteredAt: entry ? entry.enteredAt.toISOString() : null,
      rewardState: rewardStateOf(entry, settings.launchAt, now),
      claimedAt: entry?.claimedAt ? entry.claimedAt.toISOString() : null,
      claimEndsAt: preBookClaimEndsAt(settings.launchAt).toISOString(),
      grant: entry?.claimedAt && entry.rewardKind ? { kind: entry.rewardKind, purchaseId: entry.purchaseId, ticketId: entry.ticketId } : null,
    };
  }

  /** Enters the member, once (PRE_BOOK_ALREADY_ENTERED after), inside the window; sets `isPreBook`. */
  async enter(user: AppUserRow): Promise<PreBookCheck> {
    return this.db.transaction().execute(async (trx) => {
      const now = this.context.clock.now();
      const settings = await loadSettings(trx);
      const phase = preBookPhaseAt(settings, now);
      if (phase === 'UPCOMING') throw new AppError('PRE_BOOK_NOT_STARTED');
      if (phase === 'CLOSED') throw new AppError('PRE_BOOK_CLOSED');
      const entry = await insertEntry(trx, user.id, now);
      if (!entry) throw new AppError('PRE_BOOK_ALREADY_ENTERED');
      await markPreBooked(trx, user.id);
      return this.checkOf(entry, settings, now);
    });
  }

  /**
   * Claims the reward in one transaction with its grant: a KEY drawn from the reward project (a REWARD purchase
   * of price 0, waiting on /reveal like any drawn KEY) or a ticket, and the notification. Once: a
   * concurrent claim finds the entry claimed (PRE_BOOK_ALREADY_CLAIMED); a failed grant claims nothing.
   */
  async claim(user: AppUserRow): Promise<PreBookClaimResult> {
    const result = await this.db.transaction().execute(async (trx) => {
      const now = this.context.clock.now();
      const settings = await loadSettings(trx);
      const entry = await entryOf(trx, user.id);
      const state = rewardStateOf(entry, settings.launchAt, now);
      if (state === 'NOT_ENTERED') throw new AppError('PRE_BOOK_NOT_ENTERED');
      if (state === 'CLAIMED') throw new AppError('PRE_BOOK_ALREADY_CLAIMED');
      if (state === 'WAITING') throw new AppError('PRE_BOOK_CLAIM_NOT_OPEN', undefined, { launchAt: settings.launchAt.toISOString() });
      if (state === 'EXPIRED') throw new AppError('PRE_BOOK_CLAIM_EXPIRED', undefined, { claimEndsAt: preBookClaimEndsAt(settings.launchAt).toISOString() });

      const kind = settings.rewardKind;
      const entryId = await claimEntry(trx, user.id, kind, now);
      if (entryId === null) throw new AppError('PRE_BOOK_ALREADY_CLAIMED');
      const grant = await grantReward(trx, {
        user,
        kind,
        projectId: settings.rewardProjectId,
        reference: `pre-book:${entryId}`,
        ticketSource: TICKET_SOURCE,
        notice: rewardNotice,
        unavailable: 'PRE_BOOK_REWARD_UNAVAILABLE',
        now,
      });
      await recordGrant(trx, entryId, { purchaseId: grant.purchaseId, ticketId: grant.ticketId });
      return { kind, purchaseId: grant.purchaseId, ticketId: grant.ticketId, claimedAt: now.toISOString() };
    });
    return result;
  }

  async settings(): Promise<PreBookSettings> {
    const [settings, counts, projects] = await Promise.all([loadSettings(this.db), entryCounts(this.db), projectOptions(this.db)]);
    return {
      opensAt: settings.opensAt.toISOString(),
      launchAt: settings.launchAt.toISOString(),
      claimEndsAt: preBookClaimEndsAt(settings.launchAt).toISOString(),
      reward: rewardOf(settings),
      entrants: counts.entrants,
      claimed: counts.claimed,
      updatedAt: settings.updatedAt ? settings.updatedAt.toISOString() : null,
      updatedBy: settings.updatedById === null ? null : { id: settings.updatedById, email: settings.updatedByEmail, nickname: settings.updatedByNickname },
      projects,
    };
  }

  /** An admin's change of the window, the launch and the reward, audited in the same transaction. */
  async updateSettings(actor: StaffActor, input: PreBookSettingsInput): Promise<PreBookSettings> {
    const opensAt = new Date(input.opensAt);
    const launchAt = new Date(input.launchAt);
    const rewardProjectId = input.rewardKind === 'KEY' ? input.rewardProjectId : null;
    await this.db.transaction().execute(async (trx) => {
      const now = this.context.clock.now();
      const before = await lockSettings(trx);
      if (!(await projectsExist(trx, [rewardProjectId]))) throw new AppError('PROJECT_NOT_FOUND');
      await saveSettings(trx, { opensAt, launchAt, rewardKind: input.rewardKind, rewardProjectId, updatedBy: actor.actorId, updatedAt: now });
      await recordAudit(trx, {
        actorId: actor.actorId,
        action: 'PRE_BOOK_SETTINGS',
        targetType: 'pre_book',
        targetId: 1,
        details: {
          previous: {
            opensAt: new Date(before.opens_at).toISOString(),
            launchAt: new Date(before.launch_at).toISOString(),
            rewardKind: before.reward_kind,
            rewardProjectId: before.reward_project_id,
          },
          next: { opensAt: opensAt.toISOString(), launchAt: launchAt.toISOString(), rewardKind: input.rewardKind, rewardProjectId },
        },
        ip: actor.ip,
        at: now,
      });
    });
    return this.settings();
  }
}
