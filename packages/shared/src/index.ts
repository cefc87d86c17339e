export * from "./auth";
export * from "./constants";
export * from "./errors";
export * from "./i18n";
export * from "./mobile";
export * from "./settings";
export * from "./users";
