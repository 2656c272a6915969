import type { Page } from '@playwright/test';
import { EASY_READ } from '../support/easy-read-users.js';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.js';

/*
 * Issue 16 part 5, decisions §13: the student's own home is easy-read. Its own student
 * (seed-easy-read.ts) has the Entry term evaluated; the home shows what they do by themself and
 * are learning per area, with a picture each, read-aloud per sentence and big buttons, in English
 * and in Hindi, accessible at both widths.
 *
 * Headless Chromium has no voices, so speech synthesis is replaced before the app loads: it has
 * an English (India) and a Hindi voice and records what it is asked to say.
 */

type Spoken = { text: string; lang: string; voice: string | null };

async function stubSpeech(page: Page) {
  await page.addInitScript(() => {
    const voices = [
      { lang: 'en-IN', name: 'E2E English (India)', default: true, localService: true },
      { lang: 'hi-IN', name: 'E2E Hindi', default: false, localService: true },
    ];
    const spoken: unknown[] = [];
    (window as unknown as { __spoken: unknown[] }).__spoken = spoken;
    class Utterance {
      lang = '';
      voice: { name: string } | null = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(public text: string) {}
    }
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance });
    Object.defineProperty(window, 'speechSynthesis', {
      value: {
        getVoices: () => voices,
        speak: (u: Utterance) =>
          spoken.push({ text: u.text, lang: u.lang, voice: u.voice?.name ?? null }),
        cancel: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
      },
    });
  });
}

const spoken = (page: Page) =>
  page.evaluate(() => (window as unknown as { __spoken: Spoken[] }).__spoken);

async function accessibleAtBothWidths(page: Page, label: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectAccessible(page, `${label} at 1280 px`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, `${label} at 390 px`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Texts in main smaller than easy-read's 20 px: "<size> px: <text>" for each. */
function smallTexts(page: Page) {
  return page.getByRole('main').evaluate((main) => {
    const small: string[] = [];
    for (const element of Array.from(main.querySelectorAll<HTMLElement>('*'))) {
      const own = Array.from(element.childNodes)
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent?.trim() ?? '')
        .join(' ')
        .trim();
      // Visually hidden text (a button's context for screen readers) is not read on screen.
      const hidden = element.getClientRects().length === 0 || element.offsetWidth <= 1;
      const size = parseFloat(getComputedStyle(element).fontSize);
      if (own && !hidden && size < 20) small.push(`${size} px: ${own}`);
    }
    return small;
  });
}

/**
 * Visible texts of the home's items (the lists) in Latin letters and not inside an element marked
 * lang="en". Only the items: elsewhere the student's own name is Latin, and a name is no language.
 */
function unmarkedEnglish(page: Page) {
  return page.getByRole('main').evaluate((main) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest('li')) continue;
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      // Words in Latin letters; the codes the catalogs keep (VP, PP, NE, A–E) are not words.
      if (!parent || !/[A-Za-z]{3,}/.test(text)) continue;
      if (parent.closest('[lang]')?.getAttribute('lang') === 'en') continue;
      if (parent.getClientRects().length === 0) continue;
      found.push(text);
    }
    return found;
  });
}

const AREAS = ['personal', 'social', 'academic', 'occupational', 'recreational'];

