import { activePopupsSchema, popupClaimSchema, POPUP_API, type ErrorCode, type Popup } from 'shared-contract';
import { contractHandler, refusal } from 'shared-ui/src/testing/contract-api';

export const popupFixture = (id: number, overrides: Partial<Popup> = {}): Popup => ({
  id,
  title: { ko: `이벤트 ${id}`, en: `Event ${id}` },
  body: { ko: `이벤트 ${id} 안내`, en: `About event ${id}` },
  imageUrl: `/api/event/popup/image/00000000-0000-4000-8000-00000000000${id}.png`,
  linkUrl: null,
  reward: { kind: 'NONE', project: null },
  claimed: false,
  endsAt: '2026-04-30T15:00:00.000Z',
  ...overrides,
});

/**
 * The popups api with the api's rules (a reward once per member, members only, only a popup with a reward) over an
 * in-memory state, as contract routes for the test network (`testApi.reset(...popupsApi.routes())`). Every request
 * is recorded as `METHOD path`.
 */
export class FakePopupsApi {
  today = '2026-04-10';
  signedIn = true;
  popups: Popup[] = [];
  /** Popup ids the member has claimed. */
  claimed = new Set<number>();
  /** GET answers this failure (e.g. the api is down). */
  down: ErrorCode | null = null;
  nextPurchaseId = 700;
  calls: string[] = [];

  reset() {
    Object.assign(this, new FakePopupsApi());
  }

  routes() {
    return [
      contractHandler({
        method: 'get',
        path: POPUP_API.active,
        response: activePopupsSchema,
        reply: ({ path }) => {
          this.calls.push(`GET ${path}`);
          if (this.down) throw refusal(this.down);
          return { today: this.today, items: this.popups.map((popup) => ({ ...popup, claimed: this.signedIn && this.claimed.has(popup.id) })) };
        },
      }),
      contractHandler({
        method: 'post',
        path: POPUP_API.provided(':popupId'),
        response: popupClaimSchema,
        reply: ({ path, params }) => {
          this.calls.push(`POST ${path}`);
          if (!this.signedIn) throw refusal('LOGIN_NEEDED');
          const popup = this.popups.find((one) => one.id === Number(params.popupId));
          if (!popup) throw refusal('POPUP_NOT_FOUND');
          if (popup.reward.kind === 'NONE') throw refusal('POPUP_NO_REWARD');
          if (this.claimed.has(popup.id)) throw refusal('POPUP_ALREADY_CLAIMED');
          this.claimed.add(popup.id);
          const key = popup.reward.kind === 'KEY';
          return {
            popupId: popup.id,
            kind: popup.reward.kind,
            purchaseId: key ? this.nextPurchaseId++ : null,
            ticketId: key ? null : 31,
            claimedAt: '2026-04-10T03:00:00.000Z',
          };
        },
      }),
    ];
  }
}

export const popupsApi = new FakePopupsApi();
