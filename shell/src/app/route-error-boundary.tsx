import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteErrorScreen } from './route-error-screen';

interface Props {
  /** The page the error belongs to; moving to another page clears it. */
  pathname: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  failedAt: string | null;
}

/** The site's last line of defence: any error no area handled replaces the page with the error screen. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error !== null && state.failedAt === null) return { failedAt: props.pathname };
    if (state.error !== null && state.failedAt !== props.pathname) return { error: null, failedAt: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unexpected application error', error, info.componentStack);
  }

  override render() {
    return this.state.error !== null ? <RouteErrorScreen error={this.state.error} /> : this.props.children;
  }
}