test('the student reads their easy-read home in English and Hindi, and hears it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await stubSpeech(page);
  const s = EASY_READ.student;
  await signIn(page, { userId: s.regNo, password: s.password });
  await expect(page).toHaveURL('/student');
  await expect(page.getByRole('heading', { level: 1, name: 'Student Home' })).toBeVisible();
  await expect(page.getByText(`Hello, ${s.name}!`)).toBeVisible();
  await expect(
    page.getByText('This is my report for the Entry term in Preprimary-3.'),
  ).toBeVisible();

  // The summary, built from the answers: Yes by myself, VP/PP learning, NE and NA left out.
  const personal = page.getByRole('region', { name: 'Personal' });
  await expect(personal.getByText('I can do by myself:')).toBeVisible();
  await expect(personal.getByRole('list').first().getByRole('listitem')).toHaveText([
    'Drinks from a cup',
    'Eats chapati by self',
    'Washes hands with soap',
  ]);
  await expect(personal.getByText('And 1 more.')).toBeVisible();
  await expect(personal.getByText('I am learning:')).toBeVisible();
  await expect(personal.getByText('Buttons a shirt')).toBeVisible();
  await expect(personal.getByText('Combs hair')).toHaveCount(0);
  const social = page.getByRole('region', { name: 'Social' });
  await expect(social.getByText('Waves bye-bye')).toBeVisible();
  await expect(social.getByText('Shares a toy')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Occupational' })).toContainText('Waters a plant');
  await expect(page.getByRole('region', { name: 'Recreational' })).toContainText('My activities:');

  // A picture per area, beside its name (decorative).
  const pictures = page.locator('main svg[data-picture]');
  await expect(pictures).toHaveCount(5);
  expect(await pictures.evaluateAll((all) => all.map((p) => p.dataset.picture))).toEqual(AREAS);
  for (const picture of await pictures.all()) {
    await expect(picture).toHaveAttribute('aria-hidden', 'true');
  }

  await personal.getByRole('button', { name: /^Show all/ }).click();
  await expect(personal.getByText('Takes off slippers')).toBeVisible();
  await personal.getByRole('button', { name: /^Show fewer/ }).click();

  // Nothing of the intake on the home.
  await expect(page.getByRole('main')).not.toContainText(/Aadha?ar|XXXX|Payment/);

  // Big buttons, at least 48 px high, at both widths.
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    for (const name of ['Details', 'History', 'My data', 'Change password']) {
      const box = (await page.getByRole('link', { name, exact: true }).boundingBox())!;
      expect(box.height, `${name} at ${width} px`).toBeGreaterThanOrEqual(48);
    }
    // Body text at least 20 px.
    const size = await personal
      .getByRole('listitem')
      .first()
      .evaluate((li) => parseFloat(getComputedStyle(li).fontSize));
    expect(size).toBeGreaterThanOrEqual(20);
  }

  // At 390 px every visible text of the home, "Read aloud", "Show all" and "What I am learning
  // now" included, is at least 20 px, and the scroll control a 48 px button (issue 26 item 16).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('region', { name: 'What I am learning now' })).toBeVisible();
  expect(await smallTexts(page)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const toTop = page.getByRole('main').getByRole('button', { name: 'Scroll to top' });
  await expect(toTop).toBeVisible();
  const toTopBox = (await toTop.boundingBox())!;
  expect(Math.min(toTopBox.width, toTopBox.height)).toBeGreaterThanOrEqual(48);
  await page.setViewportSize({ width: 1280, height: 844 });

  // Read-aloud: one button per sentence, nothing plays by itself.
  expect(await page.getByRole('button', { name: 'Read aloud' }).count()).toBeGreaterThan(5);
  expect(await spoken(page)).toEqual([]);
  await personal.getByRole('button', { name: 'Read aloud' }).first().click();
  expect(await spoken(page)).toEqual([
    {
      text: 'I can do by myself: Drinks from a cup. Eats chapati by self. Washes hands with soap. And 1 more.',
      lang: 'en-IN',
      voice: 'E2E English (India)',
    },
  ]);
  await accessibleAtBothWidths(page, 'easy-read home');

  // हिन्दी from the header's language switch (one button naming the other language).
  await page.getByRole('banner').getByRole('button', { name: 'हिन्दी', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: 'विद्यार्थी होम' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'मेरे लिए और' })).toBeVisible();
  await expect(page.getByText(`नमस्ते, ${s.name}!`)).toBeVisible();
  await expect(page.getByText('यह प्री-प्राइमरी-3 में प्रवेश टर्म की मेरी रिपोर्ट है।')).toBeVisible();
  // The areas' names are the domain's labels in Hindi (msg catalog).
  const hindiPersonal = page.getByRole('region', { name: 'व्यक्तिगत' });
  await expect(hindiPersonal.getByText('ये काम मैं खुद कर लेती हूँ:')).toBeVisible();
  await expect(hindiPersonal.getByText('ये काम मैं सीख रही हूँ:')).toBeVisible();
  await expect(hindiPersonal.getByText('और 1 काम।')).toBeVisible();
  // An item with a Hindi text shows it; one without shows its English, marked lang="en", and
  // says so in Hindi (issue 26 item 14, WCAG 3.1.2).
  const hindiItems = hindiPersonal.getByRole('list').first().getByRole('listitem');
  await expect(hindiItems).toHaveText([
    'कप से पीती है',
    'खुद चपाती खाती है',
    'Washes hands with soap (अभी केवल अंग्रेज़ी में)',
  ]);
  await expect(hindiItems.nth(0)).not.toHaveAttribute('lang');
  const english = hindiItems.nth(2).locator('[lang="en"]');
  await expect(english).toHaveText('Washes hands with soap');
  // Nothing in English on the Hindi home without lang="en" on it or around it.
  expect(await unmarkedEnglish(page)).toEqual([]);
  // The app's own Devanagari font (a PC without one showed boxes): its face is loaded.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const states: string[] = [];
        document.fonts.forEach((face) => {
          if (face.family.includes('Pragati Devanagari')) states.push(face.status);
        });
        return states;
      }),
    )
    .toContain('loaded');
  await expect(page.getByRole('link', { name: 'विवरण' })).toBeVisible();
  await page.getByRole('button', { name: 'सुनें' }).first().click();
  expect((await spoken(page)).at(-1)).toEqual({
    text: `नमस्ते, ${s.name}!`,
    lang: 'hi-IN',
    voice: 'E2E Hindi',
  });
  await accessibleAtBothWidths(page, 'easy-read home in Hindi');

  // Back to English for whoever signs in next on this account.
  await page.getByRole('banner').getByRole('button', { name: 'English', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
