// The response headers every host configuration sends (scripts/lib/hosts/): named once here, written by
// each host's file in its own syntax. The page's policy itself comes from the built page (hostPlan.mjs).

/** @typedef {[name: string, value: string]} Header */

/** Sent with every file. @type {readonly Header[]} */
export const everyFileHeaders = Object.freeze([
  // Two years, subdomains included, as hstspreload.org asks; the first visit over HTTPS sets it.
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  // For browsers that predate `frame-ancestors` (the pages' policy says the same).
  ['X-Frame-Options', 'DENY'],
  // What the page never asks for. Motion sensors stay allowed: the photo and the scene follow the
  // phone's tilt (deviceorientation); the clipboard too (the ?tune panel's "Copy params").
  [
    'Permissions-Policy',
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), display-capture=(), fullscreen=(), xr-spatial-tracking=(), browsing-topics=()',
  ],
]);

/** Sent with the files whose names carry their content's hash (Vite's `assets/`): a new build names new files. */
export const hashedFileCaching = 'public, max-age=31536000, immutable';

/**
 * A page's header policy: the policy of its `<meta>` (hashes and all), plus what a `<meta>` cannot carry.
 * @param {string} metaPolicy
 */
export function headerPolicy(metaPolicy) {
  return `${metaPolicy}; frame-ancestors 'none'`;
}
