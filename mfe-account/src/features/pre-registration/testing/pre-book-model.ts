import {
  EVENT_API,
  preBookCheckSchema,
  preBookClaimEndsAt,
  preBookClaimResultSchema,
  preBookPhaseAt,
  preBookStatusSchema,
  type PreBookCheck,
  type PreBookGrant,
  type PreBookReward,
  type PreBookStatus,
} from 'shared-contract';
import { refusal, type ApiCall } from 'shared-ui/src/testing/contract-api';
import { ApiModel } from '../../../testing/api-model';

/**
 * The pre-registration api behind the msw contract layer, with the api's rules (window, one entry, a claim once from
 * the launch for 30 days, the member's routes need the bearer token) over an in-memory state.
 */
export class PreBookModel extends ApiModel {
  now = new Date('2023-06-15T03:00:00.000Z');
  opensAt = '2023-05-31T15:00:00.000Z';
  launchAt = '2023-06-27T15:00:00.000Z';
  reward: PreBookReward = { kind: 'TICKET', project: null };
  entrants = 41;
  entry: { enteredAt: string; claimedAt: string | null; grant: PreBookGrant | null } | null = null;

  reset() {
    const fresh = new PreBookModel();
    this.now = fresh.now;
    this.opensAt = fresh.opensAt;
    this.launchAt = fresh.launchAt;
    this.reward = fresh.reward;
    this.entrants = fresh.entrants;
    this.entry = null;
    this.failNext = {};
  }

  status(): PreBookStatus {
    const claimEndsAt = preBookClaimEndsAt(this.launchAt);
    return {
      now: this.now.toISOString(),
      phase: preBookPhaseAt(this, this.now),
      opensAt: this.opensAt,
      launchAt: this.launchAt,
      claimEndsAt: claimEndsAt.toISOString(),
      claimOpen: this.now >= new Date(this.launchAt) && this.now < claimEndsAt,
      menuShown: this.now < new Date(this.launchAt),
      reward: this.reward,
      entrants: this.entrants,
    };
  }

  check(): PreBookCheck {
    const claimEndsAt = preBookClaimEndsAt(this.launchAt);
    const entry = this.entry;
    let rewardState: PreBookCheck['rewardState'] = 'NOT_ENTERED';
    if (entry?.claimedAt) rewardState = 'CLAIMED';
    else if (entry) rewardState = this.now < new Date(this.launchAt) ? 'WAITING' : this.now < claimEndsAt ? 'CLAIMABLE' : 'EXPIRED';
    return {
      entered: entry !== null,
      enteredAt: entry?.enteredAt ?? null,
      rewardState,
      claimedAt: entry?.claimedAt ?? null,
      claimEndsAt: claimEndsAt.toISOString(),
      grant: entry?.grant ?? null,
    };
  }

  handlers() {
    const member = (call: ApiCall) => {
      if (call.headers.authorization === undefined) throw refusal('LOGIN_NEEDED');
    };
    return [
      this.route({ method: 'get', path: EVENT_API.preBook, response: preBookStatusSchema, reply: () => this.status() }),
      this.route({
        method: 'get',
        path: EVENT_API.userCheckPreBook,
        response: preBookCheckSchema,
        reply: (call) => {
          member(call);
          return this.check();
        },
      }),
      this.route({
        method: 'post',
        path: EVENT_API.userPreBook,
        response: preBookCheckSchema,
        reply: (call) => {
          member(call);
          const phase = preBookPhaseAt(this, this.now);
          if (phase === 'UPCOMING') throw refusal('PRE_BOOK_NOT_STARTED');
          if (phase === 'CLOSED') throw refusal('PRE_BOOK_CLOSED');
          if (this.entry) throw refusal('PRE_BOOK_ALREADY_ENTERED');
          this.entry = { enteredAt: this.now.toISOString(), claimedAt: null, grant: null };
          this.entrants += 1;
          return this.check();
        },
      }),
      this.route({
        method: 'post',
        path: EVENT_API.userPreBookClaim,
        response: preBookClaimResultSchema,
        reply: (call) => {
          member(call);
          const entry = this.entry;
          const state = this.check().rewardState;
          if (!entry || state === 'NOT_ENTERED') throw refusal('PRE_BOOK_NOT_ENTERED');
          if (state === 'CLAIMED') throw refusal('PRE_BOOK_ALREADY_CLAIMED');
          if (state === 'WAITING') throw refusal('PRE_BOOK_CLAIM_NOT_OPEN');
          if (state === 'EXPIRED') throw refusal('PRE_BOOK_CLAIM_EXPIRED');
          const grant: PreBookGrant =
            this.reward.kind === 'KEY' ? { kind: 'KEY', purchaseId: 77, ticketId: null } : { kind: 'TICKET', purchaseId: null, ticketId: 9 };
          this.entry = { ...entry, claimedAt: this.now.toISOString(), grant };
          return { ...grant, claimedAt: this.now.toISOString() };
        },
      }),
    ];
  }
}

export const eventsApi = new PreBookModel();
