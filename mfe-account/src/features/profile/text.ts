/** The profile feature's texts in the account namespace (key `profile`); en has the same keys as ko. */
const ko = {};

export const profileText = { ko, en: ko satisfies typeof ko };
