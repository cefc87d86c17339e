import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearLocalUserData, LOCAL_USER_KEY, PROFILE_DRAFT_KEY_PREFIX } from "./local-data";

/** The browser's localStorage, as far as these functions use it. */
class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.items.set(k, v);
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
  keys() {
    return [...this.items.keys()].sort();
  }
}

describe("forgetting the user on this device", () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    Object.assign(globalThis, { localStorage: storage });
    storage.setItem(LOCAL_USER_KEY, '{"id":4}');
    storage.setItem("storeDataObject", "{}");
    storage.setItem(`${PROFILE_DRAFT_KEY_PREFIX}4`, '{"firstName":"Pooja","mobile":"9822012345"}');
    storage.setItem(`${PROFILE_DRAFT_KEY_PREFIX}9`, '{"firstName":"Rohan"}');
    storage.setItem("lang", "mr");
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, "localStorage");
  });

  it("keeps unsaved profile forms when the session merely expired", () => {
    clearLocalUserData();
    expect(storage.keys()).toEqual(["lang", `${PROFILE_DRAFT_KEY_PREFIX}4`, `${PROFILE_DRAFT_KEY_PREFIX}9`]);
  });

  it("removes every unsaved profile form on logout, and keeps only the language", () => {
    clearLocalUserData({ forgetDrafts: true });
    expect(storage.keys()).toEqual(["lang"]);
  });
});
