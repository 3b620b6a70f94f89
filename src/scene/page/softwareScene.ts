/** The owner's switch for machines without a GPU: `?scene=software` runs the backdrop anyway. */
export function softwareSceneAllowed(): boolean {
  return new URLSearchParams(window.location.search).get('scene') === 'software';
}
