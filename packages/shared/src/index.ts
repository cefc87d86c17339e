export * from "./constants";
export * from "./errors";
export * from "./i18n";
export * from "./settings";
export * from "./auth";
export * from "./mobile";
export * from "./users";
