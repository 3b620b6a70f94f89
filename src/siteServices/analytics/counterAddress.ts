/** A counter's address as the owner wrote it (`https://stats.example.com/`), ready for a path after it. */
export const withoutTrailingSlash = (address: string): string => address.replace(/\/+$/, '');
