import { z } from 'zod';

export const LANGUAGES = ['ko', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ko';
export const languageSchema = z.enum(LANGUAGES);

/** User-visible text stored in both languages; the client picks one, so a switch needs no refetch. */
export const localizedTextSchema = z.object({ ko: z.string(), en: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export const pickLanguage = (language: string | undefined): Language =>
  language?.toLowerCase().startsWith('en') ? 'en' : 'ko';
