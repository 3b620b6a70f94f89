import type { ScenePort, SceneToPage } from '@/scene/protocol';

/** The scene's one way back to the page: the bridge port `hostScene` was given. */
let port: ScenePort | undefined;

export function reportTo(target: ScenePort): void {
  port = target;
}

export function report(message: SceneToPage): void {
  port?.send(message);
}
