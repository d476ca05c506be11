// The app in the contest's language (docs/i18n.md): a whole contest in French, the server's refusals read in French
// on the page, the switcher changing the page without a reload, and the long test language on a phone.
import type { Page } from '@playwright/test';
import {
  addPlayer,
  advancePhase,
  castVote,
  createContestInPhase,
  createOrganizer,
  expect,
  fixturePath,
  signInAsOrganizer,
  test,
  uploadMeme,
} from './support';

const memeIdOf = (src: string | null) => src?.match(/\/api\/files\/[^/]+\/([^/]+)\//)?.[1] ?? '';

test('a whole contest in French, refusals included', async ({ page, browser, stack }) => {
  test.setTimeout(120_000);
  const organizer = await createOrganizer();
  await signInAsOrganizer(page, organizer.username);

  // The organizer switches to French; the new contest's language is theirs.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
  await page.goto('/create-contest');
  await page.getByRole('textbox', { name: 'Nom du concours' }).fill('Coupe des mèmes');
  await expect(page.getByRole('combobox', { name: 'Langue du concours' })).toHaveValue('fr');
  await page.getByRole('textbox', { name: 'Pseudo du joueur 1' }).fill('Alpha');
  await page.getByRole('button', { name: 'Créer le concours' }).click();
  await expect(page.getByText('Concours créé !')).toBeVisible();
  await page.waitForURL(/\/dashboard\/\w+$/);
  const contestId = page.url().split('/').pop()!;

  const players = page.getByRole('region', { name: /Joueurs/ });
  await players.getByRole('button', { name: 'Ouvrir les inscriptions' }).click();
  const joinLink = await players.getByRole('textbox', { name: 'Lien d’invitation' }).inputValue();

  // A member whose browser speaks English sees the contest's French; a taken name is refused in French.
  const member = await (await browser.newContext({ baseURL: stack.appUrl, locale: 'en-US' })).newPage();
  await member.goto(joinLink);
  await expect(member.getByRole('heading', { level: 1, name: 'Coupe des mèmes' })).toBeVisible();
  await expect(member.locator('html')).toHaveAttribute('lang', 'fr');
  await member.getByRole('textbox', { name: 'Ton pseudo' }).fill('alpha');
  await member.getByRole('button', { name: 'Rejoindre le concours' }).click();
  await expect(member.getByRole('alert')).toHaveText('Chaque pseudo doit être unique dans un concours.');
  await member.getByRole('textbox', { name: 'Ton pseudo' }).fill('Bravo');
  await member.getByRole('button', { name: 'Rejoindre le concours' }).click();
  await expect(member.getByRole('heading', { level: 1, name: 'C’est bon, Bravo !' })).toBeVisible();
  await member.getByRole('link', { name: 'Aller à ma page' }).click();

  // An oversized file is turned away in French; a good one goes up.
  const picker = member.locator('input[type="file"]');
  await picker.setInputFiles(fixturePath('oversize.png'));
  await expect(member.getByText('Les fichiers de plus de 3 Mo ont été ignorés.')).toBeVisible();
  await picker.setInputFiles(fixturePath('meme.png'));
  await member.getByRole('button', { name: 'Envoyer' }).click();
  await expect(member.getByText('Tes mèmes sont envoyés !')).toBeVisible();
  const ownMemeSrc = await member.getByRole('region', { name: 'Tes mèmes' }).getByRole('img').getAttribute('src');

  // Two more players, through the API.
  const [alpha, charlie] = [
    await addPlayer(organizer, contestId, 'Alpha2'),
    await addPlayer(organizer, contestId, 'Charlie'),
  ];
  const alphaMeme = await uploadMeme(alpha!, 'meme.jpg');
  await uploadMeme(charlie!, 'meme.gif');
  await advancePhase(organizer, contestId);
  await expect(member.getByText('L’organisateur a passé le concours en phase Vote.')).toBeVisible();

  // A vote on one's own meme: the page's own vote request, sent for the player's meme, is refused in French.
  const ownMemeId = memeIdOf(ownMemeSrc);
  await member.route('**/api/memes/*/vote', (route) =>
    route.continue({
      url: route
        .request()
        .url()
        .replace(/\/memes\/[^/]+\/vote/, `/memes/${ownMemeId}/vote`),
    }),
  );
  await member.getByRole('button', { name: 'Note 7' }).click();
  await expect(member.getByText('Tu ne peux pas voter pour tes propres mèmes.').first()).toBeVisible();
  await member.unroute('**/api/memes/*/vote');

  // Bravo scores every meme; Alpha's gets 8 and 9: an average of 8,5.
  for (let position = 1; position <= 2; position += 1) {
    const src = await member.getByRole('img', { name: new RegExp(`^Mème ${position} sur 2$`) }).getAttribute('src');
    await member.getByRole('button', { name: memeIdOf(src) === alphaMeme.id ? 'Note 8' : 'Note 6' }).click();
    await expect(member.getByRole('button', { name: new RegExp(`^Mème ${position}, noté`) })).toBeVisible();
  }
  const bravoMemeId = ownMemeId;
  await castVote(charlie!, alphaMeme.id, 9);
  await castVote(alpha!, bravoMemeId, 7);
  const charlieMemes = await organizer.client
    .collection('memes')
    .getFullList({ filter: `contest = "${contestId}" && player = "${charlie!.id}"` });
  await castVote(alpha!, charlieMemes[0]!.id, 5);
  await advancePhase(organizer, contestId);
  await expect(member.getByRole('heading', { name: 'Classement des mèmes' })).toBeVisible();
  await expect(member.getByText('8,5 points').first()).toBeVisible();

  // The public results page, in French for a visitor whose browser speaks English.
  await organizer.client.collection('contests').update(contestId, { results_shared: true });
  const visitor = await (await browser.newContext({ baseURL: stack.appUrl, locale: 'en-US' })).newPage();
  await visitor.goto(`/results/${contestId}`);
  await expect(visitor.getByText('Résultats du concours de mèmes')).toBeVisible();
  await expect(visitor.getByText('8,5 points').first()).toBeVisible();
});

test('the switcher changes the language without a reload and keeps it after one', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Host a meme contest in minutes' })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page.getByRole('heading', { level: 1, name: 'Ein Meme-Wettbewerb in Minuten' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Ein Meme-Wettbewerb in Minuten' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBeUndefined();
});

