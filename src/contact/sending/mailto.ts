export interface Letter {
  subject: string;
  body?: string;
}

/** A mailto: link (RFC 6068) with the subject and, when given, the body filled in; lines end in CRLF. */
export function mailtoHref(address: string, { subject, body }: Letter): string {
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));
  const query = [`subject=${encode(subject)}`, ...(body ? [`body=${encode(body)}`] : [])];
  return `mailto:${address}?${query.join('&')}`;
}
