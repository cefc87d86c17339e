/** The matchmaking pages (and saved searches), one lazily loaded chunk (the router imports this module only). */

export { SavedSearchesPage } from "../searches/SavedSearchesPage";
export { MatchesPage } from "./MatchesPage";
export { PreferencesPage } from "./PreferencesPage";
