import { expect, signIn, snap, test } from "./fixtures";

/**
 * The browse list past the server's count cap: "1,000+" and "More", which resumes after the last card.
 * The API answer is reshaped in the browser (a real list of 1,000+ profiles is bench work, not e2e).
 */
test("past the count cap the list says so and offers More", async ({ page }, info) => {
  const lang = info.project.name === "phone" ? "mr" : "en";
  await signIn(page, info.project.name === "phone" ? "9000000018" : "9000000019", lang);
  const asked: string[] = [];
  await page.route(/\/api\/v1\/profiles(\?.*)?$/, async (route) => {
    asked.push(route.request().url());
    const url = new URL(route.request().url());
    const after = url.searchParams.get("after");
    // The real first page's cards, presented as the last numbered page of a capped list.
    url.searchParams.delete("page");
    url.searchParams.delete("after");
    const real = await (await route.fetch({ url: url.toString() })).json();
    await route.fulfill({
      json: {
        ...real,
        total: 1000,
        totalIsCapped: true,
        page: after ? 1 : 84,
        nextCursor: after ? null : "bmV4dA",
      },
    });
  });
  await page.goto("/user/bride-groom-list?page=84");
  await expect(page.getByText(lang === "mr" ? /१००० पेक्षा जास्त/ : /More than 1,?000 profiles/)).toBeVisible();
  const more = page.getByRole("button", { name: lang === "mr" ? "आणखी प्रोफाइल" : "More profiles" });
  await expect(more).toBeVisible();
  await snap(page, `list-capped-${lang}`);
  await more.click();
  await expect(page).toHaveURL(/after=bmV4dA/);
  await expect.poll(() => asked.some((u) => u.includes("after=bmV4dA"))).toBe(true);
  const back = page.getByRole("button", {
    name: lang === "mr" ? "पहिल्या पानावर परत" : "Back to the first page",
  });
  await expect(back).toBeVisible();
  await expect(more).toBeHidden();
  await back.click();
  await expect(page).not.toHaveURL(/after=/);
  // The first page's answer has arrived (the route above is not cut off by the test's end).
  await expect(more).toBeVisible();
});
