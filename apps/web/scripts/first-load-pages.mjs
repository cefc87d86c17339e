// The pages people land on, whose first load has a budget: read by bundle-report.mjs and first-load-chunks.mjs.

/**
 * The pages people land on and the addresses the server preloads for. `goal`: the first-load
 * budget in KB of gzip JavaScript (130 for /home, 150 elsewhere); `budget`: the ceiling the build
 * enforces today, lowered as pages get lighter until it reaches the goal (bench/README.md).
 */
export const PAGES = [
  {
    page: "/home",
    module: "src/features/home/HomePage.tsx",
    ns: ["pages"],
    goal: 130,
    // Above the goal by the entry's share of the access work (the pager's reader digits and names,
    // contrast variables, translated numbers) and of the living directory, melava and patrika
    // routes and fields (router entries, list filters, card badges), about 2 KB on every page: to
    // be won back.
    budget: 130,
    path: "home(/[^/]*)?",
  },
  {
    page: "/login",
    module: "src/features/auth/LoginPage.tsx",
    ns: ["auth"],
    goal: 150,
    budget: 150,
    path: "login",
  },
  {
    page: "/about",
    module: "src/features/community/AboutPage.tsx",
    ns: ["community"],
    goal: 150,
    budget: 150,
    path: "about",
  },
  {
    page: "/job-updates",
    module: "src/features/jobs/JobsBoardPage.tsx",
    ns: ["jobs"],
    goal: 150,
    budget: 150,
    path: "job-updates",
  },
  {
    page: "profile list",
    module: "src/features/profiles/list/ProfileListPage.tsx",
    ns: ["profile"],
    goal: 150,
    budget: 150,
    path: "(user/bride-groom-list|matrimony)",
    // 150.2 KB after the living directory's sort and badge and the patrika's Mangal filter: to be won back.
  },
  {
    page: "profile details",
    module: "src/features/profiles/details/ProfileDetailsPage.tsx",
    ns: ["profile", "interests", "privacy"],
    goal: 150,
    budget: 150,
    path: "(profile/details|details|vadhuvar)(/[^/]*)?",
  },
];
