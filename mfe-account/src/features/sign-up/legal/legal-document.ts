import type { Language } from 'shared-contract';

export type LegalSection = { title: string; paragraphs: string[] };
export type LegalDocument = { intro: string; sections: LegalSection[] };

/** A legal text in both languages, with the date it applies from (yyyy-MM-dd, KST). */
export type LocalizedLegalDocument = { effectiveDate: string } & Record<Language, LegalDocument>;
