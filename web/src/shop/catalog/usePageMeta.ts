import { useEffect } from 'react';

/** The page's `<meta name="description">`, created on first use. */
function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  return tag;
}

/**
 * Puts a page's meta title and description into the document head (search engines and shared links
 * read them) and gives the previous ones back when the page goes, so that the next page does not carry
 * them. Nothing happens until a title is known.
 */
export function usePageMeta(title: string | undefined, description: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    const tag = descriptionTag();
    const previous = { title: document.title, description: tag.content };
    document.title = title;
    tag.content = description ?? '';
    return () => {
      document.title = previous.title;
      tag.content = previous.description;
    };
  }, [title, description]);
}
