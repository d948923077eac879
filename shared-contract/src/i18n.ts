import { z } from 'zod';
import { LANGUAGES, type LocalizedText } from './languages';

export * from './languages';

export const languageSchema = z.enum(LANGUAGES);
export const localizedTextSchema: z.ZodType<LocalizedText> = z.object({ ko: z.string(), en: z.string() });
