/** The matchmaking pages, one lazily loaded chunk (the router imports this module only). */
export { MatchesPage } from "./MatchesPage";
export { PreferencesPage } from "./PreferencesPage";
