/**
 * A link standing on its own (not inside a sentence) gets at least WCAG 2.5.8's 24 px of height, so a
 * thumb on a phone hits it: a body2 link is only 20 px tall.
 */
export const TAP_TARGET_SX = { display: 'inline-flex', alignItems: 'center', minHeight: 24 } as const;
