import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { snapshotPosts } from './support/snapshot';

/**
 * Theme demo pages: blog, post details, services, about, pricing, team, FAQ, coming
 * soon and 404. Runs against the production build (`next start`).
 */

type Route = { path: string; title: string; status?: number; texts: string[] };

const ROUTES: Route[] = [
  {
    path: '/blog-grid',
    title: 'Blog Grid · Studio Demo',
    texts: ['Blog Grid', 'More', 'Subscribe to our newsletter'],
  },
  {
    path: '/blog-masonry',
    title: 'Blog Masonry · Studio Demo',
    texts: ['Blog Masonry', 'Subscribe to our newsletter'],
  },
  {
    path: '/blog-sidebar',
    title: 'Our Journal · Studio Demo',
    texts: ['Our Journal', 'Search', 'Social', 'Popular Posts', 'Newsletter', 'Categories', 'Tips & Tricks'],
  },
  {
    path: '/blog-details',
    title: 'Blog Details · Studio Demo',
    texts: ['Designing calm interfaces for busy people', 'Leave a Comment', 'Next post'],
  },
  {
    path: '/blog-details-sidebar',
    title: 'Blog Details with Sidebar · Studio Demo',
    texts: ['Designing calm interfaces for busy people', 'Leave a Comment', 'Popular Posts'],
  },
  {
    path: '/blog-details-v2',
    title: 'Blog Details V2 · Studio Demo',
    texts: ['Designing calm interfaces for busy people', 'Leave a Comment', 'Next post'],
  },
  {
    path: '/blog-details-v3',
    title: 'Blog Details V3 · Studio Demo',
    texts: ['Designing calm interfaces for busy people', 'Leave a Comment', 'Next post'],
  },
  {
    path: '/service',
    title: 'Services · Studio Demo',
    texts: [
      'Our Services',
      'Our Approach',
      'Have a project in mind?',
      'HTML/CSS',
      'WordPress',
      'Shopify',
      'iOS',
      'Android',
      'Figma',
      'Zeplin',
      'Partnership',
      'Clossness',
      'Future',
      'Commitment',
    ],
  },
  {
    path: '/service-details',
    title: 'UI/UX Solution · Studio Demo',
    texts: ['UI/UX Solution', 'Specialization', 'Our Skills', 'Our Approach', 'Services List', 'FAQs'],
  },
  {
    path: '/about-us',
    title: 'About Us · Studio Demo',
    texts: [
      'About Us',
      'Gallery',
      'Our Partners',
      'Testimonial',
      'Our Awards',
      'My Advantage',
      'Education & Experience',
    ],
  },
  {
    path: '/about-me',
    title: 'About Me · Studio Demo',
    texts: [
      'About Me',
      'Gallery',
      'Our Partners',
      'Testimonial',
      'Our Awards',
      'My Advantage',
      'Education & Experience',
    ],
  },
  {
    path: '/pricing',
    title: 'Pricing & Plan · Studio Demo',
    texts: ['Pricing & Plan', 'Starter', 'Studio', 'Agency'],
  },
  { path: '/team', title: 'Our Team · Studio Demo', texts: ['Our Team', 'This could be you'] },
  {
    path: '/team-details',
    title: 'Team Details · Studio Demo',
    texts: ['Lena Ortiz', 'Skills', 'Experience'],
  },
  {
    path: '/team-details-2',
    title: 'Team Details 2 · Studio Demo',
    texts: ['Tomás Reyes', 'Skills', 'Experience', 'Meet the team'],
  },
  { path: '/faq', title: 'FAQ · Studio Demo', texts: ['Progress', 'Payment', 'Support'] },
  {
    path: '/coming-soon',
    title: 'Coming Soon · Studio Demo',
    texts: ['Coming Soon', 'Days', 'Hours', 'Minutes', 'Seconds', 'Get notified'],
  },
  {
    path: '/404',
    title: 'Page Not Found · Studio Demo',
    status: 404,
    texts: ['Opps...! Page not found', 'Back to Home'],
  },
];

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('every route', () => {
  // Animations off, so axe sees final colours (reveal fades would read as low contrast).
  test.use({ reducedMotion: 'reduce' });

  for (const route of ROUTES) {
    test(`${route.path}: status ${route.status ?? 200}, title, key texts, noindex, no axe violations`, async ({
      page,
    }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(route.status ?? 200);
      // Pre-rendered: the page's own h1 is in the HTML the server sent.
      expect(await response?.text()).toContain('<h1');
      await expect(page).toHaveTitle(route.title);
      await expect(page.locator('meta[name="robots"][content="noindex, follow"]')).toHaveCount(1);
      await expect(
        page.locator('meta[name="robots"][content*="index"]:not([content*="noindex"])'),
      ).toHaveCount(0);
      for (const text of route.texts) {
        await expect(page.locator('main').getByText(text, { exact: true }).first(), text).toBeVisible();
      }
      await expectNoAxeViolations(page);
    });
  }
});

