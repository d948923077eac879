/**
 * A feature's English strings, typed by its Korean ones. A counted message is an i18next plural (JSON v4, called with
 * `count`): Korean has one plural form, so it holds only `key_other`; English needs `key_one` beside each of them.
 */
export type EnglishPlurals<T> = T extends string
  ? string
  : { [K in keyof T]: EnglishPlurals<T[K]> } & { [K in keyof T as K extends `${infer Base}_other` ? `${Base}_one` : never]: string };
