import type { Page } from 'playwright-core';

/**
 * The windows every screen is looked at in: two desktops and a phone. A page
 * is loaded once and resized through them (`resizeTo`): the breakpoints are
 * media queries, in CSS and in useMediaQuery, so a resized page lays itself
 * out as one loaded at that size, at a third of the page loads.
 */
export const WINDOWS = [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

export type Window = (typeof WINDOWS)[number];

/** A desktop window: there, nothing may hide in a table's own scroll area either. */
export const isDesktop = (window: { width: number }) => window.width >= 1280;

/** Lets the page lay itself out again: a media query's listener renders on the next frames. */
export const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

/** Waits for any drawer sliding in or dialog fading in: it is not yet where it will stay. */
export const settledAnimations = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

/** Resizes the page to `window` and waits for the frames that follow and for anything still moving. */
export async function resizeTo(page: Page, window: { width: number; height: number }) {
  await page.setViewportSize(window);
  await nextFrames(page);
  await settledAnimations(page);
}

/**
 * What sticks out sideways on the page now: the page itself; on a desktop
 * also a table wider than its card (a column hidden in the card's own
 * scroll area), and a button or link of the page or of an open dialog that
 * is not wholly in view: past the window, clipped by a scrolling parent, or
 * with its own text overflowing it ("Dele" for Delete).
 */
export function overflowOf(page: Page, desktop: boolean): Promise<string[]> {
  return page.evaluate((checkInside) => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      // Names what sticks out: the outermost elements past the window's right edge (a rare failure under load
      // is then diagnosable from the log alone, where CI takes no screenshot).
      const past = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
        (element) =>
          element.getBoundingClientRect().right > root.clientWidth + 0.5 &&
          !(
            element.parentElement &&
            element.parentElement.getBoundingClientRect().right > root.clientWidth + 0.5
          ),
      );
      const named = past.slice(0, 3).map((element) => {
        const box = element.getBoundingClientRect();
        const name =
          element.dataset.testid ??
          element.getAttribute('role') ??
          element.getAttribute('class') ??
          '';
        const text = (element.innerText || '').trim().replace(/\s+/g, ' ').slice(0, 40);
        return `<${element.tagName.toLowerCase()} ${name}> ${Math.round(box.left)}–${Math.round(box.right)} "${text}"`;
      });
      problems.push(
        `page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}; past the edge: ${named.join(', ') || 'nothing named'}`,
      );
    }
    if (!checkInside) return problems;
    for (const table of document.querySelectorAll<HTMLElement>('main table')) {
      const frame = table.parentElement!;
      if (table.scrollWidth > frame.clientWidth + 1)
        problems.push(`table scrolls inside its card: ${table.scrollWidth}/${frame.clientWidth}`);
    }
    const actions = document.querySelectorAll<HTMLElement>(
      'main button, main a, [role="dialog"] button',
    );
    for (const element of actions) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || element.closest('[hidden], [aria-hidden="true"]')) continue;
      let clipped =
        box.right > root.clientWidth + 0.5 ||
        (element.tagName === 'BUTTON' && element.scrollWidth > element.clientWidth + 1);
      for (let parent = element.parentElement; parent && !clipped; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === 'visible') continue;
        const frame = parent.getBoundingClientRect();
        clipped = box.right > frame.right + 0.5 || box.left < frame.left - 0.5;
      }
      if (clipped) {
        const name = element.dataset.testid ?? element.getAttribute('aria-label') ?? '';
        const text = (element.innerText || '').trim().slice(0, 40);
        problems.push(`cut off: <${element.tagName.toLowerCase()} ${name}> "${text}"`);
      }
    }
    return problems;
  }, desktop);
}

/**
 * What still sticks out once the page has followed a resize: a chart or a
 * measured column takes its new width from a ResizeObserver a frame or a few
 * after the window changed. Looks again each frame while something sticks
 * out, for up to 5 s, and answers what still does then.
 */
export async function settledOverflow(page: Page, desktop: boolean): Promise<string[]> {
  const until = Date.now() + 5_000;
  for (;;) {
    const problems = await overflowOf(page, desktop);
    if (problems.length === 0 || Date.now() > until) return problems;
    await nextFrames(page);
  }
}
