/** The sign-up feature's texts in the account namespace (key `signUp`); en has the same keys as ko. */
const ko = {};

export const signUpText = { ko, en: ko satisfies typeof ko };
