/** A nickname as a public winners list shows it: the first two characters (one for a short name), then `***`. */
export function maskNickname(nickname: string | null): string {
  const characters = Array.from(nickname ?? '');
  if (characters.length === 0) return '***';
  return `${characters.slice(0, characters.length > 3 ? 2 : 1).join('')}***`;
}
