/** The notifications feature's texts in the account namespace (key `notifications`); en has the same keys as ko. */
const ko = {};

export const notificationsText = { ko, en: ko satisfies typeof ko };
