import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFallback } from './remote-fallback';

interface Props {
  /** Which remote the region shows, for the log line. */
  remote: string;
  /** Called by the fallback's Retry; the parent remounts the region. */
  onRetry: () => void;
  children?: ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps a remote's render error inside its region: the header, footer and other routes keep working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[shell] ${this.props.remote} failed while rendering`, error, info.componentStack);
  }

  private readonly retry = (): void => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render(): ReactNode {
    return this.state.failed ? <RemoteFallback onRetry={this.retry} /> : this.props.children;
  }
}
