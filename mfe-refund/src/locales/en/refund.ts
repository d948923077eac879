/** The refund feature's strings (en); the keys are the same in both languages. */
export const refundTextEn = {};
