// Zod-free on purpose: the shell's first render imports these (see tooling/webpack/federated-app.cjs).
export const LANGUAGES = ['ko', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ko';

/** The cookie that keeps a visitor's language choice, so the server renders pages in it (the browser keeps it too). */
export const LANGUAGE_COOKIE = 'keys-lang';

/** User-visible text stored in both languages; the client picks one, so a switch needs no refetch. */
export type LocalizedText = { ko: string; en: string };

export const pickLanguage = (language: string | undefined): Language => (language?.toLowerCase().startsWith('en') ? 'en' : 'ko');
