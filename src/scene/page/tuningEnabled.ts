/** The tuning panel is opt-in: the dev server, or any build opened with `?tune`. */
export function tuningEnabled(): boolean {
  return import.meta.env.DEV || new URLSearchParams(window.location.search).has('tune');
}