test('/404 says so with a real 404 status and leads home; unknown paths keep the global not-found', async ({
  request,
  page,
}) => {
  const response = await request.get('/404');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Opps...! Page not found');
  await page.goto('/404');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  expect((await request.get('/no-such-theme-page')).status()).toBe(404);
});

test.describe('blog lists', () => {
  test('/blog-grid: search box, 3-slide news slider, 9 posts, More, newsletter', async ({ page }) => {
    await page.goto('/blog-grid');
    await expect(page.getByRole('search').getByRole('searchbox')).toBeVisible();
    const slider = page.getByRole('region', { name: 'Latest news' });
    await expect(slider.locator('[aria-roledescription="slide"]')).toHaveCount(3);
    await expect(
      page
        .locator('main ul')
        .filter({ has: page.locator('article') })
        .locator(':scope > li'),
    ).toHaveCount(9);
    await expect(page.getByRole('link', { name: 'More', exact: true })).toBeVisible();
    await expect(page.getByPlaceholder('Email Address')).toBeVisible();
  });

  test('/blog-grid: the news slider loops and hides its dots under 768 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/blog-grid');
    const slider = page.getByRole('region', { name: 'Latest news' });
    const dots = slider.getByRole('button', { name: /^Go to slide/ });
    await expect(dots).toHaveCount(3);
    await expect(dots.first()).toBeVisible();
    // Looping: "previous" on the first slide is enabled and wraps to the last one.
    await slider.getByRole('button', { name: 'Previous slide' }).click();
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
    await page.setViewportSize({ width: 700, height: 900 });
    await expect(dots.first()).toBeHidden();
  });

  test('/blog-masonry: 12 posts, each with Continue', async ({ page }) => {
    await page.goto('/blog-masonry');
    await expect(page.locator('[data-masonry="blog"] > li')).toHaveCount(12);
    await expect(page.getByRole('link', { name: /^Continue/ })).toHaveCount(12);
  });

  for (const [width, columns] of [
    [1280, 4],
    [1000, 3],
    [700, 2],
    [480, 1],
  ] as const) {
    test(`/blog-masonry: ${columns} column(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/blog-masonry');
      const masonry = page.locator('[data-masonry="blog"]');
      await expect(masonry).toHaveCSS('column-count', String(columns));
      // And the cards really sit in that many columns.
      const lefts = await masonry
        .locator(':scope > li')
        .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().left)));
      expect(new Set(lefts).size).toBe(columns);
    });
  }

  test('/blog-sidebar: 2 featured, 5 listed, static pagination, 4 popular posts, categories with counts', async ({
    page,
  }) => {
    await page.goto('/blog-sidebar');
    await expect(page.locator('section[aria-labelledby="featured-heading"] article')).toHaveCount(2);
    await expect(page.locator('section[aria-labelledby="latest-heading"] article')).toHaveCount(5);
    const pages = page.getByRole('navigation', { name: 'Journal pages' });
    await expect(pages.locator('li')).toHaveText([
      'Page 1',
      'Page 2',
      'Page 3',
      'Page 4',
      'Page 5',
      '…',
      'Page 20',
      'Next',
    ]);
    await expect(pages.locator('[aria-current="page"]')).toHaveText('Page 1');
    await expect(page.locator('section[aria-labelledby="sidebar-popular"] li')).toHaveCount(4);
    await expect(page.locator('section[aria-labelledby="sidebar-categories"] li')).toHaveText([
      'All18',
      'Inspirations4',
      'Experiences3',
      'Reviews5',
      'Tips & Tricks1',
      'Others4',
    ]);
  });

  test('newsletter, subscribe and search forms send nothing and say so', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') sent.push(`${request.method()} ${request.url()}`);
    });
    await page.goto('/blog-sidebar');
    const newsletter = page.locator('section[aria-labelledby="sidebar-newsletter"]');
    await newsletter.getByPlaceholder('Email Address').fill('not even an address');
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(newsletter.getByRole('status')).toHaveText(/Nothing was sent/);
    await expect(newsletter.getByPlaceholder('Email Address')).toHaveValue('');
    const search = page.locator('section[aria-labelledby="sidebar-search"]');
    await search.getByRole('searchbox').fill('design');
    await search.getByRole('searchbox').press('Enter');
    await expect(search.getByRole('status')).toHaveText(/Nothing was searched/);
    await expect(page).toHaveURL(/\/blog-sidebar$/);

    await page.goto('/coming-soon');
    await page.getByPlaceholder('Email Address').fill('ana@example.com');
    await page.getByRole('button', { name: 'Notify me' }).click();
    await expect(page.getByRole('status')).toHaveText(/Nothing was sent/);
    expect(sent).toEqual([]);
  });
});

test.describe('post details', () => {
  test('related posts on /blog-details are categories 10 and 7 of the bundled snapshot, in order, linking to /blog-details', async ({
    page,
  }) => {
    const seen = new Set<number>();
    const expected = [...(await snapshotPosts(10)), ...(await snapshotPosts(7))].filter(
      (post) => !seen.has(post.id) && !!seen.add(post.id),
    );
    expect(expected.length).toBeGreaterThan(0);
    await page.goto('/blog-details');
    const related = page.getByTestId('related-posts');
    await expect(related.locator('h3')).toHaveText(expected.map((post) => post.title));
    const hrefs = await related
      .locator('h3 a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(expected.map(() => '/blog-details'));
    // Their pictures come through the content layer too, and load.
    const loaded = await related.locator('img').evaluateAll(async (images) => {
      const all = images as HTMLImageElement[];
      await Promise.all(
        all.map((image) => {
          image.loading = 'eager';
          return image.decode().catch(() => undefined);
        }),
      );
      return all.map((image) => image.naturalWidth > 0);
    });
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.every(Boolean)).toBe(true);
  });

  test('the related posts are in the pre-rendered HTML of all four detail pages', async ({ request }) => {
    const [first] = await snapshotPosts(10);
    expect(first).toBeDefined();
    for (const path of ['/blog-details', '/blog-details-sidebar', '/blog-details-v2', '/blog-details-v3']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('data-testid="related-posts"');
    }
  });

  test('comments nest replies, each with avatar, author, time, text and a reply link; next post goes to /blog-details', async ({
    page,
  }) => {
    await page.goto('/blog-details');
    await expect(page.getByRole('heading', { name: '6 Comments' })).toBeVisible();
    const replies = page.getByRole('list', { name: 'Replies to Marco Bellini' });
    await expect(replies.getByText('Owen Park', { exact: true })).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: 'Replies to Owen Park' })
        .getByText('Five people each is doable.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reply to Daniela Ruiz' })).toHaveAttribute(
      'href',
      '#comment-form',
    );
    await expect(page.getByText('2 days ago')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Next post' }).getByRole('link')).toHaveAttribute(
      'href',
      '/blog-details',
    );
  });

  test('comment form: idle → invalid with the five messages → submitted, reset, and an honest notice', async ({
    page,
  }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') sent.push(`${request.method()} ${request.url()}`);
    });
    await page.goto('/blog-details');
    const form = page.locator('#comment-form form');
    const comment = form.getByLabel('Comment');
    await expect(comment).toHaveAttribute('name', 'comment');
    await expect(form.getByText('Demo form: comments are not sent or stored.')).toBeVisible();

    await form.getByRole('button', { name: 'Post Comment' }).click();
    for (const message of [
      'Pleae write your comment',
      'Name is required',
      'Email is required',
      'Accept Terms and Conditions is required',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(comment).toBeFocused();
    await expect(comment).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Email').fill('ana-at-example');
    await form.getByLabel('Email').blur();
    await expect(form.getByText('Entered value does not match email format', { exact: true })).toBeVisible();
    await expect(form.getByText('Email is required', { exact: true })).toHaveCount(0);

    await comment.fill('Thank you for the article.');
    await form.getByLabel('Name').fill('Ana');
    await form.getByLabel('Email').fill('ana@example.com');
    await form.getByLabel('I accept the terms and conditions').check();
    await form.getByRole('button', { name: 'Post Comment' }).click();

    await expect(form.getByRole('status')).toHaveText(
      /This is a demo form, so your comment was not sent or saved anywhere/,
    );
    await expect(comment).toHaveValue('');
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('Email')).toHaveValue('');
    await expect(form.getByLabel('I accept the terms and conditions')).not.toBeChecked();
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
    expect(sent).toEqual([]);
  });
});

test.describe('FAQ accordion on /service', () => {
  const questions = [
    'How much does a website cost?',
    'How do payments work?',
    'How long do you support a site after launch?',
    'Can I get a refund?',
    'Will you sign an NDA?',
  ];

  async function open(page: Page) {
    await page.goto('/service');
    const accordion = page.locator('section[aria-labelledby="service-faq"]');
    const buttons = accordion.getByRole('button');
    await expect(buttons).toHaveText(questions);
    return { accordion, buttons };
  }

  const expanded = (page: Page) =>
    page
      .locator('section[aria-labelledby="service-faq"]')
      .getByRole('button')
      .evaluateAll((all) => all.map((button) => button.getAttribute('aria-expanded')));

  test('the first question is open by default', async ({ page }) => {
    const { buttons } = await open(page);
    expect(await expanded(page)).toEqual(['true', 'false', 'false', 'false', 'false']);
    const panel = page.locator(`#${await buttons.first().getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute('role', 'region');
    await expect(page.locator(`#${await buttons.nth(1).getAttribute('aria-controls')}`)).toBeHidden();
  });

  test('at most one question is open at a time', async ({ page }) => {
    const { buttons } = await open(page);
    await buttons.nth(2).click();
    await expect(buttons.nth(2)).toHaveAttribute('aria-expanded', 'true');
    expect(await expanded(page)).toEqual(['false', 'false', 'true', 'false', 'false']);
    await buttons.nth(4).click();
    await expect(buttons.nth(4)).toHaveAttribute('aria-expanded', 'true');
    expect(await expanded(page)).toEqual(['false', 'false', 'false', 'false', 'true']);
  });

  test('all questions may be closed', async ({ page }) => {
    const { buttons } = await open(page);
    await buttons.first().click();
    await expect(buttons.first()).toHaveAttribute('aria-expanded', 'false');
    expect(await expanded(page)).toEqual(['false', 'false', 'false', 'false', 'false']);
  });

  test('works from the keyboard: Tab, arrows, Home, End, Enter and Space', async ({ page }) => {
    const { buttons } = await open(page);
    await buttons.first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(buttons.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    expect(await expanded(page)).toEqual(['false', 'true', 'false', 'false', 'false']);
    await page.keyboard.press('End');
    await expect(buttons.nth(4)).toBeFocused();
    await page.keyboard.press('Space');
    expect(await expanded(page)).toEqual(['false', 'false', 'false', 'false', 'true']);
    await page.keyboard.press('Space');
    expect(await expanded(page)).toEqual(['false', 'false', 'false', 'false', 'false']);
    await page.keyboard.press('Home');
    await expect(buttons.first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(buttons.nth(4)).toBeFocused();
  });
});

