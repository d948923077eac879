import { create } from 'zustand';

/**
 * The one session store (shared singleton). Issue 3 fills it from Auth.js (`useSession()`);
 * until then every visitor is unauthenticated once the first check ends.
 */
export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';
export type SessionUser = { id: number; nickname: string; email: string; status: number };

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
