import type { Analytics } from '@/contentShape/services';

type Signals = Pick<Navigator, 'doNotTrack'> & { globalPrivacyControl?: boolean };
type LegacySignal = { doNotTrack?: string | null };

/**
 * Whether the visitor's browser asks not to be tracked: Global Privacy Control, or Do Not Track
 * (`navigator.doNotTrack`, or `window.doNotTrack` where an older Safari or Edge put it).
 */
export const asksNotToBeTracked = (
  browser: Signals = navigator,
  target: LegacySignal = window as LegacySignal,
): boolean => browser.globalPrivacyControl === true || browser.doNotTrack === '1' || target.doNotTrack === '1';

/** Whether this visit is counted: unless the browser asks not to be, or always where the owner says so. */
export const countsThisVisit = (analytics: Analytics, browser?: Signals, target?: LegacySignal): boolean =>
  analytics.respectPrivacySignals === false || !asksNotToBeTracked(browser, target);
