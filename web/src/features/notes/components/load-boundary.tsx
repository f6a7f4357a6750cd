import { Component, type ReactNode } from 'react';

/** Shows `fallback` when a lazily loaded part fails (e.g. the connection dropped before its chunk arrived). */
export class LoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
