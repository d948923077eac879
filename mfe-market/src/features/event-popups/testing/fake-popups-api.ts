import i18next from 'i18next';
import { activePopupsSchema, errorMessage, ERRORS, pickLanguage, popupClaimSchema, POPUP_API, type ErrorCode, type Popup } from 'shared-contract';
import { ApiError } from 'shared-session';

/** A refusal as the api sends it: the catalogue code, its status and the message in the page's language. */
export const refusal = (code: ErrorCode) => new ApiError(code, ERRORS[code].status, errorMessage(code, pickLanguage(i18next.language)));

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
 * The popups api behind apiGet / apiSend with the api's rules (a reward once per member, members only, only a popup
 * with a reward) over an in-memory state; every answer is parsed with the contract schema the caller passes. Every
 * request is recorded as `METHOD path`.
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

  private answer(method: string, path: string) {
    if (method === 'GET' && path === POPUP_API.active) {
      if (this.down) throw refusal(this.down);
      return { today: this.today, items: this.popups.map((popup) => ({ ...popup, claimed: this.signedIn && this.claimed.has(popup.id) })) };
    }
    const claim = /^\/api\/event\/popup\/provided\/(\d+)$/.exec(path);
    if (method === 'POST' && claim) {
      if (!this.signedIn) throw refusal('LOGIN_NEEDED');
      const popup = this.popups.find((one) => one.id === Number(claim[1]));
      if (!popup) throw refusal('POPUP_NOT_FOUND');
      if (popup.reward.kind === 'NONE') throw refusal('POPUP_NO_REWARD');
      if (this.claimed.has(popup.id)) throw refusal('POPUP_ALREADY_CLAIMED');
      this.claimed.add(popup.id);
      const key = popup.reward.kind === 'KEY';
      return { popupId: popup.id, kind: popup.reward.kind, purchaseId: key ? this.nextPurchaseId++ : null, ticketId: key ? null : 31, claimedAt: '2026-04-10T03:00:00.000Z' };
    }
    throw refusal('ROUTE_NOT_FOUND');
  }

  /** Answers as the api would: validated by the contract's schema of the call, whatever parser the client passes. */
  async get(path: string) {
    this.calls.push(`GET ${path}`);
    return activePopupsSchema.parse(this.answer('GET', path));
  }

  async send(method: string, path: string) {
    this.calls.push(`${method.toUpperCase()} ${path}`);
    return popupClaimSchema.parse(this.answer(method.toUpperCase(), path));
  }
}

export const popupsApi = new FakePopupsApi();
