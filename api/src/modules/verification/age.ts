const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** Today's calendar date in Korea (the service's day). */
export function kstToday(now: Date) {
  const kst = new Date(now.getTime() + KST_OFFSET_MS);
  return { year: kst.getUTCFullYear(), month: kst.getUTCMonth() + 1, day: kst.getUTCDate() };
}

function parseBirthDate(birthDate: string) {
  const [year = 0, month = 0, day = 0] = birthDate.split('-').map(Number);
  return { year, month, day };
}

/** International age (만 나이) on the Korean calendar day: years completed since the birth date. */
export function internationalAge(birthDate: string, now: Date): number {
  const birth = parseBirthDate(birthDate);
  const today = kstToday(now);
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

/** English text rule: 18 or older by international age. */
export const isAdultEn = (birthDate: string, now: Date) => internationalAge(birthDate, now) >= 18;

/**
 * Korean text rule (청소년 보호법: a youth is under 19, except one who turns 19 this year): an adult from
 * 1 January of the year the member turns 19, i.e. current year − birth year ≥ 19 (연 나이), in KST.
 */
export const isAdultKr = (birthDate: string, now: Date) => kstToday(now).year - parseBirthDate(birthDate).year >= 19;
