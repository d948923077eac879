import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { useSessionStore } from 'shared-session';
import { useActivePopups } from '../api/get-active-popups';
import { hideForToday, isHiddenToday } from '../hidden-today';

/** Loaded only when there is a popup to show (with the error catalogue its refusals name), not with every /main. */
const PopupDialog = lazy(() => import('./popup-dialog').then((module) => ({ default: module.PopupDialog })));

/** Whatever goes wrong inside the popup layer stays there: /main renders on without it. */
class Isolate extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function Popups() {
  const status = useSessionStore((state) => state.status);
  const known = status !== 'loading';
  const popups = useActivePopups(known);
  /** Popups closed during this visit (the ones hidden for today are skipped by the stored day). */
  const [closed, setClosed] = useState<ReadonlySet<number>>(() => new Set());

  const data = popups.data;
  if (!known || !data) return null;
  const queue = data.items.filter((popup) => !closed.has(popup.id) && !isHiddenToday(popup.id, data.today));
  const current = queue[0];
  if (!current) return null;
  const shown = data.items.filter((popup) => !isHiddenToday(popup.id, data.today) || closed.has(popup.id));
  const index = Math.max(
    0,
    shown.findIndex((popup) => popup.id === current.id),
  );

  return (
    <Suspense fallback={null}>
      <PopupDialog
        key={current.id}
        popup={current}
        signedIn={status === 'authenticated'}
        index={index}
        total={shown.length}
        onClose={(hideToday) => {
          // Stored before the closed set changes, so the next render reads the stored day.
          if (hideToday) hideForToday(current.id, data.today);
          setClosed((previous) => new Set(previous).add(current.id));
        }}
      />
    </Suspense>
  );
}

/**
 * `/main`'s event popups (issue 13 C): the active ones for the caller, one at a time, each closable, hideable until
 * the next KST day, some with a reward to claim. Renders nothing while loading, when the api fails, or when none is
 * left to show.
 */
export function EventPopups() {
  return (
    <Isolate>
      <Popups />
    </Isolate>
  );
}
