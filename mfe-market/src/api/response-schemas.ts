// Every answer the market validates: the answers to its actions (GET answers are typed, not validated, so that browsing
// never loads zod). Loaded with the first action, through lazy-schema.ts.
export {
  cardRevealResultSchema,
  cartCardCheckoutResultSchema,
  cartCardConfirmResultSchema,
  cartCheckoutResultSchema,
  cartSchema,
  coinPaymentResultSchema,
  coinRevealResultSchema,
  couponDiscountResultSchema,
  likeStatusSchema,
  marketCancelResultSchema,
  marketCardConfirmResultSchema,
  marketCardPaymentResultSchema,
  marketPaymentResultSchema,
  marketRegisterResultSchema,
  meSchema,
  popupClaimSchema,
  revealedItemSchema,
  ticketExchangeResultSchema,
  ticketRevealResultSchema,
} from 'shared-contract';
