// The chunk behind Notice (Notice.tsx).
export { Alert as default } from "@mantine/core";
