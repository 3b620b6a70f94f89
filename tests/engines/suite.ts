import { afterAll, beforeAll, describe, it } from 'vitest';
import { startDisplay, xvfbMissing, type Display } from './display';
import type { Engine, EnginePage, EngineSession, LaunchOptions } from './driver';
import { caseStudyFromCard } from './journeys/caseStudy';
import { contactFailure, contactSuccess } from './journeys/contact';
import { rightToLeft, translatedPages } from './journeys/languages';
import {
  arrivingAtSection,
  feedbackCarousel,
  filterTabsJourney,
  goToTop,
  headerAtItsSwitch,
  longerHeaderAtTabletWidths,
  menuDialog,
  projectRowCarousel,
  wholePage,
} from './journeys/page';
import { jumpsLeaveNoScene, reducedMotion, sceneRunsInItsHost, withoutWebGL } from './journeys/scene';
import { switchingScheme } from './journeys/scheme';
import { postFromTheMainPage } from './journeys/writing';
import { searchByTheShortcut } from './journeys/search';

/**
 * The visitor journeys in one engine, one browser session per browser setting, one journey after
 * another. An engine this machine lacks is skipped with how to install it, except under CI=true,
 * where it fails the run.
 */
export function engineSuite(engine: Engine): void {
  const missing = linuxOnly(engine) ?? engine.missing() ?? xvfbMissing();
  if (missing) {
    describe(engine.name, () => {
      (process.env.CI ? it : it.skip)(missing, () => {
        throw new Error(`${missing} CI runs every engine.`);
      });
    });
    if (!process.env.CI) console.warn(`${engine.name} journeys skipped: ${missing}`);
    return;
  }

  describe(engine.name, () => {
    let display: Display | undefined;
    beforeAll(async () => {
      display = await startDisplay();
    });
    afterAll(() => display?.stop());

    /**
     * A session with these settings, open from the first journey of the block to its last. Each
     * journey runs through the returned function; a browser that dies under a journey (its driver
     * says the session is gone: WebKitGTK's web process has crashed so under software GL) is started
     * again, with a warning, and the journey runs once more from its start in the new session.
     */
    const session = (options: LaunchOptions = {}) => {
      let open: EngineSession | undefined;
      const launch = async () => {
        const launched = await engine.launch(display!.name, options);
        console.info(
          `${engine.name} ${launched.version}${Object.keys(options).length > 0 ? ` ${JSON.stringify(options)}` : ''}`,
        );
        open = launched;
      };
      beforeAll(launch);
      afterAll(() => open?.close());
      return async (journey: (page: EnginePage) => Promise<void>) => {
        try {
          await journey(open!.page);
        } catch (error) {
          if (!sessionLost(error)) throw error;
          console.warn(
            `${engine.name}: the browser went away during the journey (${String(error)}); it runs once more in a new session`,
          );
          await open?.close().catch(() => undefined);
          await launch();
          await journey(open!.page);
        }
      };
    };

    describe('as most visitors see it', () => {
      const visit = session();
      it('the page arrives whole and hydrated, with no uncaught error', () => visit(wholePage));
      it('a link to a section opens the page there, hydrated', () => visit(arrivingAtSection));
      it('the filter tabs leave exactly their projects on show', () => visit(filterTabsJourney));
      it('the feedback carousel walks through every quote', () => visit(feedbackCarousel));
      it('the go-to-top button shows once scrolled and takes the visitor up', () => visit(goToTop));
      it('a failed send explains why and keeps every word', () => visit((page) => contactFailure(page, engine.id)));
      it('a message goes through the local mailbox', () => visit((page) => contactSuccess(page, engine.id)));
      it('in a narrow window the menu dialog opens, closes on Escape and its links lead to their section', () =>
        visit(menuDialog));
      it('at the width the build computed the header row fits on one line; a pixel less, the burger', () =>
        visit(headerAtItsSwitch));
      it('the longer header of the filled-in content at 768, 914 and 1024 px: one line or the burger, never cut', () =>
        visit((page) => longerHeaderAtTabletWidths(page, engine)));
      it('at 800 px the project row is a carousel that reaches every card', () => visit(projectRowCarousel));
      it('the right-to-left page: the carousels run leftwards, go-to-top sits at the left', () =>
        visit((page) => rightToLeft(page, engine)));
      it('each translated page says its language and direction and scrolls nowhere sideways, narrow and wide', () =>
        visit((page) => translatedPages(page, engine)));
      it('a card opens its case study, whose way back lands on that card', () => visit(caseStudyFromCard));
      it("each language's main page opens its newest post from its latest posts, in its language and direction, narrow and wide", () =>
        visit((page) => postFromTheMainPage(page, engine)));
      it('the search opens with /, finds a case study by a word of its story and leads to it, in English and Arabic, narrow and wide; Escape gives the focus back', () =>
        visit((page) => searchByTheShortcut(page, engine)));
      it(`the scene runs in its ${engine.sceneHost === 'worker' ? 'worker' : 'main-thread fallback'}`, () =>
        visit((page) => sceneRunsInItsHost(page, engine)));
      it('leaving the hero by the header links or End leaves nothing of the scene on screen; back at the hero it shows again', () =>
        visit((page) => jumpsLeaveNoScene(page, engine)));
      it('the light scheme: the first paint follows the system, the toggles switch, the choice is kept and the scene follows', () =>
        visit((page) => switchingScheme(page, engine)));
    });

    describe('with reduced motion asked for', () => {
      const visit = session({ reducedMotion: true });
      it('the scene never starts, effects show their end state at once, GSAP never loads', () =>
        visit((page) => reducedMotion(page, engine)));
    });

    describe('without WebGL', () => {
      const visit = session({ webgl: false });
      it('the scene is declined and the page is whole with the poster and the photo', () =>
        visit((page) => withoutWebGL(page, engine)));
    });
  });
}

/** Firefox ESR and WebKitGTK as Debian packages them, on an X server: Linux only. */
function linuxOnly(engine: Engine): string | undefined {
  if (process.platform === 'linux') return undefined;
  return `the ${engine.name} journeys run on Linux (Debian's packages under Xvfb), not on ${process.platform}; the deploy workflow runs them.`;
}

/** Whether a driver's error says the browser's session is gone (the browser exited or crashed), rather than that a check failed. */
function sessionLost(error: unknown): boolean {
  return /invalid session id|session deleted|target closed|connection closed|browser has disconnected/i.test(
    String(error),
  );
}
