/**
 * Counts the scene's lost WebGL contexts. A browser may lose one again and again (iOS under memory
 * pressure): each restore costs a rebuild and a flash of the DOM photo, so at `max` losses the scene
 * is given up. Returns, for each loss, the reason to give up, or null while a restore is still worth it.
 */
export function countContextLosses(max: number): () => string | null {
  let losses = 0;
  return () => {
    losses += 1;
    return losses >= max ? `the WebGL context was lost ${losses} times` : null;
  };
}
