import { expect, expectNoHorizontalOverflow, langOf, signIn, snap, test } from "./fixtures";

/** A family saves the list's filters under a name, finds it among its saved searches and opens it. */
test("save a search from the list, see it, open it", async ({ page }, info) => {
  const lang = langOf(info.project.name);
  const mr = lang === "mr";
  await signIn(page, info.project.name === "phone" ? "9000000017" : "9000000015", lang);
  await page.goto("/user/bride-groom-list?ageMin=21&ageMax=35");
  await page.getByTestId("save-search").click();
  const name = `${mr ? "पुणे" : "Pune"} ${Date.now() % 100_000}`;
  const form = page.getByTestId("search-name-form");
  await form.getByRole("textbox").fill(name);
  await form.getByRole("button", { name: mr ? "जतन करा" : "Save" }).click();
  await expect(page.getByText(mr ? `"${name}" शोध जतन केला.` : `Search "${name}" saved.`)).toBeVisible();

  await page.getByRole("link", { name: mr ? "जतन केलेले शोध" : "Saved searches" }).click();
  const card = page.getByTestId("saved-search").filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card).toContainText(mr ? "वय २१–३५" : "Age 21–35");
  await expectNoHorizontalOverflow(page);
  await snap(page, `saved-searches-${lang}`);

  await card.getByRole("button", { name: mr ? "उघडा" : "Open" }).click();
  await expect(page).toHaveURL(/bride-groom-list\?ageMin=21&ageMax=35$/);
  await expect(page.getByTestId("save-search")).toBeVisible();
});
