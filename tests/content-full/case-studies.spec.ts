import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import {
  cardAnchor,
  caseStudyPath,
  caseStudySlug,
} from "../../src/caseStudy/caseStudyAddress";
import {
  caseStudyLabels,
  interfaceText,
  owner,
  projects,
  site,
} from "../fixtures/content-full/site";
import { expect, test } from "../e2e/fixtures";
import { watchCspViolations } from "../support/cspViolations";

/** The fixture's projects with a case study, in the order of their pages' previous/next links. */
const studies = projects
  .filter((project) => project.caseStudy)
  .map((project) => ({ project, slug: caseStudySlug(project.caseStudy!) }));
const [first, second] = studies;

const card = (page: Page, title: string) =>
  page.getByRole("article", { name: title });

for (const width of [1440, 390]) {
  test(`at ${width} px a card's case study link opens its page, and the way back lands on that card`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("./#projects");
    const study = second!;
    await card(page, study.project.title)
      .getByRole("link", { name: new RegExp(`^${caseStudyLabels.link}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`${caseStudyPath(study.slug)}$`));
    await expect(
      page.getByRole("heading", { level: 1, name: study.project.title }),
    ).toBeVisible();

    await page.getByRole("link", { name: caseStudyLabels.back }).click();
    await expect(page).toHaveURL(new RegExp(`#${cardAnchor(study.slug)}$`));
    const target = card(page, study.project.title);
    await expect(target).toBeInViewport({ ratio: 0.6 });
    // Clear of the fixed header: the card's top is below it.
    const headerBottom = (await page.getByRole("banner").boundingBox())!.height;
    expect((await target.boundingBox())!.y).toBeGreaterThanOrEqual(
      headerBottom,
    );
  });
}

test("a link to a card keeps its address once the page has come to life", async ({
  page,
}) => {
  const study = second!;
  await page.goto(`./#${cardAnchor(study.slug)}`);
  const target = card(page, study.project.title);
  await expect
    .poll(
      () =>
        target.evaluate((node) =>
          Object.keys(node).some((key) => key.startsWith("__reactFiber$")),
        ),
      { message: "hydrated" },
    )
    .toBe(true);
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(resolve)),
      ),
  );
  // The address a visitor copies still names the card, not just its section.
  expect(new URL(page.url()).hash).toBe(`#${cardAnchor(study.slug)}`);
  await expect(target).toBeInViewport({ ratio: 0.6 });
});

test('"view project" on a card with a case study opens the case study in the same tab; Live and Code stay', async ({
  page,
}) => {
  await page.goto("./#projects");
  const study = first!;
  const view = card(page, study.project.title).locator("a", {
    hasText: "view project",
  });
  await expect(view).toHaveAttribute(
    "href",
    new RegExp(`${caseStudyPath(study.slug)}$`),
  );
  await expect(view).not.toHaveAttribute("target");
  await expect(
    card(page, study.project.title).getByRole("link", { name: /Live Preview/ }),
  ).toHaveAttribute("href", study.project.hrefLive);
  await expect(
    card(page, study.project.title).getByRole("link", { name: /View Code/ }),
  ).toHaveAttribute("href", study.project.hrefCode);
  const without = projects.find((project) => !project.caseStudy)!;
  await expect(
    card(page, without.title).getByRole("link", {
      name: new RegExp(`^${caseStudyLabels.link}`),
    }),
  ).toHaveCount(0);
});

test("a case study shows its facts, story, gallery and the links to the other case study, with no script and no CSP violation", async ({
  page,
}) => {
  const violations = await watchCspViolations(page);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto(caseStudyPath(first!.slug));
  await expect(
    page.getByRole("heading", { level: 1, name: first!.project.title }),
  ).toBeVisible();
  for (const label of Object.values(caseStudyLabels.facts))
    await expect(
      page.getByRole("term").filter({ hasText: label }),
    ).toBeVisible();
  await expect(page.locator("pre code .hljs-keyword").first()).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 2, name: caseStudyLabels.gallery }),
  ).toBeVisible();
  await expect(page.locator("figure figcaption").first()).toBeVisible();
  const more = page.getByRole("navigation", {
    name: caseStudyLabels.otherStudies,
  });
  await expect(more.getByRole("link")).toHaveText([
    `${caseStudyLabels.next}${second!.project.title}`,
  ]);
  await page.waitForLoadState("networkidle");
  expect(scripts).toEqual([]);
  expect(await violations()).toEqual([]);
});