/** Texts wider than their box and cut off (overflow hidden or clipped), and whether the page scrolls sideways. */
async function cutTexts(page: Page): Promise<{ pageOverflow: boolean; cut: string[] }> {
  return page.evaluate(() => {
    const cut: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (
        !element.childNodes.length ||
        ![...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim())
      )
        continue;
      const style = getComputedStyle(element);
      if (style.overflowX === 'visible' || element.closest('[hidden], .sr-only')) continue;
      if (element.scrollWidth > element.clientWidth + 1) cut.push(element.textContent!.trim().slice(0, 60));
    }
    const root = document.documentElement;
    return { pageOverflow: root.scrollWidth > root.clientWidth, cut };
  });
}

/** How many lines the brand's name takes in the navigation bar. */
const brandLines = (page: Page) =>
  page
    .getByRole('navigation', { name: /./ })
    .first()
    .getByText('Meme Arena', { exact: true })
    .evaluate((brand) => {
      const range = document.createRange();
      range.selectNodeContents(brand);
      return new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size;
    });

test('the long test language cuts no text on a phone', { tag: '@phone' }, async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('meme-arena:language', 'pseudo'));
  for (const path of ['/', '/rules', '/about', '/login']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await expect(page.locator('h1').first()).toContainText('~');
    expect(await cutTexts(page), path).toEqual({ pageOverflow: false, cut: [] });
    expect(await brandLines(page), path).toBe(1);
  }
  // A player's page in each phase.
  for (const phase of ['participation', 'vote', 'results'] as const) {
    const { players } = await createContestInPhase({ phase });
    await page.goto(players[0]!.link);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /~/ })).toHaveCount(0);
    expect(await cutTexts(page), phase).toEqual({ pageOverflow: false, cut: [] });
  }
});

