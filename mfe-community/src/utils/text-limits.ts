/** The length the contract's text rule checks: line breaks normalised, trimmed, in string units (as zod counts). */
export const textLength = (value: string) => value.replace(/\r\n?/g, '\n').trim().length;

/** The values of a text form (a post, a comment, a reply or an edit) before the contract's schema checks them. */
export type TextFormValues = { body: string };

/** The api's refusals of the text itself (the contract's text rule): shown under the text field. */
export const isTextCode = (code: string) => code === 'COMMUNITY_TEXT_REQUIRED' || code === 'COMMUNITY_TEXT_TOO_LONG';
