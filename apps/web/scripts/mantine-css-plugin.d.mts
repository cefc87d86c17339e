import type { Plugin } from "vite";

/** Each module imports the stylesheets of the Mantine components it uses (mantine-css-plugin.mjs). */
export function mantineCssPerComponent(): Plugin;
