import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = {
  /** What failed, for the console warning (`remote page`, `console section studio`). */
  what: string;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
};
type State = { error: unknown; failed: boolean };

/**
 * Catches a part of the page that fails to load or throws (a remote's page, a console section), so the rest keeps
 * working. Remount it (a new `key`) to try again.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn(`A ${this.props.what} failed`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
