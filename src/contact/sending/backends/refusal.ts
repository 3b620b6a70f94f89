/**
 * A service's refusal to send. `status` is in the terms the form's messages are chosen by
 * (describeSendFailure: 403 blocked, 429 too many, 5xx service down, 400 anything the owner's settings
 * or the service refused); the service's own status and words go to the console for the owner.
 */
export class ServiceRefusal extends Error {
  readonly status: number;

  constructor(service: string, answered: number, words: string) {
    super(`${service} answered ${answered}: ${words}`);
    this.name = 'ServiceRefusal';
    this.status = answered === 403 || answered === 429 || answered >= 500 ? answered : 400;
  }
}

/** The body of an answer as JSON, or `undefined` when it is not (a proxy's error page, say). */
export async function jsonOf(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}
