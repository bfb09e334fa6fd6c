import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** Theme demo pages: the preview index, the eight home variants and the works pages. */
const ROUTES: ReadonlyArray<{ path: string; title: string; headings: readonly string[] }> = [
  {
    path: '/Preview',
    title: 'Moonex - Preview',
    headings: [
      'Creative agency and portfolio demos',
      'Eight home pages, one studio',
      'Ways to show the work',
      'A journal for the studio',
      'Every other page a studio needs',
      '$19, a limited-time offer',
    ],
  },
  { path: '/preview', title: 'Moonex - Preview', headings: ['Creative agency and portfolio demos'] },
  {
    path: '/home-default',
    title: 'Home Default · Studio Demo',
    headings: [
      'We design brands people remember',
      'Services built around your story',
      'Recent Projects',
      'Brands we have grown with',
      'What clients say',
    ],
  },
  {
    path: '/home-studio',
    title: 'Home Studio · Studio Demo',
    headings: [
      'A small studio for big ideas',
      'Work we are proud of',
      'How we can help',
      'Clients on working with us',
      'Trusted by',
    ],
  },
  {
    path: '/home-agency',
    title: 'Home Agency · Studio Demo',
    headings: [
      'Strategy, design and code under one roof',
      'Fifteen years of launches',
      'Everything a launch needs',
      'Latest Projects',
      'In good company',
      'Clients say it best',
    ],
  },
  {
    path: '/home-dark',
    title: 'Home Dark · Studio Demo',
    headings: [
      'Bigger, Bolder and Better',
      '1. Our Services',
      '2. Latest Projects',
      '3. Trusted Partners',
      '4. What Clients Say',
    ],
  },
  {
    path: '/home-minimal',
    title: 'Home Minimal · Studio Demo',
    headings: ['An Award Winning Digital Studio', 'Selected Work'],
  },
  {
    path: '/home-freelancer',
    title: 'Home Freelancer · Studio Demo',
    headings: [
      'Hi, I’m Noa Vance',
      'About me',
      'A career in numbers',
      'My Skills',
      'Education & Experience',
      'My Latest Projects',
      'What clients say',
      'From the studio this week',
    ],
  },
  {
    path: '/home-modern',
    title: 'Home Modern · Studio Demo',
    headings: [
      'Since 1991',
      'What we are known for',
      'Recent Projects',
      'More than 150 brands since 2006',
      'Latest Articles',
      'Have a project in mind?',
    ],
  },
  {
    path: '/home-trending',
    title: 'Home Trending · Studio Demo',
    headings: [
      'Ideas that move people',
      'Latest Projects',
      'Our Services',
      'Our Partners',
      'Got an idea worth moving?',
    ],
  },
  { path: '/works-grid', title: 'Works Grid · Studio Demo', headings: ['Portfolio Grid'] },
  { path: '/works-masonry', title: 'Works Masonry · Studio Demo', headings: ['Portfolio Masonry'] },
  { path: '/works-listing', title: 'Works Listing · Studio Demo', headings: ['Portfolio Listing'] },
  { path: '/works-carousel', title: 'Works Carousel · Studio Demo', headings: ['Latest Portfolio'] },
  {
    path: '/works-showcase',
    title: 'Works Showcase · Studio Demo',
    headings: ['Saltwater Supper Club', 'What we did', 'Pictures from the project'],
  },
  {
    path: '/works-showcase-2',
    title: 'Works Showcase 2 · Studio Demo',
    headings: ['Harbour Film Week', 'What we did', 'Pictures from the project'],
  },
  {
    path: '/works-showcase-3',
    title: 'Works Showcase 3 · Studio Demo',
    headings: ['Verdant Greenhouse', 'What we did', 'Pictures from the project'],
  },
  {
    path: '/portfolio-details',
    title: 'Portfolio Details · Studio Demo',
    headings: ['Northbound Coffee', 'The challenge', 'What we did', 'The result'],
  },
];

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test.describe('every home and works page', () => {
  // Fades would make axe see half-transparent text: scan what a reduced-motion visitor gets, all at once.
  test.use({ reducedMotion: 'reduce' });

  for (const route of ROUTES) {
    test(`${route.path}: 200, title, headings, noindex, no axe violations`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(route.title);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      for (const name of route.headings)
        await expect(page.getByRole('heading', { name, exact: true })).toBeAttached();
      // Under reduced motion nothing waits to fade in.
      for (const wrapper of await page.locator('[data-reveal]').all())
        await expect(wrapper).toHaveCSS('opacity', '1');

      const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
      expect(
        results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    });
  }
});

