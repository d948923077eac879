/** Leaves the app for the payment provider's hosted checkout page. */
export function goToCheckout(url: string) {
  window.location.assign(url);
}
