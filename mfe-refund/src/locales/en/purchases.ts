import type { purchasesTextKo } from '../ko/purchases';

/** The console's purchases section (issue 13 A): find a member's purchases and cancel one (en). */
export const purchasesTextEn: Omit<typeof purchasesTextKo, 'caption_other' | 'quantity_other' | 'dialog'> & {
  caption_one: string;
  caption_other: string;
  quantity_one: string;
  quantity_other: string;
  dialog: Omit<(typeof purchasesTextKo)['dialog'], 'supply_other'> & { supply_one: string; supply_other: string };
} = {
  title: 'Purchases',
  intro:
    'Find a member’s purchases and cancel one paid with Gold or by card while all its KEYs are unrevealed and have not moved. The Gold or card payment is returned and the KEYs go back to supply.',
  search: {
    label: 'Find purchases',
    by: 'Search by',
    byOptions: { member: 'Member', purchase: 'Purchase no.' },
    q: 'Search for',
    hint: { member: 'E-mail, nickname or member no. (e.g. kim@example.com, kimchi, 42)', purchase: 'The purchase number (e.g. 1234)' },
    submit: 'Search',
    prompt: 'Find purchases by member or by purchase number.',
  },
  member: '{{name}} · member no. {{id}}',
  empty: 'This member has no purchases.',
  caption_one: '{{count}} purchase (newest first)',
  caption_other: '{{count}} purchases (newest first)',
  pages: 'Purchase pages',
  loading: 'Loading the purchases.',
  purchase: 'Purchase #{{id}}',
  facts: {
    project: 'Project',
    at: 'Bought (KST)',
    paid: 'Paid',
    quantity: 'Quantity',
    status: 'Status',
    coupon: 'Discount coupon',
    keys: 'KEYs',
  },
  quantity_one: '{{count}} KEY',
  quantity_other: '{{count}} KEYs',
  paid: {
    GOLD: '{{gold}} Gold',
    CARD: 'Card {{usd}}',
    CARD_PART: 'Card {{usd}} (part of a {{payment}} cart payment)',
    COUPON: 'Free coupon draw',
    REWARD: 'Reward (KEY of the Month)',
  },
  statuses: { PAID: 'Paid', REFUNDED: 'Termination refund', CANCELLED: 'Cancelled' },
  keyStates: {
    UNREVEALED: 'Unrevealed',
    REVEALED: 'Revealed',
    MOVED: 'Moved',
    LISTED: 'Listed',
    IN_TRANSFER: 'Being transferred',
    RETURNED: 'Back in supply',
  },
  keyLine: '{{name}} #{{serial}}',
  blockedTitle: 'Why it cannot be cancelled',
  cancel: 'Cancel purchase',
  cancelLabel: 'Cancel purchase (#{{id}})',
  retryRefund: 'Ask for the card refund again',
  retryRefundLabel: 'Ask for the card refund again (purchase #{{id}})',
  cancellation: {
    title: 'Cancellation',
    by: 'By',
    at: 'Cancelled (KST)',
    reason: 'Reason',
    returned: 'Returned',
    refund: { NONE: 'Gold refunded', PENDING: 'Card refund pending (no answer from the processor)', DONE: 'Card payment {{method}} done' },
    methods: { VOID: 'void', REFUND: 'refund' },
    coupon: 'Discount coupon returned',
    monthly: 'KEY of the Month',
  },
  dialog: {
    title: 'Cancel purchase #{{id}}',
    loading: 'Checking what the cancellation does.',
    returnsTitle: 'What goes back',
    gold: '{{gold}} Gold refunded to the member',
    card: 'Card payment of {{usd}} voided or refunded at the processor',
    cardPart: 'Card payment of {{usd}} refunded at the processor (this purchase’s part of a {{payment}} cart payment)',
    coupon: 'The discount coupon “{{title}}” the member used becomes usable again',
    supply_one: '{{count}} KEY {{name}} back to supply',
    supply_other: '{{count}} KEYs {{name}} back to supply',
    monthlyTitle: 'KEY of the Month',
    reason: 'Reason for the cancellation (required)',
    reasonHint: 'The member’s notification and the audit log show it. At most 500 characters.',
    confirm: 'Confirm cancellation',
  },
  monthly: {
    NONE: 'No effect on the KEY of the Month.',
    NOT_DISTRIBUTED_STILL: 'The KEY of the Month for {{month}} is not given out yet; without this purchase the member still qualifies.',
    NOT_DISTRIBUTED_LOST: 'The KEY of the Month for {{month}} is not given out yet; cancelling this purchase means the member no longer qualifies.',
    REVOKED_PREVIEW: 'The KEY of the Month for {{month}} this purchase earned (unrevealed) is taken back too.',
    REVOKED: 'The KEY of the Month for {{month}} this purchase earned (unrevealed) was taken back.',
    NEEDS_DECISION: {
      REVEALED:
        'The member has already revealed the KEY of the Month for {{month}} this purchase earned. Decide whether to keep or take it back in the console’s “Monthly” section.',
      MOVED:
        'The KEY of the Month for {{month}} this purchase earned has already moved. Decide whether to keep or take it back in the console’s “Monthly” section.',
    },
  },
  doneMethods: { VOID: 'voided', REFUND: 'refunded' },
  done: {
    gold: 'Purchase #{{id}} was cancelled. {{gold}} Gold was refunded to the member and the KEYs went back to supply.',
    card: 'Purchase #{{id}} was cancelled. The card payment of {{usd}} was {{method}} and the KEYs went back to supply.',
    cardPending: 'Purchase #{{id}} was cancelled. The card refund of {{usd}} is waiting for the processor. Press “Ask for the card refund again” in a moment.',
  },
};
