export const WEB_DIST_INDEX: string;
export const WEB_SSR_BUNDLE: string;
export function ensureWebBuild(): void;
export const SERVER_MAIN: string;
export function ensureServerBuild(): void;
