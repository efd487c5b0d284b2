import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  readonly fallback: (retry: () => void, error: unknown) => ReactNode;
  readonly children: ReactNode;
  /** Changing this (e.g. the path) clears a caught error. */
  readonly resetKey?: string;
}

interface State {
  readonly error: unknown;
  readonly resetKey: string | undefined;
}

/** Error boundary per area (ARCHITECTURE): a render error shows the area's fallback with a retry. */
export class AreaBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Area error', error, info.componentStack);
  }

  private readonly retry = () => this.setState({ error: null });

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.retry, this.state.error) : this.props.children;
  }
}
