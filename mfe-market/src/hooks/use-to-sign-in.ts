import { useLocation, useNavigate } from 'react-router-dom';

/** Where a visitor signs in: the account remote's page with the SessionRequired message, then back to `callbackUrl`. */
export const signInPath = (callbackUrl: string) => `/user/login?${new URLSearchParams({ error: 'SessionRequired', callbackUrl })}`;

/** Sends a visitor to sign in and back to this page (path and query), as every member-only action does. */
export function useToSignIn() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return () => navigate(signInPath(`${pathname}${search}`));
}
