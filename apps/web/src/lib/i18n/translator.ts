/**
 * The app's translator: the part of i18next the portal used, in about 2 KB instead of 15 KB of
 * gzip on every first load. i18next's conventions, so the locale files read as before:
 * "ns:key.path" keys, `{{name}}` placeholders (left as they are when no value is given), plural
 * forms `key_one` / `key_other` picked by Intl.PluralRules when `count` is a number, a missing key
 * answered with its path.
 */
import { localNumber } from "@vv/shared/numbers";

export type LocaleTree = { [key: string]: string | LocaleTree };
export type TOptions = { count?: unknown; defaultValue?: string; [name: string]: unknown };
export type TFunction = (key: string | readonly string[], options?: TOptions) => string;
export type ReadCallback = (error: Error | null, data: LocaleTree | false) => void;
/** Loads one namespace of one language (the web app's locale chunks). */
export interface BackendModule {
  type: "backend";
  read(language: string, namespace: string, callback: ReadCallback): void;
}
export interface InitOptions {
  lng: string;
  /** Namespaces to load before `init` resolves. */
  ns?: readonly string[];
  defaultNS?: string;
  /** Resources given up front (tests), by language then namespace. */
  resources?: Record<string, Record<string, LocaleTree>>;
  /** false: a component whose namespaces are not loaded renders with `ready: false` instead of suspending. */
  useSuspense?: boolean;
}
type Event = "languageChanged" | "loaded";

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

export class Translator {
  language = "en";
  isInitialized = false;
  defaultNS = "common";
  useSuspense = true;
  private backend: BackendModule | null = null;
  private readonly store = new Map<string, LocaleTree>(); // "lng/ns" → tree
  private readonly pending = new Map<string, Promise<void>>();
  private readonly namespacesInUse = new Set<string>();
  private readonly listeners = new Map<Event, Set<(language: string) => void>>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();

  use(backend: BackendModule) {
    this.backend = backend;
    return this;
  }

  async init(options: InitOptions) {
    this.language = options.lng;
    this.defaultNS = options.defaultNS ?? this.defaultNS;
    this.useSuspense = options.useSuspense ?? true;
    for (const [lng, namespaces] of Object.entries(options.resources ?? {})) {
      for (const [ns, tree] of Object.entries(namespaces)) this.addResources(lng, ns, tree);
    }
    await this.loadNamespaces(options.ns ?? [this.defaultNS]);
    this.isInitialized = true;
    return this;
  }

  addResources(lng: string, ns: string, tree: LocaleTree) {
    this.store.set(`${lng}/${ns}`, tree);
    this.namespacesInUse.add(ns);
  }

  hasLoadedNamespace(ns: string, lng = this.language) {
    return this.store.has(`${lng}/${ns}`);
  }

  /** Loads what is missing of `namespaces` in `lng`; the same promise while a load is under way. */
  loadNamespaces(namespaces: string | readonly string[], lng = this.language): Promise<void> {
    const list = typeof namespaces === "string" ? [namespaces] : namespaces;
    for (const ns of list) this.namespacesInUse.add(ns);
    const missing = list.filter((ns) => !this.hasLoadedNamespace(ns, lng));
    if (missing.length === 0) return Promise.resolve();
    return Promise.all(missing.map((ns) => this.loadOne(lng, ns))).then(() => {});
  }

  private loadOne(lng: string, ns: string): Promise<void> {
    const id = `${lng}/${ns}`;
    let load = this.pending.get(id);
    if (!load) {
      const backend = this.backend;
      load = new Promise<void>((resolve) => {
        if (!backend) return resolve();
        backend.read(lng, ns, (error, data) => {
          // A namespace that failed to load (offline) shows keys rather than suspending forever.
          this.store.set(id, error || !data ? {} : data);
          this.pending.delete(id);
          resolve();
          this.emit("loaded", lng);
        });
      });
      this.pending.set(id, load);
    }
    return load;
  }

  /** Loads every namespace in use in the new language first, so no screen flashes keys. */
  async changeLanguage(lng: string) {
    await this.loadNamespaces([...this.namespacesInUse], lng);
    this.language = lng;
    this.emit("languageChanged", lng);
  }

  on(event: Event, listener: (language: string) => void) {
    const set = this.listeners.get(event) ?? new Set();
    this.listeners.set(event, set.add(listener));
  }

  off(event: Event, listener: (language: string) => void) {
    this.listeners.get(event)?.delete(listener);
  }

  private emit(event: Event, language: string) {
    for (const listener of this.listeners.get(event) ?? []) listener(language);
  }

  readonly t: TFunction = (key, options) => this.translate(this.language, this.defaultNS, "", key, options);

  /** A `t` bound to one language, namespace and key prefix (what a component's hook hands out). */
  getFixedT(lng: string, ns: string, keyPrefix = ""): TFunction {
    return (key, options) => this.translate(lng, ns, keyPrefix, key, options);
  }

  exists(key: string, options: { ns?: string; lng?: string } = {}) {
    const { ns, path } = this.split(key, options.ns ?? this.defaultNS, "");
    return this.lookup(options.lng ?? this.language, ns, path) !== undefined;
  }

  private split(key: string, ns: string, keyPrefix: string) {
    const colon = key.indexOf(":");
    if (colon > 0) return { ns: key.slice(0, colon), path: key.slice(colon + 1) };
    return { ns, path: keyPrefix ? `${keyPrefix}.${key}` : key };
  }

  private lookup(lng: string, ns: string, path: string): string | undefined {
    let node: string | LocaleTree | undefined = this.store.get(`${lng}/${ns}`);
    for (const part of path.split(".")) {
      if (!node || typeof node === "string") return undefined;
      node = node[part];
    }
    return typeof node === "string" ? node : undefined;
  }

  private pluralSuffix(lng: string, count: number) {
    const rules = this.pluralRules.get(lng) ?? new Intl.PluralRules(lng);
    this.pluralRules.set(lng, rules);
    return rules.select(count);
  }

  private translate(
    lng: string,
    ns: string,
    keyPrefix: string,
    keys: string | readonly string[],
    options?: TOptions,
  ) {
    const candidates = typeof keys === "string" ? [keys] : keys;
    const count = options?.count;
    let fallback = "";
    for (const key of candidates) {
      const where = this.split(key, ns, keyPrefix);
      fallback ||= where.path;
      const text =
        (typeof count === "number"
          ? this.lookup(lng, where.ns, `${where.path}_${this.pluralSuffix(lng, count)}`)
          : undefined) ?? this.lookup(lng, where.ns, where.path);
      if (text !== undefined) return interpolate(text, options, lng);
    }
    return options?.defaultValue !== undefined ? interpolate(options.defaultValue, options, lng) : fallback;
  }
}

function valueAt(vars: TOptions, path: string): unknown {
  let value: unknown = vars;
  for (const part of path.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/**
 * Fills the placeholders. A value passed as a number (a count, minutes, a year) is written in the
 * reader's digits (packages/shared/src/numbers.ts); what is typed or dialled comes as a string.
 */
function interpolate(text: string, vars: TOptions | undefined, lng: string) {
  if (!vars || !text.includes("{{")) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = valueAt(vars, name);
    if (value === undefined || value === null) return whole;
    return typeof value === "number" ? localNumber(value, lng) : String(value);
  });
}

export function createTranslator() {
  return new Translator();
}

/** The app's one translator. */
export const i18n = createTranslator();
