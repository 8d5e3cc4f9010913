/**
 * The home page's top picture area (carousel, banner, and the space held for them while they load):
 * one aspect ratio everywhere, so nothing below moves when the pictures arrive.
 */
export const HERO_SX = { mb: 3, borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.200', aspectRatio: { xs: '4 / 3', sm: '16 / 6' } } as const;