test("the header menu works without script below 768 px and leads to the main page\u2019s sections", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(caseStudyPath(first!.slug));
  await page.getByRole("button", { name: interfaceText.menu.open }).click();
  const menu = page.getByRole("dialog", { name: interfaceText.menu.label });
  await expect(menu).toBeVisible();
  await menu.getByRole("link", { name: "Contacts" }).click();
  await expect(page).toHaveURL(/\/#contacts$/);
  await expect(
    page.getByRole("heading", { level: 1, name: owner.name }),
  ).toBeAttached();
});

test("a case study has its own title, description, canonical, share card, JSON-LD and sitemap entry", async ({
  page,
  request,
}) => {
  const study = first!;
  await page.goto(caseStudyPath(study.slug));
  const url = new URL(`/portfolio/${caseStudyPath(study.slug)}`, site.origin)
    .href;
  await expect(page).toHaveTitle(`${study.project.title} \u00B7 ${site.title}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    url,
  );
  const image = await page
    .locator('meta[property="og:image"]')
    .getAttribute("content");
  const card = await request.get(
    new URL(new URL(image!).pathname, page.url()).href,
  );
  expect(card.status()).toBe(200);
  expect(card.headers()["content-type"]).toContain("image/jpeg");
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent())!,
  );
  const work = jsonLd["@graph"].find(
    (node: { "@type": string }) => node["@type"] === "CreativeWork",
  );
  expect(work).toMatchObject({
    name: study.project.title,
    url,
    author: { "@type": "Person", name: owner.name },
  });
  const crumbs = jsonLd["@graph"].find(
    (node: { "@type": string }) => node["@type"] === "BreadcrumbList",
  );
  expect(
    crumbs.itemListElement.map((crumb: { item: string }) => crumb.item).at(-1),
  ).toBe(url);
  const sitemap = await (await request.get("sitemap.xml")).text();
  for (const { slug } of studies)
    expect(sitemap).toContain(
      `<loc>${new URL(`/portfolio/${caseStudyPath(slug)}`, site.origin).href}</loc>`,
    );
});

test("every link and image of the built site resolves (a crawl from the main page)", async ({
  page,
  request,
}) => {
  test.slow();
  const start = new URL("./", test.info().project.use.baseURL).href;
  const origin = new URL(start).origin;
  const seen = new Set<string>();
  const pagesToVisit = [start];
  const broken: string[] = [];
  while (pagesToVisit.length > 0) {
    const address = pagesToVisit.shift()!;
    await page.goto(address);
    const found = await page.evaluate(() => {
      const links = [...document.querySelectorAll("a[href]")].map(
        (a) => (a as HTMLAnchorElement).href,
      );
      const images = [
        ...document.querySelectorAll("img[src], img[srcset], source[srcset]"),
      ].flatMap((element) => {
        const srcset =
          element
            .getAttribute("srcset")
            ?.split(",")
            .map((entry) => entry.trim().split(/\s+/)[0]!) ?? [];
        const src = element.getAttribute("src");
        return [...srcset, ...(src ? [src] : [])].map(
          (entry) => new URL(entry, document.baseURI).href,
        );
      });
      const ids = [...document.querySelectorAll("[id]")].map(
        (element) => element.id,
      );
      return { links, images, ids };
    });
    for (const link of [...found.links, ...found.images]) {
      const url = new URL(link);
      if (url.origin !== origin) continue;
      const withoutHash = url.href.replace(/#.*$/, "");
      if (
        url.hash &&
        withoutHash === address.replace(/#.*$/, "") &&
        !found.ids.includes(decodeURIComponent(url.hash.slice(1)))
      ) {
        broken.push(`${address}: ${link} (no such id)`);
      }
      if (seen.has(withoutHash)) continue;
      seen.add(withoutHash);
      const response = await request.get(withoutHash);
      if (response.status() !== 200)
        broken.push(`${address}: ${withoutHash} (${response.status()})`);
      else if (
        (response.headers()["content-type"] ?? "").includes("text/html") &&
        !pagesToVisit.includes(withoutHash)
      )
        pagesToVisit.push(withoutHash);
    }
  }
  expect(broken).toEqual([]);
  for (const { slug } of studies)
    expect(seen).toContain(new URL(caseStudyPath(slug), start).href);
});

test.describe("a mistyped address", () => {
  // The 404 status is the point here; the fixture would count it as a failed request.
  test.use({ allowPageErrors: true });
  test("at a mistyped case study address the 404 page is whole and leads back", async ({
    page,
    request,
  }) => {
    // A static host answers any missing address with 404.html, as `vite preview` does not: served the same way here.
    const notFound = await (await request.get("404.html")).text();
    const mistyped = caseStudyPath(`${first!.slug}-typo`);
    await page.route(`**/${mistyped}`, (route) =>
      route.fulfill({ status: 404, contentType: "text/html", body: notFound }),
    );
    await page.goto(mistyped).catch(() => undefined);
    await expect(
      page.getByRole("heading", { level: 1, name: site.notFound.title }),
    ).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.fonts.check("16px Poppins")))
      .toBe(true);
    await page.getByRole("link", { name: site.notFound.link }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: owner.name }),
    ).toBeAttached();
  });
});

test.describe("view transitions", () => {
  /** Whether the page the browser showed after the last navigation was revealed with a view transition. */
  const recordReveal = (page: Page) =>
    page.addInitScript(() => {
      window.addEventListener("pagereveal", (event) => {
        (
          window as unknown as { revealedWithTransition: boolean }
        ).revealedWithTransition = Boolean(
          (event as Event & { viewTransition: unknown }).viewTransition,
        );
      });
    });
  const revealed = (page: Page) =>
    page.evaluate(
      () =>
        (window as unknown as { revealedWithTransition?: boolean })
          .revealedWithTransition,
    );

  /** From the Projects section, the first case study opened by its card's link, its page shown. */
  async function openFirstStudyFromItsCard(page: Page) {
    await recordReveal(page);
    await page.goto("./#projects");
    await card(page, first!.project.title)
      .getByRole("link", { name: new RegExp(`^${caseStudyLabels.link}`) })
      .click();
    await expect(
      page.getByRole("heading", { level: 1, name: first!.project.title }),
    ).toBeVisible();
  }

  test("the card\u2019s picture becomes the case study\u2019s hero where motion is welcome", async ({
    page,
  }) => {
    await openFirstStudyFromItsCard(page);
    // pagereveal fires at the page's first rendering, which can come after its layout.
    await expect.poll(() => revealed(page)).toBe(true);
    expect(
      await page
        .locator(".cs-hero")
        .evaluate((image) => getComputedStyle(image).viewTransitionName),
    ).toBe("case-study-picture");
  });

  test.describe("under reduced motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("there is none", async ({ page }) => {
      await openFirstStudyFromItsCard(page);
      await expect.poll(() => revealed(page)).toBe(false);
    });
  });
});

test.describe("accessibility", () => {
  test.use({ reducedMotion: "reduce" });
  for (const width of [360, 768, 1440]) {
    test(`no axe violations on a case study at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(caseStudyPath(first!.slug));
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(
        violations.map(
          ({ id, nodes }) =>
            `${id}: ${nodes.map((node) => node.target.join(" ")).join(" | ")}`,
        ),
      ).toEqual([]);
    });
  }
});