test.describe('coming soon countdown', () => {
  const values = (page: Page) =>
    page
      .getByRole('timer')
      .locator('[data-unit]')
      .evaluateAll((units) =>
        units.map((unit) => `${unit.getAttribute('data-unit')}=${unit.firstElementChild?.textContent}`),
      );

  test('today (after 4 May 2024) it shows zeros and does not change over 2 s', async ({ page }) => {
    await page.clock.install();
    await page.goto('/coming-soon');
    await expect(page.getByRole('timer')).toHaveAccessibleName('Time left until the launch');
    expect(await values(page)).toEqual(['days=0', 'hours=00', 'minutes=00', 'seconds=00']);
    await page.clock.runFor(2000);
    expect(await values(page)).toEqual(['days=0', 'hours=00', 'minutes=00', 'seconds=00']);
  });

  const TARGET = Date.parse('2024-05-04T00:00:00-07:00');

  /** Loads the page with the browser clock a little before `at`, then stops the clock exactly at `at`. */
  async function openAt(page: Page, at: number) {
    await page.clock.install({ time: at - 10_000 });
    await page.goto('/coming-soon');
    await expect(page.getByRole('timer')).toBeVisible();
    await page.clock.pauseAt(at);
  }

  test('before the target it counts down each second', async ({ page }) => {
    // 1 day, 2 h, 0 min and 2 s before 4 May 2024 00:00 in Mexicali (UTC-7).
    await openAt(page, TARGET - (86_400 + 2 * 3_600 + 2) * 1000);
    await expect.poll(() => values(page)).toEqual(['days=1', 'hours=02', 'minutes=00', 'seconds=02']);
    await page.clock.runFor(1000);
    await expect.poll(() => values(page)).toEqual(['days=1', 'hours=02', 'minutes=00', 'seconds=01']);
    await page.clock.runFor(1000);
    await expect.poll(() => values(page)).toEqual(['days=1', 'hours=02', 'minutes=00', 'seconds=00']);
    await page.clock.runFor(1000);
    await expect.poll(() => values(page)).toEqual(['days=1', 'hours=01', 'minutes=59', 'seconds=59']);
  });

  test('it stops at zero when the target passes', async ({ page }) => {
    await openAt(page, TARGET - 2000);
    await expect.poll(() => values(page)).toEqual(['days=0', 'hours=00', 'minutes=00', 'seconds=02']);
    await page.clock.runFor(2000);
    await expect.poll(() => values(page)).toEqual(['days=0', 'hours=00', 'minutes=00', 'seconds=00']);
    await page.clock.runFor(5000);
    expect(await values(page)).toEqual(['days=0', 'hours=00', 'minutes=00', 'seconds=00']);
  });
});

