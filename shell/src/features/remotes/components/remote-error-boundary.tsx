import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = { fallback: (error: unknown) => ReactNode; children: ReactNode };
type State = { error: unknown; failed: boolean };

/** Catches a remote page that fails to load or throws, so the rest of the shell keeps working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn('A remote page failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
