/** Account settings: reset the cabinet password by e-mail (filled in by the cabinet-reset feature). */
export function CabinetPasswordSection() {
  return null;
}
