import { describe, expect, it } from "vitest";
import { type BackendModule, createTranslator, type LocaleTree } from "./translator";

const RESOURCES: Record<string, Record<string, LocaleTree>> = {
  en: {
    common: { hello: "Hello {{name}}", nested: { deep: "Deep" } },
    profile: {
      results_one: "{{count}} profile",
      results_other: "{{count}} profiles",
      plain: "Showing {{count}}",
      kundli: { title: "Kundli" },
    },
  },
  mr: { common: { hello: "नमस्कार {{name}}" } },
};

async function translator(lng = "en") {
  return createTranslator().init({ lng, resources: RESOURCES, ns: ["common", "profile"] });
}

describe("translator", () => {
  it("reads dotted keys in the default namespace and ns:key in any other", async () => {
    const i18n = await translator();
    expect(i18n.t("nested.deep")).toBe("Deep");
    expect(i18n.t("profile:kundli.title")).toBe("Kundli");
    expect(i18n.getFixedT("en", "profile", "kundli")("title")).toBe("Kundli");
    expect(i18n.getFixedT("en", "profile")("common:nested.deep")).toBe("Deep");
  });

  it("fills placeholders and leaves one without a value as it is", async () => {
    const i18n = await translator();
    expect(i18n.t("hello", { name: "Sunita" })).toBe("Hello Sunita");
    expect(i18n.t("hello")).toBe("Hello {{name}}");
    expect(i18n.t("hello", { name: 0 })).toBe("Hello 0");
  });

  it("writes a number in the reader's digits: Devanagari on Marathi pages, a string as it is", async () => {
    const i18n = await translator("mr");
    expect(i18n.t("hello", { name: 1440 })).toBe("नमस्कार १४४०");
    expect(i18n.t("hello", { name: "9876543210" })).toBe("नमस्कार 9876543210");
    expect((await translator("en")).t("hello", { name: 1440 })).toBe("Hello 1440");
  });

  it("picks the plural form for a numeric count and the plain key for a formatted one", async () => {
    const t = (await translator()).getFixedT("en", "profile");
    expect(t("results", { count: 1 })).toBe("1 profile");
    expect(t("results", { count: 5 })).toBe("5 profiles");
    expect(t("plain", { count: "१२" })).toBe("Showing १२");
  });

  it("answers a missing key with its path, a default value when given, and tries keys in order", async () => {
    const i18n = await translator();
    expect(i18n.t("profile:nope.here")).toBe("nope.here");
    expect(i18n.t("nope", { defaultValue: "Fallback {{x}}", x: 1 })).toBe("Fallback 1");
    expect(i18n.t(["missing", "nested.deep"])).toBe("Deep");
    expect(i18n.exists("profile:kundli.title")).toBe(true);
    expect(i18n.exists("profile:kundli")).toBe(false);
  });

  it("loads a namespace once through the backend, and every namespace in use before switching language", async () => {
    const reads: string[] = [];
    const backend: BackendModule = {
      type: "backend",
      read(lng, ns, callback) {
        reads.push(`${lng}/${ns}`);
        setTimeout(() => callback(null, RESOURCES[lng]?.[ns] ?? {}), 1);
      },
    };
    const i18n = createTranslator().use(backend);
    await i18n.init({ lng: "en", ns: ["common"] });
    await Promise.all([i18n.loadNamespaces("profile"), i18n.loadNamespaces(["profile", "common"])]);
    expect(reads).toEqual(["en/common", "en/profile"]);
    const changes: string[] = [];
    i18n.on("languageChanged", (lng) => changes.push(`${lng}:${i18n.hasLoadedNamespace("profile", lng)}`));
    await i18n.changeLanguage("mr");
    expect(changes).toEqual(["mr:true"]);
    expect(i18n.t("hello", { name: "सुनीता" })).toBe("नमस्कार सुनीता");
  });

  it("shows keys rather than hanging when a namespace fails to load (offline)", async () => {
    const backend: BackendModule = {
      type: "backend",
      read: (_l, _n, callback) => callback(new Error("offline"), false),
    };
    const i18n = await createTranslator()
      .use(backend)
      .init({ lng: "en", ns: ["common"] });
    expect(i18n.t("hello")).toBe("hello");
  });
});
