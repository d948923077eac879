/** The cabinet-reset feature's texts in the account namespace (key `cabinetReset`); en has the same keys as ko. */
const ko = {};

export const cabinetResetText = { ko, en: ko satisfies typeof ko };
