import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, withPage } from './browser.js';

/**
 * The browser tests ask for reduced motion (tests/e2e/browser.ts); these run
 * the app both ways: with motion welcome, a dialog animates in and out (Chakra's
 * presence waits for its exit animation to end before it unmounts it), and
 * where a person asked their system for less, every animation and transition
 * takes an instant (web/theme/system.ts) and the dialog still comes and goes.
 */
const suite = browserSuite('PT Gerak Pelan');

/** The invite dialog's animation and transition durations, in seconds, while it is open. */
async function dialogMotion(page: Page): Promise<{ animation: number; transition: number }> {
  return page.getByTestId('member-invite-dialog').evaluate((dialog) => {
    const seconds = (value: string) =>
      Math.max(...value.split(',').map((part) => parseFloat(part)));
    // The dialog's content animates; its positioner and backdrop around it too.
    const styles = [dialog, dialog.parentElement!].map((element) => getComputedStyle(element));
    return {
      animation: Math.max(...styles.map((style) => seconds(style.animationDuration))),
      transition: Math.max(...styles.map((style) => seconds(style.transitionDuration))),
    };
  });
}

async function openAndCloseTheInviteDialog(page: Page) {
  await suite.signIn(page, suite.owner);
  await page.goto(suite.system.url + '/management');
  await page.getByTestId('member-invite').click();
  await page.getByTestId('member-invite-dialog').getByTestId('member-role-select').waitFor();
  const motion = await dialogMotion(page);
  await page.keyboard.press('Escape');
  await page.getByTestId('member-invite-dialog').waitFor({ state: 'detached' });
  return motion;
}

describe('motion', () => {
  it('with motion welcome, a dialog animates in and, once closed, out and away', () =>
    withPage(suite.browser, { reducedMotion: 'no-preference' }, async (page) => {
      const motion = await openAndCloseTheInviteDialog(page);
      expect(motion.animation).toBeGreaterThanOrEqual(0.1);
    }));

  it('where less motion is asked for, the dialog’s animations take an instant, and it still comes and goes', () =>
    withPage(suite.browser, { reducedMotion: 'reduce' }, async (page) => {
      const motion = await openAndCloseTheInviteDialog(page);
      expect(motion.animation).toBeLessThan(0.001);
      expect(motion.transition).toBeLessThan(0.001);
    }));
});
