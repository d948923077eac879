import type { Kysely } from 'kysely';
import type { ErrorCode, LocalizedText } from 'shared-contract';
import type { AppUserRow, Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { notify, type NotificationContent } from '../notifications/notify';
import { drawKeys } from '../purchase/key-draw';
import { insertRewardPurchase, recordArrivals, recordDrawActivity } from '../purchase/purchase-records-repository';
import { insertTicket } from '../tickets/ticket-repository';

type DB = Kysely<Database>;

export interface RewardGrant {
  kind: 'KEY' | 'TICKET';
  /** The REWARD purchase of a KEY, revealed on `/reveal?purchaseId=`. */
  purchaseId: number | null;
  ticketId: number | null;
}

export interface RewardOrder {
  user: Pick<AppUserRow, 'id' | 'nickname'>;
  kind: 'KEY' | 'TICKET';
  /** The project a KEY is drawn from. */
  projectId: number | null;
  /** What the reward is for, kept on the REWARD purchase (`popup:3`, `lottery:7`, `pre-book:12`). */
  reference: string;
  /** The source a ticket is granted with (`POPUP`, `LOTTERY`, `PRE_BOOK`). */
  ticketSource: string;
  /** What the member is told once the reward is theirs. */
  notice: (grant: RewardGrant) => NotificationContent;
  /** The refusal when no KEY can be drawn (default EVENT_REWARD_UNAVAILABLE). */
  unavailable?: ErrorCode;
  now: Date;
}

/** The usual notice of an event reward, saying what it is for ("the event “Launch”"). */
export const eventRewardNotice =
  (reason: LocalizedText) =>
  (grant: RewardGrant): NotificationContent =>
    grant.kind === 'KEY'
      ? {
          type: 'ADMIN',
          title: { ko: '이벤트 보상 KEY 도착', en: 'Your event reward KEY is here' },
          body: { ko: `${reason.ko} 보상으로 KEY를 드렸습니다. 지금 공개해 보세요.`, en: `You received a KEY for ${reason.en}. Reveal it now.` },
          linkUrl: `/reveal?purchaseId=${grant.purchaseId}`,
        }
      : {
          type: 'ADMIN',
          title: { ko: '이벤트 보상 티켓 도착', en: 'Your event reward ticket is here' },
          body: {
            ko: `${reason.ko} 보상으로 티켓을 드렸습니다. 티켓으로 KEY를 뽑아 보세요.`,
            en: `You received a ticket for ${reason.en}. Use it to draw a KEY.`,
          },
          linkUrl: '/ticket',
        };

/**
 * Gives an event reward inside the caller's transaction: a KEY drawn from the project's released supply as a REWARD
 * purchase of price 0 (it waits on /reveal like any drawn KEY), or a ticket; then tells the member. No KEY left: the
 * order's `unavailable` refusal (the caller's transaction rolls back). The caller invalidates the catalog cache after
 * a KEY.
 */
export async function grantReward(trx: DB, order: RewardOrder): Promise<RewardGrant> {
  const grant: RewardGrant =
    order.kind === 'KEY'
      ? { kind: 'KEY', purchaseId: await grantKey(trx, order), ticketId: null }
      : { kind: 'TICKET', purchaseId: null, ticketId: await grantTicket(trx, order) };
  await notify(trx, order.user.id, order.notice(grant), order.now);
  return grant;
}

async function grantKey(trx: DB, { user, projectId, reference, unavailable = 'EVENT_REWARD_UNAVAILABLE', now }: RewardOrder): Promise<number> {
  if (projectId === null) throw new AppError(unavailable);
  let drawn;
  try {
    drawn = await drawKeys(trx, { projectId, quantity: 1, ownerId: user.id, now });
  } catch (error) {
    if (error instanceof AppError && error.code === 'INSUFFICIENT_KEYS') throw new AppError(unavailable);
    throw error;
  }
  const purchaseId = await insertRewardPurchase(trx, { userId: user.id, projectId, reference, now });
  await recordArrivals(trx, { purchaseId, keys: drawn, ownerId: user.id, kind: 'GRANT', now });
  await recordDrawActivity(trx, { keys: drawn, nickname: user.nickname, priceGold: null, now });
  return purchaseId;
}

async function grantTicket(trx: DB, { user, ticketSource, now }: RewardOrder): Promise<number> {
  return insertTicket(trx, { user_id: user.id, granted_at: now, source: ticketSource });
}
