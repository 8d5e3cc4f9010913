import { Component, Suspense, type ReactNode } from 'react';

/**
 * Holds a lazily loaded part that the page can do without (the phone menu): nothing while it loads, and
 * nothing if its chunk fails, rather than breaking the whole page.
 */
export class OptionalChunk extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
