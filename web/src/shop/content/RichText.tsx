import Box from '@mui/material/Box';

/**
 * Rich text from the server. It was sanitised with the one allowlist (server/common/rich-text.ts) when
 * stored and again when answered, so it is written as HTML as it is.
 */
export function RichText({ html, testId }: { html: string; testId?: string }) {
  return (
    <Box
      data-testid={testId}
      sx={{ '& img': { maxWidth: '100%', height: 'auto' }, '& table': { maxWidth: '100%', display: 'block', overflowX: 'auto' }, overflowWrap: 'anywhere' }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
