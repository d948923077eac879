import { create } from 'zustand';
import type { AuthSession } from 'shared-contract';

/** The one session store (shared singleton), filled from Auth.js by `useSession()`. */
export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';
/** The signed-in identity from `GET /auth/session`; the full member comes from `useMe()`. */
export type SessionUser = {
  id: number | null;
  email: string | null;
  name: string | null;
  image: string | null;
  provider: string | null;
  /** 0 signing up, 1 active, 6 suspended. */
  status: number | null;
  /** First sign-in of this identity: the sign-up pages come next. */
  signUpRequired: boolean;
};

type SessionState = {
  status: SessionStatus;
  user: SessionUser | null;
  /** The backend access token: in memory only (never localStorage); the refresh token stays in the httpOnly cookie. */
  accessToken: string | null;
  setSession: (user: SessionUser | null, accessToken?: string | null) => void;
  setAccessToken: (accessToken: string | null) => void;
};

export const useSessionStore = create<SessionState>((set) => ({
  status: 'loading',
  user: null,
  accessToken: null,
  setSession: (user, accessToken = null) => set({ user, accessToken: user ? accessToken : null, status: user ? 'authenticated' : 'unauthenticated' }),
  setAccessToken: (accessToken) => set({ accessToken }),
}));

/** The member an Auth.js session names (null: signed out). */
export const toSessionUser = (session: AuthSession): SessionUser | null =>
  session
    ? {
        id: session.user.id ?? null,
        email: session.user.email ?? null,
        name: session.user.name ?? null,
        image: session.user.image ?? null,
        provider: session.user.provider ?? null,
        status: session.user.status ?? null,
        signUpRequired: session.user.signUpRequired === true,
      }
    : null;
