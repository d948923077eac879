/** The deactivation feature's texts in the account namespace (key `deactivation`); en has the same keys as ko. */
const ko = {};

export const deactivationText = { ko, en: ko satisfies typeof ko };
