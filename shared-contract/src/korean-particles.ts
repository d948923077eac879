import { josa } from 'es-hangul';

/** The Korean particles the texts use, written as in `{{name, 을/를}}`: the form after a final consonant first. */
export const KOREAN_PARTICLES = ['이/가', '을/를', '은/는', '와/과', '으로/로', '이나/나', '이에요/예요'] as const;
export type KoreanParticle = (typeof KOREAN_PARTICLES)[number];

/** How a number's last syllable is read: 2 is 이 (no final consonant), 3 is 삼, 10 is 십, 100 is 백… */
const DIGIT_SYLLABLES = ['영', '일', '이', '삼', '사', '오', '육', '칠', '팔', '구'];
const ZEROS_SYLLABLES = ['', '십', '백', '천', '만'];

const HANGUL_SYLLABLE = /[가-힣]$/u;
const TRAILING_NUMBER = /(\d+)$/u;

/**
 * The syllable a word ends with as read aloud, or null if not Korean or a number. Closing quotes are ignored, and a
 * particle after a parenthesis follows the word before it: "원화(KRW)로".
 */
function lastSyllable(word: string): string | null {
  const trimmed = word.replace(/\s*\([^()]*\)\s*$/u, '').replace(/[\s"'”’」』\]]+$/u, '');
  if (HANGUL_SYLLABLE.test(trimmed)) return trimmed.slice(-1);
  const number = TRAILING_NUMBER.exec(trimmed)?.[1];
  if (!number) return null;
  const zeros = number.length - number.replace(/0+$/u, '').length;
  if (zeros === number.length) return DIGIT_SYLLABLES[0] ?? null;
  if (zeros > 0) return ZEROS_SYLLABLES[Math.min(zeros, ZEROS_SYLLABLES.length - 1)] ?? null;
  return DIGIT_SYLLABLES[Number(number.slice(-1))] ?? null;
}

/** Both forms, for a word whose reading is unknown (a Latin name): "Moon Key을(를)". */
const BOTH_FORMS: Record<KoreanParticle, string> = {
  '이/가': '이(가)',
  '을/를': '을(를)',
  '은/는': '은(는)',
  '와/과': '와(과)',
  '으로/로': '(으)로',
  '이나/나': '(이)나',
  '이에요/예요': '이에요(예요)',
};

/** The word with the particle its last syllable takes (es-hangul), numbers read as Korean: "달빛을", "#13을", "#12를". */
export function withParticle(word: string, particle: KoreanParticle): string {
  const syllable = lastSyllable(word);
  return `${word}${syllable === null ? BOTH_FORMS[particle] : josa.pick(syllable, particle)}`;
}

/** The part of an i18next instance the particles need (the one instance is the shell's; this stays i18next-free). */
interface FormatterHost {
  services: { formatter?: { add(name: string, format: (value: unknown) => string): void } };
}

/**
 * Lets Korean texts write `{{name, 을/를}}`: the value followed by the particle it takes. Call after i18next is
 * initialised, from each app whose texts use it (adding again is harmless).
 */
export function addKoreanParticles(i18n: FormatterHost) {
  for (const particle of KOREAN_PARTICLES) i18n.services.formatter?.add(particle, (value) => withParticle(String(value), particle));
}