test.describe('preview index', () => {
  test('cards open their demo in a new tab, and say so', async ({ page, context }) => {
    await page.goto('/Preview');
    const card = page.getByRole('link', { name: 'Home Minimal (opens in a new tab)' });
    await expect(card).toHaveAttribute('target', '_blank');
    await expect(card).toHaveAttribute('rel', 'noopener');
    const [opened] = await Promise.all([context.waitForEvent('page'), card.click()]);
    await opened.waitForLoadState();
    expect(new URL(opened.url()).pathname).toBe('/home-minimal');
    await expect(opened).toHaveTitle('Home Minimal · Studio Demo');
    await expect(page).toHaveURL(/\/Preview$/);
  });

  test('sticky anchors lead to the four sections; the $19 offer leads to its explanation', async ({
    page,
  }) => {
    await page.goto('/Preview');
    const anchors = page.getByRole('navigation', { name: 'Preview sections' }).getByRole('link');
    await expect(anchors).toHaveText(['Demos', 'Portfolio', 'Blog', 'Pages']);
    expect(await anchors.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '#demo',
      '#portfolio',
      '#blog',
      '#pages',
    ]);
    await anchors.nth(2).click();
    await expect(page.locator('#blog')).toBeInViewport();
    await expect(page.locator('nav[aria-label="Preview sections"]')).toBeInViewport();

    const buy = page.getByRole('link', { name: /Purchase the template for \$19.*Limited-time offer/ });
    await expect(buy).toHaveAttribute('href', '/Preview#purchase');
    await buy.click();
    await expect(page.getByRole('heading', { name: '$19, a limited-time offer' })).toBeInViewport();
  });

  test('the brand appears only as the title', async ({ page }) => {
    await page.goto('/Preview');
    await expect(page.locator('body')).not.toContainText('Moonex');
  });

  test('the demo switcher lists Eng, Fra and Ger as unavailable, not focusable', async ({ page }) => {
    await page.goto('/Preview');
    for (const language of ['Eng', 'Fra', 'Ger']) {
      const link = page.getByRole('link', { name: `${language} (not available)` });
      await expect(link).toHaveAttribute('aria-disabled', 'true');
      await expect(link).not.toHaveAttribute('href', /.*/);
      await link.focus();
      await expect(link).not.toBeFocused();
    }
  });
});

test.describe('theme header', () => {
  test('menu groups open as disclosures; Escape closes and returns focus', async ({ page }) => {
    await page.goto('/home-default');
    const nav = page.getByRole('navigation', { name: 'Theme demo' });
    const works = nav.getByRole('button', { name: 'Works' });
    await expect(works).toHaveAttribute('aria-expanded', 'false');
    await works.focus();
    await page.keyboard.press('Enter');
    await expect(works).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Works Grid' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(works).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Works Grid' })).toBeHidden();
    await works.click();
    await nav.getByRole('link', { name: 'Works Masonry' }).click();
    await expect(page).toHaveURL(/\/works-masonry$/);
  });
});

