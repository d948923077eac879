/** The length the contract's text rule checks: line breaks normalised, trimmed, in string units (as zod counts). */
export const textLength = (value: string) => value.replace(/\r\n?/g, '\n').trim().length;

/** The number in the reader's format (`1,000`). */
export const formatCount = (value: number, language: 'ko' | 'en') => new Intl.NumberFormat(language === 'ko' ? 'ko-KR' : 'en-US').format(value);
