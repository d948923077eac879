import { PAGE_WORDS, type Language, type PageWords } from 'shared-contract';

/**
 * The words of the server-drawn first screens: the apps' own (shared-contract's PAGE_WORDS, which the shell and the
 * market spread into their resources), plus what only a served page has.
 */
export const FIRST_SCREEN_TEXT: Record<Language, PageWords & { description: string }> = {
  ko: { ...PAGE_WORDS.ko, description: 'KEYS: 웹툰 디지털 포토카드 KEY를 사고, 모으고, 공개하고, 거래하세요.' },
  en: { ...PAGE_WORDS.en, description: 'KEYS: buy, collect, reveal and trade digital photocards (KEYs) of webtoons.' },
};

/** `{{name}}` placeholders filled as i18next fills them (the words are i18next's). */
export const fillWords = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => values[name] ?? '');
