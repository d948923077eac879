/** Account settings: identity and adult verification (filled in by the verification feature). */
export function IdentitySection() {
  return null;
}
