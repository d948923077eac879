/** The inquiry feature's strings (ko); the keys are the same in both languages. */
export const inquiryTextKo = {};
