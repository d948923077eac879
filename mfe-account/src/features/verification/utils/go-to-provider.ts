/** Leaves the app for the verification provider's page (a full navigation: the provider is another site). */
export const goToProvider = (url: string) => window.location.assign(url);