test.describe('Home Minimal', () => {
  const rows = (page: Page) => page.locator('[data-filter-results] > li:visible');

  test('filters really filter, by mouse and keyboard, and announce the count', async ({ page }) => {
    await page.goto('/home-minimal');
    const filters = page.getByRole('group', { name: 'Filter projects by category' });
    await expect(filters.getByRole('button')).toHaveText([
      'All Projects 11 projects',
      'Branding 4 projects',
      'UI/UX Interaction 4 projects',
      'Motion Video 3 projects',
      'Illustration 4 projects',
    ]);
    await expect(rows(page)).toHaveCount(11);
    await expect(rows(page).first()).toContainText('2021');

    await filters.getByRole('button', { name: /^Branding/ }).click();
    await expect(rows(page)).toHaveCount(4);
    await expect(filters.getByRole('button', { name: /^Branding/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status')).toHaveText('4 projects shown: Branding');

    await filters.getByRole('button', { name: /^Motion Video/ }).focus();
    await page.keyboard.press('Space');
    await expect(rows(page)).toHaveCount(3);
    await expect(page.getByRole('status')).toHaveText('3 projects shown: Motion Video');

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(filters.getByRole('button', { name: /^All Projects/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(rows(page)).toHaveCount(11);
    await expect(page.getByRole('status')).toHaveText('11 projects shown: All Projects');
  });

  test('the preview tooltip appears on hover, to the right, flips near the right edge, hides on scroll', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/home-minimal');
    const tooltip = page.locator('[data-tooltip]');
    const row = rows(page).first();
    await row.scrollIntoViewIfNeeded();
    const box = (await row.boundingBox())!;
    await page.mouse.move(box.x + 40, box.y + box.height / 2);
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveAttribute('data-placement', 'right');
    const right = (await tooltip.boundingBox())!;
    expect(right.x).toBeGreaterThan(box.x + 40);

    await page.mouse.move(box.x + box.width - 10, box.y + box.height / 2, { steps: 4 });
    await expect(tooltip).toHaveAttribute('data-placement', 'left');
    const left = (await tooltip.boundingBox())!;
    expect(left.x + left.width).toBeLessThanOrEqual(box.x + box.width - 10);
    expect(left.x + left.width).toBeLessThanOrEqual(1280);

    // A small scroll keeps the pointer on the same row: the tooltip hides and stays hidden.
    await page.mouse.wheel(0, 20);
    await expect(tooltip).toHaveCount(0);

    // Back in, then a resize: hidden again.
    await page.mouse.move(box.x + 40, box.y - 200);
    const again = (await row.boundingBox())!;
    await page.mouse.move(again.x + 40, again.y + again.height / 2);
    await expect(tooltip).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(tooltip).toHaveCount(0);
  });
});

test.describe('works pages', () => {
  for (const [width, columns] of [
    [1024, 2],
    [480, 1],
  ] as const) {
    test(`masonry has ${columns} column(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/works-masonry');
      const masonry = page.locator('[data-masonry="portfolio"]');
      await expect(masonry).toHaveCSS('column-count', String(columns));
      const lefts = await masonry
        .locator(':scope > li')
        .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().left)));
      expect(new Set(lefts).size).toBe(columns);
    });
  }

  for (const [width, visible] of [
    [1280, 3],
    [800, 2],
    [500, 1],
  ] as const) {
    test(`the works carousel shows ${visible} slide(s) at ${width} px, with working controls`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/works-carousel');
      const carousel = page.getByRole('region', { name: 'Latest portfolio' });
      const shown = carousel.locator('[aria-roledescription="slide"]:not([inert])');
      await expect(shown).toHaveCount(visible);
      await expect(page.getByRole('link', { name: 'All Projects' })).toHaveAttribute('href', '/works-grid');
      const first = await shown.first().getAttribute('aria-label');
      await carousel.getByRole('button', { name: 'Next slide' }).click();
      await expect(shown.first()).not.toHaveAttribute('aria-label', first ?? '');
    });
  }

  test('works grid filters by the spec categories', async ({ page }) => {
    await page.goto('/works-grid');
    const filters = page.getByRole('group', { name: 'Filter projects by category' });
    await expect(filters.getByRole('button')).toHaveText([
      'All',
      'Branding',
      'Packaging',
      'Illustration',
      'Motion',
      'Animation',
    ]);
    await filters.getByRole('button', { name: 'Packaging' }).click();
    await expect(page.getByRole('status')).toHaveText('4 projects shown: Packaging');
    await expect(page.locator('[data-filter-results] > li:visible')).toHaveCount(4);
  });

  test('works listing has its filters and a hover preview', async ({ page }) => {
    await page.goto('/works-listing');
    await expect(
      page.getByRole('group', { name: 'Filter projects by category' }).getByRole('button'),
    ).toHaveText(['All', 'Branding', 'Ui/Ux', 'Packaging', 'Illustration', 'Motion', 'Animation']);
    await page.getByRole('link', { name: 'Orbit Banking App' }).hover();
    await expect(page.locator('[data-tooltip] img')).toBeVisible();
  });

  test('a showcase picture opens in the lightbox, with its address, and Escape closes it', async ({
    page,
  }) => {
    await page.goto('/works-showcase');
    await page
      .getByRole('link', { name: /\(open larger\)/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/#gid=works-showcase&pid=salt-1$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
});

test.describe('Home Freelancer', () => {
  test('counters count up to 80, 1000, 800 and 6750 once visible', async ({ page }) => {
    await page.goto('/home-freelancer');
    const digits = page.locator('[data-counter] [aria-hidden="true"]');
    await expect(digits).toHaveText(['0', '0', '0', '0']);
    await page.getByRole('list', { name: 'Career figures' }).scrollIntoViewIfNeeded();
    await expect(digits).toHaveText(['80', '1000', '800', '6750']);
    await expect(page.getByRole('list', { name: 'Career figures' })).toContainText('Years of Experience');
  });

  test('skills, timeline, 5 partners, a 3-slide looping testimonial slider and a feed of 5', async ({
    page,
  }) => {
    await page.goto('/home-freelancer');
    await expect(page.getByRole('list', { name: 'Tool proficiency' }).getByRole('listitem')).toHaveText([
      /Figma\s*90%/,
      /Sketch\s*95%/,
      /Adobe XD\s*82%/,
      /InvisionApp\s*93%/,
      /Bootstrap\s*76%/,
      /HTML5\/CSS\s*88%/,
    ]);
    await expect(
      page.getByRole('list', { name: 'Education and experience' }).getByRole('listitem'),
    ).toHaveCount(3);
    await expect(page.getByRole('list', { name: 'Education and experience' })).toContainText('2020-present');
    await expect(page.getByRole('list', { name: 'Clients' }).getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('list', { name: 'Studio feed' }).getByRole('listitem')).toHaveCount(5);

    const slider = page.getByRole('region', { name: 'Client testimonials' });
    await expect(slider.getByRole('button', { name: /Go to slide/ })).toHaveCount(3);
    // Infinite: "previous" works from the first slide and lands on the last.
    await expect(slider.getByRole('button', { name: 'Previous slide' })).toBeEnabled();
    await slider.getByRole('button', { name: 'Previous slide' }).click();
    await expect(slider.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(slider.getByRole('button', { name: 'Pause' })).toHaveCount(0);
  });
});
