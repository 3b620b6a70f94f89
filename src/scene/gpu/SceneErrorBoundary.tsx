import { Component, type ReactNode } from 'react';
import { useAppStore } from '@/state/store';

interface Props {
  children: ReactNode;
}

/** Anything the scene throws ends the scene, not the page. */
export class SceneErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    useAppStore.getState().failScene(error instanceof Error ? error.message : String(error));
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
