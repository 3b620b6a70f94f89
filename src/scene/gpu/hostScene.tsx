import { createRoot, extend, type ReconcilerRoot, type RootState } from '@react-three/fiber';
import { StrictMode } from 'react';
import { Color, Group, LineSegments, Mesh, PlaneGeometry } from 'three';
import type { PageToScene, ScenePort } from '@/scene/protocol';
import { errorMessage } from '@/services/errorMessage';
import { applyMessage } from './applyMessage';
import { useLiveParams } from './liveParams';
import { applyLayout } from './pageLayout';
import { rendererName } from './probeWebGL';
import { dprRange, initialQuality } from './quality';
import { report, reportTo } from './report';
import { resetRunState } from './runState';
import { Scene } from './Scene';
import { useSceneColours } from './sceneColours';
import { useSceneInputs } from './sceneInputs';

type Init = Extract<PageToScene, { type: 'init' }>;
type Root = ReconcilerRoot<OffscreenCanvas | HTMLCanvasElement>;

// <Canvas> registers all of three for JSX; a bare root only what the scene's JSX names.
extend({ Group, LineSegments, Mesh, PlaneGeometry });

const glOptions = { antialias: false, alpha: true, powerPreference: 'high-performance' } as const;

/**
 * The scene's side of the bridge, the same in a worker and on the main thread: waits for `init`,
 * renders the R3F root into the canvas it was given (no DOM, no events: the page reports layout and
 * input as messages) and applies every later message. Returns the function that takes the scene down
 * (how the main-thread host is stopped; a worker is simply terminated).
 */
export function hostScene(port: ScenePort): () => void {
  reportTo(port);
  let stopped = false;
  let root: Root | undefined;
  let followSize: ((width: number, height: number) => void) | undefined;
  const latestSize = { width: 0, height: 0 };
  const resize = (width: number, height: number) => {
    Object.assign(latestSize, { width, height });
    followSize?.(width, height);
  };
  // Async, so that a throw from R3F becomes a report, as any later one does.
  const begin = async (init: Init) => {
    root = createRoot(init.canvas);
    return start(root, init, () => stopped);
  };
  port.listen((message) => {
    if (stopped) return;
    if (message.type !== 'init') return applyMessage(message, resize);
    Object.assign(latestSize, { width: message.layout.viewport.width, height: message.layout.viewport.height });
    begin(message).then(
      (follow) => {
        followSize = follow;
        follow(latestSize.width, latestSize.height);
      },
      (error: unknown) => report({ type: 'failed', reason: errorMessage(error) }),
    );
  });
  return () => {
    stopped = true;
    root?.unmount();
  };
}

/** Configures the root and renders the scene; resolves with the function that follows a new viewport size. */
async function start(root: Root, init: Init, stopped: () => boolean): Promise<(width: number, height: number) => void> {
  const { viewport } = init.layout;
  resetRunState();
  applyLayout(init.layout);
  useLiveParams.setState(init.params);
  useSceneColours.setState({ colours: init.colours });
  useSceneInputs.setState({
    pageVisible: init.pageVisible,
    heroInView: init.hero.inView,
    heroNews: init.hero.number,
    deviceDpr: viewport.dpr,
  });

  let getState: (() => RootState) | undefined;
  await root.configure({
    size: { width: viewport.width, height: viewport.height, top: 0, left: 0 },
    dpr: initialQuality(viewport.dpr, dprRange).dpr,
    events: undefined,
    frameloop: 'never',
    gl: glOptions,
    flat: true,
    onCreated: (state) => {
      getState = state.get;
      // The page colour behind the field, so bloom blends against what the visitor sees (the first
      // frame's; Scene follows a switch of scheme).
      if (init.colours.background) state.scene.background = new Color(init.colours.background);
      report({ type: 'ready', renderer: rendererName(state.gl.getContext() as WebGL2RenderingContext) });
    },
  });
  // Rendering into a root taken down while it was configured would bring it back.
  if (stopped()) return () => undefined;
  root.render(
    <StrictMode>
      <Scene />
    </StrictMode>,
  );
  return (width, height) => {
    const state = getState?.();
    if (state && (state.size.width !== width || state.size.height !== height)) state.setSize(width, height, 0, 0);
  };
}
