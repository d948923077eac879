import { create } from 'zustand';

/** The one session store (shared singleton), filled from Auth.js by `useSession()`. */
export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';
/** The signed-in identity from `GET /auth/session` (member fields such as nickname and status come with sign-up). */
export type SessionUser = { email: string; name: string | null; image: string | null; provider: string | null };

type SessionState = {
  status: SessionStatus;
  user: SessionUser | null;
  setSession: (user: SessionUser | null) => void;
};

export const useSessionStore = create<SessionState>((set) => ({
  status: 'loading',
  user: null,
  setSession: (user) => set({ user, status: user ? 'authenticated' : 'unauthenticated' }),
}));