test.describe('pictures, team and footer', () => {
  for (const path of ['/service', '/about-us', '/about-me']) {
    test(`${path} shows a 1520x760 and a 636x512 picture`, async ({ page }) => {
      await page.goto(path);
      const sizes = await page.locator('main img').evaluateAll(async (images) => {
        // Lazy pictures below the fold: load them all before reading their own sizes.
        const all = images as HTMLImageElement[];
        await Promise.all(
          all.map((image) => {
            image.loading = 'eager';
            return image.decode().catch(() => undefined);
          }),
        );
        return all.map((image) => `${image.naturalWidth}x${image.naturalHeight}`);
      });
      expect(sizes).toContain('1520x760');
      expect(sizes).toContain('636x512');
    });
  }

  test('/team lists 12 members and an empty new-member slot', async ({ page }) => {
    await page.goto('/team');
    const grid = page.locator('main ul').filter({ has: page.getByTestId('team-slot') });
    await expect(grid.locator(':scope > li')).toHaveCount(13);
    await expect(grid.locator(':scope > li img')).toHaveCount(12);
    await expect(page.getByTestId('team-slot').getByRole('link', { name: 'Get in touch' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test('/pricing and /faq lead to /contact', async ({ page }) => {
    await page.goto('/pricing');
    await expect(
      page.getByText('Working with a larger team?').getByRole('link', { name: 'Contact us' }),
    ).toHaveAttribute('href', '/contact');
    await page.goto('/faq');
    await expect(
      page.getByText('Still have a question?').getByRole('link', { name: 'Contact us' }),
    ).toHaveAttribute('href', '/contact');
  });

  test('the footer says 2021 on /about-me and the current year elsewhere', async ({ page }) => {
    await page.goto('/about-me');
    await expect(page.locator('footer')).toContainText('© 2021 ');
    await page.goto('/about-us');
    await expect(page.locator('footer')).toContainText(`© ${new Date().getFullYear()} `);
  });
});
