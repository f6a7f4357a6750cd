// The language switch's part of the interaction bench (interaction-bench.mjs). The switch changes the page's
// language in place (web/src/app/language-root.tsx): two figures. What a student sees first, the tap answered (the
// switch shows itself busy): input to next paint as for the other interactions, from Event Timing. And the page
// shown in the other language: from the click's timestamp to the frame after <html lang> changed (a
// MutationObserver, then requestAnimationFrame and a task: after that frame's rendering). A build whose switch is a
// plain link loads a new document instead, which the old page's Event Timing never sees: the figure is then from
// the click to the new document's first paint, both on the wall clock (performance.timeOrigin + the page's own
// times), and the tap's answer is not measured.
//
// The functions given to the page (page.evaluate) run in the browser, with its globals.
/* global window, document, addEventListener, requestAnimationFrame, MutationObserver */

/**
 * The language switch's "shown" figure from what the page recorded, in ms: in the same document, from the click
 * (`clicked`) to the frame that shows the other language (`shown`), both on the page's clock; when the switch loaded
 * a new document, from the click to that document's first paint, both on the wall clock (`clickedWall`,
 * `paintWall`). null when neither pair was recorded, or the times are out of order (nothing to trust).
 */
export function switchShownMs({ clicked, shown, clickedWall, paintWall } = {}) {
  const span = (from, to) => (Number.isFinite(from) && Number.isFinite(to) && to > from ? to - from : null);
  return span(clicked, shown) ?? span(clickedWall, paintWall);
}

/**
 * Taps the top bar's switch to the other language with `tap` (the bench's touch, which returns the page's clock
 * before it as `since`) and returns the page shown figure, `since`, and whether the page stayed the same document.
 */
export async function tapLanguageSwitch(page, tap) {
  const toHindi = !page.url().includes('/hi/');
  const link = page
    .locator('header.site-nav')
    .getByRole('link', { name: toHindi ? 'हिंदी' : 'English' })
    .first();
  await page.evaluate(watchLanguageChange);
  const [, { since }] = await Promise.all([page.waitForURL((url) => url.pathname.startsWith('/hi/') === toHindi), tap(link)]);
  const times = await page.evaluate(readLanguageChange, toHindi ? 'hi' : 'en');
  const ms = switchShownMs(times);
  if (ms === null) throw new Error(`the language switch: no paint in the other language after the click (${JSON.stringify(times)})`);
  return { ms, since, sameDocument: times.sameDocument === true };
}

// ── In the page ──────────────────────────────────────────────────────────────────────────────────────────

/**
 * Before a tap on the language switch: keeps the tap's click time and the time of the frame after <html lang>
 * changes (after its rendering: requestAnimationFrame, then a task), on the page's clock.
 */
function watchLanguageChange() {
  const watch = { clicked: undefined, shown: undefined, stop: new AbortController() };
  window.__languageChange?.stop.abort();
  window.__languageChange = watch;
  addEventListener('click', (event) => event.isTrusted && watch.clicked === undefined && (watch.clicked = event.timeStamp), {
    capture: true,
    signal: watch.stop.signal,
  });
  const observer = new MutationObserver(() => {
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (watch.shown = performance.now()), 0));
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
}

/**
 * After the tap, once the address is the other language's: what switchShownMs reads, from the watch (the same
 * document) or, on a new document, its first paint and the click's wall clock time the probe left in storage.
 */
async function readLanguageChange(locale) {
  for (let waited = 0; waited < 10_000; waited += 20) {
    const watch = window.__languageChange;
    if (watch && watch.shown !== undefined && document.documentElement.lang === locale) {
      watch.stop.abort();
      return { sameDocument: true, clicked: watch.clicked, shown: watch.shown };
    }
    if (!watch) {
      const [paint] = performance.getEntriesByType('paint'); // first-paint comes first
      const clickedWall = Number(sessionStorage.getItem('interactionProbe:click'));
      if (paint && clickedWall) return { sameDocument: false, clickedWall, paintWall: performance.timeOrigin + paint.startTime };
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {};
}