const switchFailed = "Couldn't change the language. Check your connection and try again.";

test('a page whose texts cannot download says so, and starts in its language once they can', async ({
  browser,
  stack,
}) => {
  const page = await (await browser.newContext({ baseURL: stack.appUrl, locale: 'de-DE' })).newPage();
  // The phone loses its connection between the page and its German texts.
  await page.route('**/assets/de-*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText('Meme Arena could not load');
  await page.unroute('**/assets/de-*.js');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ein Meme-Wettbewerb in Minuten' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('a switch to a language whose texts cannot download keeps the page in its language', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1, name: 'Host a meme contest in minutes' });
  await expect(heading).toBeVisible();
  await page.route('**/assets/fr-*.js', (route) => route.abort());
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expect(page.getByText(switchFailed)).toBeVisible();
  await expect(heading).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The page goes on working: another language applies, and the failed one is not kept for the next visit.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page.getByRole('heading', { level: 1, name: 'Ein Meme-Wettbewerb in Minuten' })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a contest's language whose texts cannot download leaves its page in the visitor's", async ({ page }) => {
  const { contest, organizer, players } = await createContestInPhase({ phase: 'participation' });
  await organizer.client.collection('contests').update(contest.id, { language: 'de' });
  await page.route('**/assets/de-*.js', (route) => route.abort());
  await page.goto(players[0]!.link);
  await expect(page.getByText(switchFailed)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('region', { name: 'Your memes' })).toBeVisible();
});

test(
  'the brand stays on one line in the bar of a phone in every language',
  { tag: '@phone-only' },
  async ({ page }) => {
    for (const locale of ['en', 'fr', 'es', 'de', 'pt-BR']) {
      await page.addInitScript((picked) => localStorage.setItem('meme-arena:language', picked), locale);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      // The app has replaced index.html's shell (which has no heading): the bar measured is the one that stays.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await brandLines(page), locale).toBe(1);
      expect(await cutTexts(page), locale).toEqual({ pageOverflow: false, cut: [] });
    }
  },
);

test("a first visit follows the browser's language, its catalog preloaded by the page", async ({ browser, stack }) => {
  const page = await (await browser.newContext({ baseURL: stack.appUrl, locale: 'pt-PT' })).newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Organize um concurso de memes em minutos' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  // Only the texts the first screen shows: the site's on the home page, the pages' too on the rules.
  await expect(page.locator('link[rel="modulepreload"][href*="/pt-BR-"]')).toHaveCount(1);
  await expect(page.locator('link[rel="modulepreload"][href*="/pt-BR-site-"]')).toHaveCount(1);
  await page.goto('/rules');
  await expect(page.getByRole('heading', { level: 1, name: 'Regras do concurso' })).toBeVisible();
  await expect(page.locator('link[rel="modulepreload"][href*="/pt-BR-"]')).toHaveCount(2);
  await expect(page.locator('link[rel="modulepreload"][href*="/pt-BR-pages-"]')).toHaveCount(1);
});

test("the page shell is in the visitor's language before the app's code runs", async ({ browser, stack }) => {
  const context = await browser.newContext({ baseURL: stack.appUrl, locale: 'fr-FR' });
  const page = await context.newPage();
  // The app's code never arrives: what shows is index.html's own shell, as a slow phone paints it first.
  await page.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort());
  await page.goto('/about');
  const bar = page.getByRole('banner');
  await expect(bar.getByRole('link', { name: 'Règles' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'À propos' })).toBeVisible();
  await expect(bar.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
  await expect(bar.getByText('Rules', { exact: true })).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  // A visitor who picked English keeps it, whatever their browser says.
  await page.evaluate(() => localStorage.setItem('meme-arena:language', 'en'));
  await page.reload();
  await expect(bar.getByRole('link', { name: 'Rules' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});
