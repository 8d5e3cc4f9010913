export const WEB_DIST_INDEX: string;
export function ensureWebBuild(): void;
