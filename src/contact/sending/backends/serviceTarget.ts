/**
 * Where the prerendered form posts without JavaScript, as its service documents it: the <form>'s
 * attributes, the hidden fields the service reads, and the service's honeypot. The script sends the
 * same fields (`new FormData(form)`), so both ways carry one message.
 */
export interface ServiceTarget {
  attributes: Record<string, string | undefined>;
  hidden: Record<string, string>;
  honeypot: { name: string; type: 'text' | 'checkbox' };
}

/** A form post as the services take it without JavaScript, overriding the mail app's plain text. */
export const URL_ENCODED_POST = { method: 'post', encType: 'application/x-www-form-urlencoded' };
