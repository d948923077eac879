/** The verification feature's texts in the account namespace (key `verification`); en has the same keys as ko. */
const ko = {};

export const verificationText = { ko, en: ko satisfies typeof ko };
