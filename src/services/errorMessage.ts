/** The message of anything thrown or rejected, for a console warning or the scene's `failed` reason. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
