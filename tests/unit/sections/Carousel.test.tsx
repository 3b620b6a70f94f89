// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { feedback } from '@/placeholder/site';
import { Feedback } from '@/sections/Feedback';
import { preferReducedMotion } from '../../support/dom';

const SLIDE_WIDTH = 500;
const last = feedback.slides.length;

/**
 * happy-dom lays nothing out: give the scroller the geometry a browser would, slides side by side
 * one scroller-width apart, so the carousel can measure where each slide rests.
 */
function layOutSlides(viewport: HTMLElement) {
  Object.defineProperty(viewport, 'clientWidth', { value: SLIDE_WIDTH });
  Object.defineProperty(viewport, 'scrollWidth', { value: SLIDE_WIDTH * viewport.children.length });
  [...viewport.children].forEach((slide, index) => {
    slide.getBoundingClientRect = () =>
      DOMRect.fromRect({ x: index * SLIDE_WIDTH - viewport.scrollLeft, y: 0, width: SLIDE_WIDTH, height: 200 });
  });
}

/**
 * The same in right-to-left text: the first slide at the right, each next one a scroller-width to
 * its left, and scrollLeft counting down from 0 as the row scrolls on, as browsers report it.
 */
function layOutSlidesRightToLeft(viewport: HTMLElement) {
  layOutSlides(viewport);
  [...viewport.children].forEach((slide, index) => {
    slide.getBoundingClientRect = () =>
      DOMRect.fromRect({ x: -index * SLIDE_WIDTH - viewport.scrollLeft, y: 0, width: SLIDE_WIDTH, height: 200 });
  });
}

function renderFeedback() {
  render(<Feedback />);
  const viewport = screen.getByRole('group', { name: 'Quotes' });
  layOutSlides(viewport);
  return { viewport, carousel: screen.getByRole('region', { name: 'Feedback quotes' }) };
}

/** The slide the carousel says is shown (its dot is current), and where the scroller went. */
function expectShown(viewport: HTMLElement, slide: number, direction: 'ltr' | 'rtl' = 'ltr') {
  const current = within(screen.getByRole('group', { name: 'Choose a slide' }))
    .getAllByRole('button')
    .filter((dot) => dot.getAttribute('aria-current') === 'true');
  expect(current.map((dot) => dot.getAttribute('aria-label'))).toEqual([`Slide ${slide}`]);
  expect(viewport.scrollLeft).toBe((slide - 1) * SLIDE_WIDTH * (direction === 'rtl' ? -1 : 1) || 0);
}

describe('the feedback carousel', () => {
  beforeEach(() => preferReducedMotion(true));

  it('labels every quote of the content as a slide "n of count", with one dot each', () => {
    const { viewport } = renderFeedback();
    feedback.slides.forEach((quote, index) => {
      const slide = within(viewport).getByRole('group', { name: `${index + 1} of ${last}` });
      expect(slide.textContent).toContain(quote.text);
    });
    expect(within(screen.getByRole('group', { name: 'Choose a slide' })).getAllByRole('button')).toHaveLength(last);
  });

  it('moves with the next and previous buttons, which say when they are at an end', async () => {
    const user = userEvent.setup();
    const { viewport, carousel } = renderFeedback();
    const previous = within(carousel).getByRole('button', { name: 'Previous slide' });
    const next = within(carousel).getByRole('button', { name: 'Next slide' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    await user.click(next);
    expectShown(viewport, 2);
    for (let slide = 3; slide <= last; slide++) await user.click(next);
    expectShown(viewport, last);
    expect(next.getAttribute('aria-disabled')).toBe('true');
    await user.click(next);
    expectShown(viewport, last);
    await user.click(previous);
    expectShown(viewport, last - 1);
  });

  it('jumps to a slide from its dot', async () => {
    const user = userEvent.setup();
    const { viewport } = renderFeedback();
    await user.click(screen.getByRole('button', { name: `Slide ${last}` }));
    expectShown(viewport, last);
  });

  it('follows the arrow keys, Home and End while focus is inside', async () => {
    const user = userEvent.setup();
    const { viewport } = renderFeedback();
    viewport.focus();
    await user.keyboard('{ArrowRight}');
    expectShown(viewport, 2);
    await user.keyboard('{End}');
    expectShown(viewport, last);
    await user.keyboard('{ArrowLeft}');
    expectShown(viewport, last - 1);
    await user.keyboard('{Home}');
    expectShown(viewport, 1);
    await user.keyboard('{ArrowLeft}');
    expectShown(viewport, 1);
  });

  it('leaves keys with a modifier to the browser', async () => {
    const user = userEvent.setup();
    const { viewport } = renderFeedback();
    viewport.focus();
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expectShown(viewport, 1);
  });
});

describe('the feedback carousel in right-to-left text', () => {
  let directionRule: HTMLStyleElement;
  beforeEach(() => {
    preferReducedMotion(true);
    // What a browser's own stylesheet does for the dir attribute; happy-dom has no such rule.
    directionRule = document.createElement('style');
    directionRule.textContent = "[dir='rtl'] { direction: rtl; }";
    document.head.append(directionRule);
    document.documentElement.dir = 'rtl';
  });
  afterEach(() => {
    document.documentElement.removeAttribute('dir');
    directionRule.remove();
  });

  function renderRightToLeft() {
    render(<Feedback />);
    const viewport = screen.getByRole('group', { name: 'Quotes' });
    layOutSlidesRightToLeft(viewport);
    return { viewport, carousel: screen.getByRole('region', { name: 'Feedback quotes' }) };
  }

  it('scrolls leftwards (negative scrollLeft) with the next button, back with previous', async () => {
    const user = userEvent.setup();
    const { viewport, carousel } = renderRightToLeft();
    const next = within(carousel).getByRole('button', { name: 'Next slide' });
    await user.click(next);
    expectShown(viewport, 2, 'rtl');
    for (let slide = 3; slide <= last; slide++) await user.click(next);
    expectShown(viewport, last, 'rtl');
    expect(next.getAttribute('aria-disabled')).toBe('true');
    await user.click(within(carousel).getByRole('button', { name: 'Previous slide' }));
    expectShown(viewport, last - 1, 'rtl');
  });

  it('jumps to a slide from its dot', async () => {
    const user = userEvent.setup();
    const { viewport } = renderRightToLeft();
    await user.click(screen.getByRole('button', { name: `Slide ${last}` }));
    expectShown(viewport, last, 'rtl');
  });

  it('takes the left arrow key to the next slide and the right one back, as the row reads', async () => {
    const user = userEvent.setup();
    const { viewport } = renderRightToLeft();
    viewport.focus();
    await user.keyboard('{ArrowLeft}');
    expectShown(viewport, 2, 'rtl');
    await user.keyboard('{ArrowLeft}');
    expectShown(viewport, 3, 'rtl');
    await user.keyboard('{ArrowRight}');
    expectShown(viewport, 2, 'rtl');
    await user.keyboard('{End}');
    expectShown(viewport, last, 'rtl');
    await user.keyboard('{Home}');
    expectShown(viewport, 1, 'rtl');
    await user.keyboard('{ArrowRight}');
    expectShown(viewport, 1, 'rtl');
  });
});
