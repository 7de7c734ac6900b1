import type { BrowserContext, Locator, Page } from 'playwright-core';

/** The control at the top right, by its accessible name. */
export const feedbackControl = (page: Page) => page.getByRole('button', { name: 'Feedback for the owner' });
/** The corner's panel (the sidebar's popover is a dialog named "Give Feedback"). */
export const feedbackPanel = (page: Page) => page.getByRole('dialog', { name: 'Send Feedback' });

export async function openFeedbackPanel(page: Page): Promise<Locator> {
  await feedbackControl(page).click();
  const panel = feedbackPanel(page);
  await panel.getByRole('heading', { name: 'Send Feedback' }).waitFor();
  return panel;
}

/** Picks a file through the Screenshot button's own file chooser, as a user would. */
export async function chooseScreenshot(
  page: Page,
  scope: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    scope.getByRole('button', { name: 'Screenshot' }).click(),
  ]);
  const accept = await chooser.element().getAttribute('accept');
  await chooser.setFiles(file);
  return { accept, multiple: chooser.isMultiple() };
}

/** Records every microphone track the page is given, so a test can see that all were released. */
export async function watchMicrophone(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const tracks: MediaStreamTrack[] = [];
    (window as unknown as { micTracks: () => string[] }).micTracks = () => tracks.map((t) => t.readyState);
    const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await original(constraints);
      tracks.push(...stream.getTracks());
      return stream;
    };
  });
}

export const microphoneTracks = (page: Page) =>
  page.evaluate(() => (window as unknown as { micTracks: () => string[] }).micTracks());

/** A browser whose user refused the microphone. */
export async function refuseMicrophone(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
}

/**
 * Interactive elements (other than the control itself and its panel) whose box meets the control's box.
 * Empty means the control covers none of the page's buttons, links or fields, nor the top bar's user control.
 */
export async function elementsUnderControl(page: Page): Promise<string[]> {
  return feedbackControl(page).evaluate((control) => {
    const corner = control.getBoundingClientRect();
    const slot = control.closest('.corner-slot') ?? control;
    const selector =
      'button, a[href], input, textarea, select, [role="button"], [role="tab"], [tabindex]:not([tabindex="-1"])';
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => !slot.contains(el) && el.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return (
          r.width > 0 &&
          r.height > 0 &&
          r.left < corner.right &&
          r.right > corner.left &&
          r.top < corner.bottom &&
          r.bottom > corner.top
        );
      })
      .map(
        (el) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.innerText).trim().slice(0, 40)}"`,
      );
  });
}

/** The control's box, to check it sits at the top right of the viewport. */
export async function controlBox(page: Page) {
  const box = await feedbackControl(page).boundingBox();
  if (!box) throw new Error('the feedback control is not visible');
  return box;
}
