import Box from '@mui/material/Box';

/** The list's picture cell: the product's first image, small; nothing when it has none. */
export function ProductThumbnail({ src, alt }: { src?: string; alt: string }) {
  if (!src) return null;
  return <Box component="img" src={src} alt={alt} loading="lazy" sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1, display: 'block' }} />;
}
