import type { SceneEnd, SceneToPage } from '@/scene/protocol';

/** The scene's one way back to the page: the bridge end `hostScene` was given. */
let end: SceneEnd | undefined;

export function reportTo(target: SceneEnd): void {
  end = target;
}

export function report(message: SceneToPage): void {
  end?.send(message);
}
