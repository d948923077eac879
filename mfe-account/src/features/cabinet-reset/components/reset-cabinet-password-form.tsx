/** Placeholder: the cabinet-reset engineer replaces this with the mailed-link reset form. */
export function ResetCabinetPasswordForm() {
  return null;
}
