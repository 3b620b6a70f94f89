import { Component, type ReactNode } from 'react';
import { errorMessage } from '@/services/errorMessage';
import { report } from './report';

interface Props {
  children: ReactNode;
}

/** Anything the scene throws ends the scene, not the page: the page hears why and shows its photo. */
export class SceneErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    report({ type: 'failed', reason: errorMessage(error) });
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
