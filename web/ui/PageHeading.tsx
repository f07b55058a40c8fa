import { Heading, type HeadingProps } from '@chakra-ui/react';
import { useLayoutEffect, useRef } from 'react';

export const APP_NAME = 'Kas';

/** The browser tab's title for a page: "<Page> · Kas", or just "Kas" without a page name. */
export function documentTitle(page: string | null | undefined): string {
  const name = page?.replace(/\s+/g, ' ').trim();
  return name ? `${name} · ${APP_NAME}` : APP_NAME;
}

/**
 * A screen's one `<h1>`, which also names the browser tab after it
 * ("Counterparties · Kas"), so tabs, history and bookmarks tell pages apart.
 * The tab follows the heading's rendered text, so it changes with the
 * interface language and with headings built from data ("Welcome, Rina").
 */
export function PageHeading(props: HeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    const heading = ref.current;
    if (!heading) return undefined;
    const update = () => {
      document.title = documentTitle(heading.textContent);
    };
    update();
    // The heading's text changes without this component rendering again (a language switch re-renders
    // only the messages inside it): watch the text itself.
    const observer = new MutationObserver(update);
    observer.observe(heading, { childList: true, characterData: true, subtree: true });
    return () => {
      observer.disconnect();
      document.title = APP_NAME;
    };
  }, []);
  return <Heading as="h1" ref={ref} {...props} />;
}
