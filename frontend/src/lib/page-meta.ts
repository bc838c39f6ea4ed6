import { useEffect } from 'react';
import { truncate } from './format';

const SITE = 'Faith Collective';

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** Sets the document title and the sharing description (meta description cut to 160 characters). */
export function usePageMeta(title: string, description?: string): void {
  useEffect(() => {
    const fullTitle = title.includes(SITE) ? title : `${title} | ${SITE}`;
    document.title = fullTitle;
    setMeta('property', 'og:title', fullTitle);
    if (description) {
      const text = truncate(description, 160);
      setMeta('name', 'description', text);
      setMeta('property', 'og:description', text);
    }
  }, [title, description]);
}
